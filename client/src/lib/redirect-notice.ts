/** What a guard tells the page it redirects to, in the navigation's state: why the visitor is there. */
export const ADMIN_ONLY_NOTICE = 'adminOnly';

export type RedirectState = { notice?: typeof ADMIN_ONLY_NOTICE; from?: string };
