import { useCallback, useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { notify } from '../../../components/toaster';
import { errorCode, errorMessage, isNetworkError } from '../../../lib/errors';

export const TrackOrderDocument = graphql(`
  query TrackOrder($trackingNumber: String!) {
    trackOrder(trackingNumber: $trackingNumber) {
      trackingNumber
      ...TrackResult
    }
  }
`);

/** Why the last lookup has nothing to show; "not found" is told by a toast, the others stay on the page. */
export type LookupFailure = { kind: 'not-found' } | { kind: 'rate-limited' | 'network' | 'error'; message: string };

/**
 * The tracking lookup lives in the address (`/track-order?number=TRK-…`): searching sets the number there, and
 * opening such an address (the link in the order's e-mails) looks the number up at once. Every lookup asks the
 * server, so the status shown is the current one.
 */
export function useTrackingLookup() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const number = params.get('number')?.trim() ?? '';
  const [execute, { data, error, loading, variables }] = useLazyQuery(TrackOrderDocument, {
    fetchPolicy: 'network-only',
  });

  const lookUp = useCallback(
    async (trackingNumber: string) => {
      const result = await execute({ variables: { trackingNumber } }).catch((failure: unknown) => ({
        data: undefined,
        error: failure,
      }));
      if (result.data && !result.error) notify.success(intl.formatMessage({ id: 'track.found' }));
      else if (errorCode(result.error) === 'NOT_FOUND') notify.error(intl.formatMessage({ id: 'track.notFound' }));
    },
    [execute, intl],
  );

  useEffect(() => {
    if (number) void lookUp(number);
  }, [number, lookUp]);

  const search = useCallback(
    (trackingNumber: string) => {
      if (trackingNumber === number) void lookUp(trackingNumber);
      else setParams({ number: trackingNumber });
    },
    [number, lookUp, setParams],
  );

  const settled = Boolean(number) && !loading && variables?.trackingNumber === number;
  const failure = settled && error ? failureOf(error, intl) : null;
  return { number, order: settled && !error ? (data?.trackOrder ?? null) : null, failure, searching: loading, search };
}

function failureOf(error: unknown, intl: IntlShape): LookupFailure {
  const code = errorCode(error);
  if (code === 'NOT_FOUND') return { kind: 'not-found' };
  if (code === 'TOO_MANY_REQUESTS')
    return { kind: 'rate-limited', message: errorMessage(error, intl.formatMessage({ id: 'track.rateLimited' })) };
  if (isNetworkError(error)) return { kind: 'network', message: intl.formatMessage({ id: 'common.error.network' }) };
  return { kind: 'error', message: errorMessage(error, intl.formatMessage({ id: 'common.error.generic' })) };
}
