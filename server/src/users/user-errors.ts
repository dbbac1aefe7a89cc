import { featureErrors } from '../common/errors/app-error.js';

/** How the management of users refuses, by code. */
export const UserErrors = featureErrors({
  USER_NOT_FOUND: { kind: 'NOT_FOUND', message: 'المستخدم غير موجود' },
  EMAIL_TAKEN: { kind: 'BAD_REQUEST', message: 'البريد الإلكتروني مسجل مسبقاً' },
  SELF_DEACTIVATION: { kind: 'BAD_REQUEST', message: 'لا يمكنك تعطيل حسابك' },
  SELF_DEMOTION: { kind: 'BAD_REQUEST', message: 'لا يمكنك إلغاء صلاحية المدير عن حسابك' },
  SELF_DELETION: { kind: 'BAD_REQUEST', message: 'لا يمكنك حذف حسابك' },
  LAST_ADMIN: { kind: 'CONFLICT', message: 'لا يمكن تعطيل آخر مدير نشط أو تغيير دوره' },
});
