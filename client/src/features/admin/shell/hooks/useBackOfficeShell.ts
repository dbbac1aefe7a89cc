import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../../gql';

/** The shell's figures and the bell, in one request, refreshed every minute while the back office is open. */
export const BackOfficeShellDocument = graphql(`
  query BackOfficeShell($since: DateTime) {
    backOfficeCounters {
      ...SidebarCounters
    }
    backOfficeNotifications(since: $since) {
      ...NotificationList
    }
  }
`);

export const SHELL_POLL_MS = 60_000;

export function useBackOfficeShell(since: string | null) {
  return useQuery(BackOfficeShellDocument, {
    variables: { since },
    fetchPolicy: 'cache-and-network',
    pollInterval: SHELL_POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
}
