import { AppError } from '../common/errors/app-error.js';
import type { SettingsService } from '../settings/settings.service.js';

/**
 * Every flow that sets a password (register, change, reset, an admin creating or editing a user)
 * checks the one minimum from `security.password_min_length`, the number the screens also show.
 */
export async function checkPasswordLength(settings: SettingsService, password: string, field: string) {
  const { password_min_length } = await settings.get('security');
  if (password.length < password_min_length) {
    throw AppError.invalidInput(field, `كلمة المرور يجب أن تكون ${password_min_length} أحرف على الأقل`, 'min_length');
  }
}
