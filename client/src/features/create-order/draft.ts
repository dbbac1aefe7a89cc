import type { PaymentMethod } from '../../gql/graphql';
import type { PhoneValue } from '../../lib/phone';
import { emptyPerson, PERSON_FIELDS, type PersonValues } from '../../lib/person';

/** Everything the wizard asks for; the files travel separately (their bytes cannot be stored). */
export type WizardValues = {
  serviceId: number | null;
  notes: string;
  fullName: string;
  email: string;
  phone: PhoneValue;
  address: string;
  nationalId: string;
  /** Whose papers these are: the account holder (kind self) or someone else, with their registry data. */
  applicant: PersonValues;
  /** Keep the applicant among the profile's saved people. */
  saveApplicant: boolean;
  paymentMethod: PaymentMethod | '';
  terms: boolean;
  /** Answers to the chosen service's questions, by key, as typed. */
  answers: Record<string, string>;
};

/** A chosen file as the draft remembers it: enough to name it when asking for it again. */
export type FileNote = { name: string; size: number; type: string };

export type WizardDraft = { step: number; values: WizardValues; files: FileNote[] };

const DRAFT_KEY = 'legal-office.order-draft';

/** One draft per account, so a shared browser never shows one client's details to another. */
export const draftKey = (userId: number | string) => `${DRAFT_KEY}.${userId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const APPLICANT_KINDS: readonly string[] = ['self', 'relative', 'power_of_attorney'];

/** The applicant part of a draft: its text fields as strings, an unknown kind as the account holder. */
function parsePerson(value: unknown): PersonValues {
  if (!isRecord(value)) return emptyPerson();
  const person = emptyPerson(
    typeof value.kind === 'string' && APPLICANT_KINDS.includes(value.kind)
      ? (value.kind as PersonValues['kind'])
      : 'self',
  );
  for (const field of PERSON_FIELDS)
    if (field !== 'kind' && typeof value[field] === 'string') (person as Record<string, string>)[field] = value[field];
  return person;
}

function parseDraft(text: string): WizardDraft | null {
  const data: unknown = JSON.parse(text);
  if (!isRecord(data) || !isRecord(data.values) || !Array.isArray(data.files)) return null;
  const v = data.values;
  const phone =
    isRecord(v.phone) && typeof v.phone.country === 'string' && typeof v.phone.national === 'string'
      ? (v.phone as PhoneValue)
      : null;
  const text_ = (value: unknown) => (typeof value === 'string' ? value : '');
  const files = data.files
    .filter(
      (file): file is FileNote => isRecord(file) && typeof file.name === 'string' && typeof file.size === 'number',
    )
    .map((file) => ({ name: file.name, size: file.size, type: text_(file.type) }));
  return {
    step: typeof data.step === 'number' && data.step >= 1 && data.step <= 4 ? Math.floor(data.step) : 1,
    files,
    values: {
      serviceId: typeof v.serviceId === 'number' ? v.serviceId : null,
      notes: text_(v.notes),
      fullName: text_(v.fullName),
      email: text_(v.email),
      phone: phone ?? { country: 'TR', national: '' },
      address: text_(v.address),
      nationalId: text_(v.nationalId),
      applicant: parsePerson(v.applicant),
      saveApplicant: v.saveApplicant === true,
      paymentMethod: text_(v.paymentMethod) as PaymentMethod | '',
      terms: v.terms === true,
      answers: isRecord(v.answers)
        ? Object.fromEntries(
            Object.entries(v.answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          )
        : {},
    },
  };
}

/** The saved draft, or null; a draft that cannot be read is ignored and logged, so a stale draft never blocks a new order. */
export function loadDraft(userId: number | string): WizardDraft | null {
  let text: string | null;
  try {
    text = localStorage.getItem(draftKey(userId));
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const draft = parseDraft(text);
    if (!draft) console.warn('[create-order] the saved order draft has an unexpected shape; it is ignored');
    return draft;
  } catch (error) {
    console.warn('[create-order] the saved order draft cannot be read; it is ignored', error);
    return null;
  }
}

export function saveDraft(userId: number | string, draft: WizardDraft) {
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch (error) {
    // A full or forbidden storage only costs the draft, never the order.
    console.warn('[create-order] the order draft cannot be saved', error);
  }
}

export function clearDraft(userId: number | string) {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear.
  }
}
