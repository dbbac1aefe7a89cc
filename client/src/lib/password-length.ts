import type { IntlShape } from 'react-intl';

/** Used until publicConfig answers with the server's `security.password_min_length`. */
export const DEFAULT_PASSWORD_MIN_LENGTH = 8;

/** What a password shorter than the office's minimum is told. */
export const passwordLengthMessage = (intl: IntlShape, minLength: number) =>
  intl.formatMessage({ id: 'auth.register.error.password' }, { min: minLength });
