import type { AnswerProblem } from '../../catalog/questions/intake-rules.js';

/** Why an answer is refused, in Arabic (the browser says the same codes in the user's language). */
export function answerProblemMessage(problem: AnswerProblem): string {
  switch (problem.code) {
    case 'required':
      return 'هذه الإجابة مطلوبة';
    case 'unknown_question':
      return 'لا يوجد سؤال بهذا المفتاح في هذه الخدمة';
    case 'not_text':
      return 'يجب أن تكون الإجابة نصاً';
    case 'too_short':
      return `يجب ألا تقل الإجابة عن ${problem.limit} حرفاً`;
    case 'too_long':
      return `يجب ألا تزيد الإجابة عن ${problem.limit} حرفاً`;
    case 'pattern':
      return 'صيغة الإجابة غير صحيحة';
    case 'date_format':
      return 'التاريخ غير صحيح، اكتبه بالصيغة YYYY-MM-DD';
    case 'date_before':
      return `يجب ألا يسبق التاريخ ${problem.limit}`;
    case 'date_after':
      return `يجب ألا يتجاوز التاريخ ${problem.limit}`;
    case 'number_format':
      return 'يجب أن تكون الإجابة رقماً';
    case 'number_below':
      return `يجب ألا يقل الرقم عن ${problem.limit}`;
    case 'number_above':
      return `يجب ألا يزيد الرقم عن ${problem.limit}`;
    case 'choice':
      return 'اختر أحد الخيارات المعروضة';
    case 'yes_no':
      return 'الإجابة نعم أو لا';
    case 'country':
      return 'اختر دولة من القائمة';
    case 'phone':
      return 'رقم الهاتف غير صحيح. اكتبه بالصيغة الدولية مع رمز الدولة';
  }
}
