import { featureErrors } from '../../common/errors/app-error.js';

/** How assigning an order refuses, by code. */
export const AssignmentErrors = featureErrors({
  ASSIGNEE_NOT_FOUND: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'المستخدم المطلوب تعيينه غير موجود',
      tr: 'Atanacak kullanıcı bulunamadı',
      en: 'The user to assign was not found',
    },
  },
  ASSIGNEE_NOT_STAFF: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'لا يمكن تعيين الطلب إلا لموظف أو مدير، وليس لعميل',
      tr: 'Sipariş yalnızca bir personele veya yöneticiye atanabilir, müşteriye atanamaz',
      en: 'An order can only be assigned to a staff member or an administrator, not to a client',
    },
  },
  ASSIGNEE_INACTIVE: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'لا يمكن تعيين الطلب لحساب معطل',
      tr: 'Sipariş devre dışı bir hesaba atanamaz',
      en: 'An order cannot be assigned to a disabled account',
    },
  },
  ASSIGN_OTHERS_FORBIDDEN: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'يستطيع الموظف أن يتولى الطلب لنفسه فقط؛ تعيينه لغيره من صلاحية المدير',
      tr: 'Personel siparişi yalnızca kendisi üstlenebilir; başkasına atamak yöneticinin yetkisindedir',
      en: 'Staff can only take an order themselves; assigning it to someone else is for an administrator',
    },
  },
  ORDER_ALREADY_ASSIGNED: {
    kind: 'CONFLICT',
    message: {
      ar: 'هذا الطلب مسند بالفعل إلى شخص آخر. اطلب من المدير إعادة تعيينه',
      tr: 'Bu sipariş zaten başka birine atanmış. Yeniden atanması için yöneticiye başvurun',
      en: 'This order is already assigned to someone else. Ask an administrator to reassign it',
    },
  },
  RELEASE_OTHERS_FORBIDDEN: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'يستطيع الموظف التخلي عن طلب مسند إليه فقط',
      tr: 'Personel yalnızca kendisine atanmış bir siparişi bırakabilir',
      en: 'Staff can only release an order assigned to them',
    },
  },
});
