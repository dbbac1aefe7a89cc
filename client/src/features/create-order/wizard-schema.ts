import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../lib/forms';
import { internationalPhone, type PhoneValue } from '../../lib/phone';
import type { WizardValues } from './draft';
import { personSchema } from '../../lib/person';

export const STEP_COUNT = 4;

/** The fields each step checks before the wizard moves on. */
export const STEP_FIELDS: Record<number, (keyof WizardValues)[]> = {
  1: ['serviceId'],
  2: ['notes'],
  3: ['fullName', 'email', 'phone', 'address', 'nationalId', 'applicant', 'saveApplicant'],
  4: ['paymentMethod', 'terms'],
};

const NATIONAL_ID = /^[A-Za-z0-9]{5,20}$/;

/** Every rule of the wizard; `trigger(STEP_FIELDS[step])` reports only the current step's fields. */
export const wizardSchema = (intl: IntlShape) => {
  const message = (id: 'service' | 'required' | 'email' | 'phone' | 'nationalId' | 'payment' | 'terms') =>
    intl.formatMessage({ id: `createOrder.error.${id}` });
  return z.object({
    serviceId: z
      .number()
      .nullable()
      .refine((id) => id !== null, message('service')),
    notes: z.string().max(5000),
    fullName: z.string().trim().min(1, message('required')),
    email: z
      .string()
      .trim()
      .min(1, message('required'))
      .refine((email) => email === '' || EMAIL_PATTERN.test(email), message('email')),
    phone: z.custom<PhoneValue>().superRefine((phone, context) => {
      if (!phone?.national?.trim()) context.addIssue({ code: 'custom', message: message('required') });
      else if ((internationalPhone(phone) ?? '').length < 10)
        context.addIssue({ code: 'custom', message: message('phone') });
    }),
    address: z.string().max(500),
    nationalId: z
      .string()
      .trim()
      .refine((id) => id === '' || NATIONAL_ID.test(id), message('nationalId')),
    applicant: personSchema(intl),
    saveApplicant: z.boolean(),
    paymentMethod: z.string().min(1, message('payment')),
    terms: z.boolean().refine((accepted) => accepted, message('terms')),
  });
};
