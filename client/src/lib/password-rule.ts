import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { passwordLengthMessage } from './password-length';

/** The password rule of forms validated with zod (the light registration form checks the same length itself). */
export const passwordRule = (intl: IntlShape, minLength: number) =>
  z.string().min(minLength, passwordLengthMessage(intl, minLength));
