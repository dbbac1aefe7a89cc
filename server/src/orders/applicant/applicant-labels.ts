import type { ApplicantKind, ApplicantRelation, Language } from '../../generated/prisma/enums.js';

/**
 * How the office writes who the applicant is to the account holder, in each language (the export, the invoice):
 * a relative's relation, themself, their principal (the client's `person` catalogue says the same).
 */
const APPLICANT_ROLE_NAMES: Record<
  Language,
  { relation: Record<ApplicantRelation, string>; self: string; principal: string; relative: string }
> = {
  ar: {
    relation: {
      father: 'الأب',
      mother: 'الأم',
      spouse: 'الزوج أو الزوجة',
      son: 'الابن',
      daughter: 'الابنة',
      brother: 'الأخ',
      sister: 'الأخت',
      other: 'قريب آخر',
    },
    self: 'العميل نفسه',
    principal: 'موكِّل (وكالة)',
    relative: 'قريب',
  },
  tr: {
    relation: {
      father: 'Baba',
      mother: 'Anne',
      spouse: 'Eş',
      son: 'Oğul',
      daughter: 'Kız',
      brother: 'Erkek kardeş',
      sister: 'Kız kardeş',
      other: 'Diğer yakın',
    },
    self: 'Müşterinin kendisi',
    principal: 'Vekâlet veren kişi',
    relative: 'Bir yakını',
  },
  en: {
    relation: {
      father: 'Father',
      mother: 'Mother',
      spouse: 'Spouse',
      son: 'Son',
      daughter: 'Daughter',
      brother: 'Brother',
      sister: 'Sister',
      other: 'Other relative',
    },
    self: 'The client themself',
    principal: 'Gave a power of attorney',
    relative: 'A relative',
  },
};

/** Who the applicant is to the account holder: themself, their relative (with the relation) or their principal. */
export function applicantRoleLabel(
  kind: ApplicantKind,
  relation: ApplicantRelation | null,
  language: Language = 'ar',
): string {
  const names = APPLICANT_ROLE_NAMES[language];
  if (kind === 'self') return names.self;
  if (kind === 'power_of_attorney') return names.principal;
  return relation ? names.relation[relation] : names.relative;
}

/** The applicant's name as the office writes it: Arabic, then the Latin letters of the passport. */
export const applicantNameText = (applicant: { fullNameAr: string; fullNameLatin: string }) =>
  `${applicant.fullNameAr} (${applicant.fullNameLatin})`;
