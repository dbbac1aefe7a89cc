import { featureErrors } from '../../common/errors/app-error.js';

/** How assigning an order refuses, by code. */
export const AssignmentErrors = featureErrors({
  ASSIGNEE_NOT_FOUND: { kind: 'VALIDATION_FAILED', message: 'المستخدم المطلوب تعيينه غير موجود' },
  ASSIGNEE_NOT_STAFF: {
    kind: 'VALIDATION_FAILED',
    message: 'لا يمكن تعيين الطلب إلا لموظف أو مدير، وليس لعميل',
  },
  ASSIGNEE_INACTIVE: { kind: 'VALIDATION_FAILED', message: 'لا يمكن تعيين الطلب لحساب معطل' },
  ASSIGN_OTHERS_FORBIDDEN: {
    kind: 'FORBIDDEN',
    message: 'يستطيع الموظف أن يتولى الطلب لنفسه فقط؛ تعيينه لغيره من صلاحية المدير',
  },
  ORDER_ALREADY_ASSIGNED: {
    kind: 'CONFLICT',
    message: 'هذا الطلب مسند بالفعل إلى شخص آخر. اطلب من المدير إعادة تعيينه',
  },
  RELEASE_OTHERS_FORBIDDEN: {
    kind: 'FORBIDDEN',
    message: 'يستطيع الموظف التخلي عن طلب مسند إليه فقط',
  },
});
