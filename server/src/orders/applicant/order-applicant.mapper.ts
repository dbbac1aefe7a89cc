import { ApplicantKind } from '../../generated/prisma/enums.js';
import { type PersonRow, toPersonModel } from '../../users/people/person.mapper.js';
import type { OrderApplicantModel } from './models/order-applicant.model.js';

/** The account holder applies for themself: no stored applicant. */
const SELF: OrderApplicantModel = {
  kind: ApplicantKind.self,
  fullNameAr: null,
  fullNameLatin: null,
  relation: null,
  fatherName: null,
  motherName: null,
  birthDate: null,
  birthPlace: null,
  nationalNumber: null,
};

/** An order's stored applicant, or the account holder themself when there is none. */
export const toOrderApplicantModel = (row: PersonRow | null | undefined): OrderApplicantModel =>
  row ? toPersonModel(row) : SELF;

/** True when the order is for someone other than the account holder (a relative, a principal): their papers are asked too. */
export const applyingForSomeoneElse = (order: { applicant?: Pick<PersonRow, 'kind'> | null }) =>
  !!order.applicant && order.applicant.kind !== ApplicantKind.self;
