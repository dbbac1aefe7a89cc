import { featureErrors } from '../../common/errors/app-error.js';

export const MAX_SAVED_PEOPLE = 50;

/** How saved people refuse, by code. */
export const PeopleErrors = featureErrors({
  PERSON_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: { ar: 'لم يتم العثور على هذا الشخص', tr: 'Bu kişi bulunamadı', en: 'This person was not found' },
  },
  TOO_MANY_PEOPLE: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: `لا يمكن حفظ أكثر من ${MAX_SAVED_PEOPLE} شخصاً. احذف من لم تعد بحاجة إليه`,
      tr: `En fazla ${MAX_SAVED_PEOPLE} kişi kaydedilebilir. Artık ihtiyacınız olmayanları silin`,
      en: `You can save at most ${MAX_SAVED_PEOPLE} people. Please remove those you no longer need`,
    },
  },
});
