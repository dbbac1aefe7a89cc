import type { AnswerProblem } from '../../catalog/questions/intake-rules.js';
import type { Localized } from '../../common/i18n/languages.js';

/** Why an answer is refused, in every language (the browser says the same codes in the user's language). */
export function answerProblemMessage(problem: AnswerProblem): Localized {
  switch (problem.code) {
    case 'required':
      return { ar: 'هذه الإجابة مطلوبة', tr: 'Bu yanıt gereklidir', en: 'This answer is required' };
    case 'unknown_question':
      return {
        ar: 'لا يوجد سؤال بهذا المفتاح في هذه الخدمة',
        tr: 'Bu hizmette bu anahtarla bir soru yok',
        en: 'This service has no question with this key',
      };
    case 'not_text':
      return { ar: 'يجب أن تكون الإجابة نصاً', tr: 'Yanıt metin olmalıdır', en: 'The answer must be text' };
    case 'too_short':
      return {
        ar: `يجب ألا تقل الإجابة عن ${problem.limit} حرفاً`,
        tr: `Yanıt en az ${problem.limit} karakter olmalıdır`,
        en: `The answer must be at least ${problem.limit} characters long`,
      };
    case 'too_long':
      return {
        ar: `يجب ألا تزيد الإجابة عن ${problem.limit} حرفاً`,
        tr: `Yanıt en fazla ${problem.limit} karakter olabilir`,
        en: `The answer may be at most ${problem.limit} characters long`,
      };
    case 'pattern':
      return {
        ar: 'صيغة الإجابة غير صحيحة',
        tr: 'Yanıtın biçimi geçersiz',
        en: 'The answer is not in the right format',
      };
    case 'date_format':
      return {
        ar: 'التاريخ غير صحيح، اكتبه بالصيغة YYYY-MM-DD',
        tr: 'Tarih geçersiz; YYYY-MM-DD biçiminde yazın',
        en: 'The date is invalid; write it as YYYY-MM-DD',
      };
    case 'date_before':
      return {
        ar: `يجب ألا يسبق التاريخ ${problem.limit}`,
        tr: `Tarih ${problem.limit} tarihinden önce olamaz`,
        en: `The date cannot be before ${problem.limit}`,
      };
    case 'date_after':
      return {
        ar: `يجب ألا يتجاوز التاريخ ${problem.limit}`,
        tr: `Tarih ${problem.limit} tarihinden sonra olamaz`,
        en: `The date cannot be after ${problem.limit}`,
      };
    case 'number_format':
      return { ar: 'يجب أن تكون الإجابة رقماً', tr: 'Yanıt bir sayı olmalıdır', en: 'The answer must be a number' };
    case 'number_below':
      return {
        ar: `يجب ألا يقل الرقم عن ${problem.limit}`,
        tr: `Sayı ${problem.limit} değerinden küçük olamaz`,
        en: `The number cannot be less than ${problem.limit}`,
      };
    case 'number_above':
      return {
        ar: `يجب ألا يزيد الرقم عن ${problem.limit}`,
        tr: `Sayı ${problem.limit} değerinden büyük olamaz`,
        en: `The number cannot be more than ${problem.limit}`,
      };
    case 'choice':
      return {
        ar: 'اختر أحد الخيارات المعروضة',
        tr: 'Lütfen sunulan seçeneklerden birini seçin',
        en: 'Please choose one of the options shown',
      };
    case 'yes_no':
      return { ar: 'الإجابة نعم أو لا', tr: 'Yanıt evet veya hayır olmalıdır', en: 'The answer must be yes or no' };
    case 'country':
      return {
        ar: 'اختر دولة من القائمة',
        tr: 'Lütfen listeden bir ülke seçin',
        en: 'Please choose a country from the list',
      };
    case 'phone':
      return {
        ar: 'رقم الهاتف غير صحيح. اكتبه بالصيغة الدولية مع رمز الدولة',
        tr: 'Telefon numarası geçersiz. Ülke koduyla birlikte uluslararası biçimde yazın',
        en: 'The phone number is invalid. Write it in international format with the country code',
      };
  }
}
