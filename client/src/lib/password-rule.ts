import type { IntlShape } from 'react-intl';
import { z } from 'zod';

/** Used until publicConfig answers with the server's `security.password_min_length`. */
export const DEFAULT_PASSWORD_MIN_LENGTH = 8;

export const passwordRule = (intl: IntlShape, minLength: number) =>
  z.string().min(minLength, intl.formatMessage({ id: 'auth.register.error.password' }, { min: minLength }));
