import { applyingForSomeoneElse, toOrderApplicantModel } from './order-applicant.mapper.js';

const FATHER = {
  kind: 'relative' as const,
  fullNameAr: 'أحمد محمد الحلبي',
  fullNameLatin: 'Ahmad Mohammad Alhalabi',
  relation: 'father' as const,
  fatherName: 'محمد',
  motherName: 'فاطمة الخطيب',
  birthDate: new Date('1955-04-12T00:00:00Z'),
  birthPlace: 'حلب',
  nationalNumber: '01010123456',
};

describe('an order’s applicant', () => {
  it('is someone else for a relative or a principal, not for the account holder or an order without one', () => {
    expect(applyingForSomeoneElse({ applicant: FATHER })).toBe(true);
    expect(applyingForSomeoneElse({ applicant: { kind: 'power_of_attorney' } })).toBe(true);
    expect(applyingForSomeoneElse({ applicant: { kind: 'self' } })).toBe(false);
    expect(applyingForSomeoneElse({ applicant: null })).toBe(false);
    expect(applyingForSomeoneElse({})).toBe(false);
  });

  it('answers the stored person with the birth date as a calendar date, and the account holder without one', () => {
    expect(toOrderApplicantModel(FATHER)).toEqual({ ...FATHER, birthDate: '1955-04-12' });
    expect(toOrderApplicantModel(null)).toMatchObject({ kind: 'self', fullNameAr: null, birthDate: null });
  });
});
