import { useLocation } from 'react-router-dom';

/** What a guard tells the page it redirects to: staff sent from an admin-only page to the dashboard. */
export const ADMIN_ONLY_NOTICE = 'adminOnly';

/**
 * What one page hands the next in the navigation's state (never in the address): why the visitor was sent
 * there (`notice`), where to return after signing in or registering (`from`), and an e-mail to prefill.
 */
export type NavigationState = { notice?: typeof ADMIN_ONLY_NOTICE; from?: string; email?: string };

export const useNavigationState = () => (useLocation().state as NavigationState | null) ?? {};
