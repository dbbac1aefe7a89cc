import { z } from 'zod';

/** The zod fields of the JSON sections (CMS content, settings), each with its Arabic message. */
export const text = (max = 200) =>
  z.string({ error: 'يجب أن تكون القيمة نصاً' }).trim().max(max, `يجب ألا يزيد النص عن ${max} حرفاً`);

export const whole = (min: number, max: number) =>
  z
    .number({ error: 'يجب أن تكون القيمة رقماً' })
    .int('يجب أن تكون القيمة رقماً صحيحاً')
    .min(min, `أقل قيمة مسموحة ${min}`)
    .max(max, `أعلى قيمة مسموحة ${max}`);

export const flag = z.boolean({ error: 'يجب أن تكون القيمة نعم أو لا' });
