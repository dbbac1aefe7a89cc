import { Transform } from 'class-transformer';
import { IsBoolean, IsEnum } from 'class-validator';
import { Role } from '../generated/prisma/enums.js';

/**
 * Rules of the admin user form shared by the REST bodies and the GraphQL inputs. Place the two
 * "empty" transforms last (nearest the property): they must run before the field's own rules.
 */

/** The form sends '' when the optional phone is left empty: that means no phone. */
export const EmptyMeansNone = () =>
  Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));

/** On edit an empty password means "keep the current one" and is not sent on. */
export const EmptyMeansUnchanged = () => Transform(({ value }) => (value === '' ? undefined : value));

export const IsUserRole = () => IsEnum(Role, { message: 'الدور يجب أن يكون مديراً أو موظفاً أو عميلاً أو شريكاً' });

export const IsActiveFlag = () => IsBoolean({ message: 'حالة التفعيل يجب أن تكون true أو false' });
