import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react';
import { CircleAlert, CloudOff, RefreshCw } from 'lucide-react';
import { isServiceUnavailable } from '../lib/errors';
import { EmptyState } from './EmptyState';

/**
 * A screen whose data did not load, with a retry button. When the service is briefly unavailable (an
 * outage, not a refusal) it says so and that the user is still signed in, instead of the screen's own text.
 */
export function LoadFailedState({
  error,
  title,
  description,
  onRetry,
}: {
  error: unknown;
  title: string;
  description?: string;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const outage = isServiceUnavailable(error);
  const icon: ReactNode = outage ? <CloudOff size={32} aria-hidden /> : <CircleAlert size={32} aria-hidden />;
  return (
    <EmptyState
      role="alert"
      icon={icon}
      title={outage ? intl.formatMessage({ id: 'common.error.unavailable.title' }) : title}
      description={outage ? intl.formatMessage({ id: 'common.error.unavailable.text' }) : description}
      action={
        <Button colorPalette="brand" onClick={onRetry}>
          <RefreshCw aria-hidden /> <FormattedMessage id="common.retry" />
        </Button>
      }
    />
  );
}
