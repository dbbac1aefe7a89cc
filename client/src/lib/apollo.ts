import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getSession, signOut } from './session';

/** Sends the stored token with every operation. */
const authLink = new SetContextLink(({ headers }) => {
  const session = getSession();
  return { headers: { ...headers, ...(session ? { Authorization: `Bearer ${session.token}` } : {}) } };
});

/** Spec section 7: an expired or refused session is cleared and the user goes to /login. */
const sessionExpiredLink = new ErrorLink(({ error, operation }) => {
  const sentToken = Boolean((operation.getContext().headers as Record<string, string> | undefined)?.Authorization);
  const unauthenticated = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if (sentToken && unauthenticated) {
    signOut();
    window.location.assign('/login');
  }
});

export function createApolloClient(uri = '/graphql') {
  return new ApolloClient({
    link: ApolloLink.from([sessionExpiredLink, authLink, new HttpLink({ uri })]),
    cache: new InMemoryCache(),
  });
}
