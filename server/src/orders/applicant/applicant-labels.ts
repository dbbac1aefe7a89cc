import type { ApplicantKind, ApplicantRelation } from '../../generated/prisma/enums.js';

/** How the office writes a relative's relation to the account holder (the export, the invoice). */
export const APPLICANT_RELATION_LABELS: Record<ApplicantRelation, string> = {
  father: 'الأب',
  mother: 'الأم',
  spouse: 'الزوج أو الزوجة',
  son: 'الابن',
  daughter: 'الابنة',
  brother: 'الأخ',
  sister: 'الأخت',
  other: 'قريب آخر',
};

/** Who the applicant is to the account holder: themself, their relative (with the relation) or their principal. */
export function applicantRoleLabel(kind: ApplicantKind, relation: ApplicantRelation | null): string {
  if (kind === 'self') return 'العميل نفسه';
  if (kind === 'power_of_attorney') return 'موكِّل (وكالة)';
  return relation ? APPLICANT_RELATION_LABELS[relation] : 'قريب';
}

/** The applicant's name as the office writes it: Arabic, then the Latin letters of the passport. */
export const applicantNameText = (applicant: { fullNameAr: string; fullNameLatin: string }) =>
  `${applicant.fullNameAr} (${applicant.fullNameLatin})`;
