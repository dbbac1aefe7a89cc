import { featureErrors } from '../common/errors/app-error.js';

/** How the management of users refuses, by code. */
export const UserErrors = featureErrors({
  USER_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: { ar: 'المستخدم غير موجود', tr: 'Kullanıcı bulunamadı', en: 'The user was not found' },
  },
  EMAIL_TAKEN: {
    kind: 'BAD_REQUEST',
    message: {
      ar: 'البريد الإلكتروني مسجل مسبقاً',
      tr: 'Bu e-posta adresi zaten kayıtlı',
      en: 'This e-mail address is already registered',
    },
  },
  SELF_DEACTIVATION: {
    kind: 'BAD_REQUEST',
    message: {
      ar: 'لا يمكنك تعطيل حسابك',
      tr: 'Kendi hesabınızı devre dışı bırakamazsınız',
      en: 'You cannot disable your own account',
    },
  },
  SELF_DEMOTION: {
    kind: 'BAD_REQUEST',
    message: {
      ar: 'لا يمكنك إلغاء صلاحية المدير عن حسابك',
      tr: 'Kendi hesabınızdan yönetici yetkisini kaldıramazsınız',
      en: 'You cannot remove administrator rights from your own account',
    },
  },
  SELF_DELETION: {
    kind: 'BAD_REQUEST',
    message: {
      ar: 'لا يمكنك حذف حسابك',
      tr: 'Kendi hesabınızı silemezsiniz',
      en: 'You cannot delete your own account',
    },
  },
  LAST_ADMIN: {
    kind: 'CONFLICT',
    message: {
      ar: 'لا يمكن تعطيل آخر مدير نشط أو تغيير دوره',
      tr: 'Son etkin yönetici devre dışı bırakılamaz veya rolü değiştirilemez',
      en: 'The last active administrator cannot be disabled or given another role',
    },
  },
});
