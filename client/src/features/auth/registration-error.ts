import { CombinedGraphQLErrors } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import { currentIntl } from '../../lib/i18n';
import { isNetworkError } from '../../lib/errors';

type WireFieldError = { msg?: string; message?: string };

/** What REST calls `detail`: the field errors when the server sent some, else its message. */
function detailOf(error: CombinedGraphQLErrors): unknown {
  const [first] = error.errors;
  return first?.extensions?.fieldErrors ?? first?.message;
}

/**
 * The toast text for a failed registration, the first rule that applies: (1) a text detail as is; (2) field
 * errors as their messages, one a line; (3) any other detail as JSON; (4) a validation failure without detail;
 * (5) a conflict without detail; (6) the server unreachable; (7) anything else.
 */
export function registrationErrorMessage(
  error: unknown,
  intl: Pick<IntlShape, 'formatMessage'> = currentIntl(),
): string {
  if (CombinedGraphQLErrors.is(error)) {
    const detail = detailOf(error);
    if (typeof detail === 'string' && detail.trim()) return detail;
    if (Array.isArray(detail) && detail.length)
      return (detail as WireFieldError[])
        .map((entry) => entry.msg ?? entry.message ?? JSON.stringify(entry))
        .join('\n');
    if (detail !== undefined && detail !== null && typeof detail !== 'string' && !Array.isArray(detail))
      return JSON.stringify(detail);
    const code = error.errors[0]?.extensions?.code;
    if (code === 'BAD_USER_INPUT') return intl.formatMessage({ id: 'auth.register.failed.validation' });
    if (code === 'CONFLICT') return intl.formatMessage({ id: 'auth.register.failed.conflict' });
  }
  if (isNetworkError(error)) return intl.formatMessage({ id: 'auth.register.failed.network' });
  return intl.formatMessage({ id: 'auth.register.failed.other' });
}
