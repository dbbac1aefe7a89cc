import { featureErrors } from '../../common/errors/app-error.js';

export const MAX_SAVED_PEOPLE = 50;

/** How saved people refuse, by code. */
export const PeopleErrors = featureErrors({
  PERSON_NOT_FOUND: { kind: 'NOT_FOUND', message: 'لم يتم العثور على هذا الشخص' },
  TOO_MANY_PEOPLE: {
    kind: 'VALIDATION_FAILED',
    message: `لا يمكن حفظ أكثر من ${MAX_SAVED_PEOPLE} شخصاً. احذف من لم تعد بحاجة إليه`,
  },
});
