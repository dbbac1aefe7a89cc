import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { emptyPerson, personInput } from '../../../lib/person';
import { emptyPhone } from '../../../lib/phone';
import type { WizardValues } from '../draft';
import { WizardSavedPeopleDocument } from '../documents';
import { STEP_FIELDS, wizardSchema } from '../wizard-schema';
import { ApplicantSection } from './ApplicantSection';

const FATHER = {
  __typename: 'SavedPerson' as const,
  id: 5,
  kind: 'relative' as const,
  fullNameAr: 'أحمد محمد الحلبي',
  fullNameLatin: 'Ahmad Mohammad Alhalabi',
  relation: 'father' as const,
  fatherName: 'محمد',
  motherName: 'فاطمة الخطيب',
  birthDate: '1955-04-12',
  birthPlace: 'حلب',
  nationalNumber: '01010123456',
};

const savedMock = (people: (typeof FATHER)[]): MockLink.MockedResponse => ({
  request: { query: WizardSavedPeopleDocument },
  result: { data: { mySavedPeople: people } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** Step 3's applicant question in the wizard's own form and rules; "Next" checks step 3 and shows what would be sent. */
function Harness() {
  const intl = useIntl();
  const schema = useMemo(() => wizardSchema(intl), [intl]);
  const form = useForm<WizardValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      serviceId: 2,
      notes: '',
      fullName: 'سارة الأحمد',
      email: 'client@example.com',
      phone: { ...emptyPhone(), country: 'TR', national: '5321234567' },
      address: '',
      nationalId: '',
      applicant: emptyPerson(),
      saveApplicant: false,
      paymentMethod: 'bank_transfer',
      terms: false,
    },
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control: form.control }) as WizardValues;
  return (
    <>
      <ApplicantSection
        kind={values.applicant.kind}
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
        setValue={form.setValue}
        clear={(name) => form.clearErrors(name as 'applicant')}
      />
      <button type="button" onClick={() => void form.trigger(STEP_FIELDS[3], { shouldFocus: true })}>
        next
      </button>
      <output data-testid="sent">
        {JSON.stringify({ ...personInput(values.applicant), saveForLater: values.saveApplicant })}
      </output>
    </>
  );
}

const sent = () => JSON.parse(screen.getByTestId('sent').textContent ?? '{}') as Record<string, unknown>;

describe('step 3: whose papers these are', () => {
  it('asks nothing more for the account holder', async () => {
    signInAs('client');
    renderPage(<Harness />, { mocks: [savedMock([FATHER])] });
    expect(await screen.findByRole('radio', { name: 'لي أنا' })).toBeChecked();
    expect(screen.queryByLabelText(/الاسم الكامل بالعربية/)).not.toBeInTheDocument();
    expect(sent()).toMatchObject({ kind: 'self', fullNameAr: null, relation: null });
  });

  it('for a relative, asks every field with the server’s messages, then takes them as typed', async () => {
    const user = userEvent.setup();
    signInAs('client');
    renderPage(<Harness />, { mocks: [savedMock([])] });
    await user.click(await screen.findByRole('radio', { name: 'لأحد أقاربي' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    for (const message of [
      'الاسم الكامل بالعربية مطلوب',
      'الاسم الكامل بالأحرف اللاتينية مطلوب',
      'اسم الأب مطلوب',
      'اسم الأم ونسبتها مطلوبان',
      'تاريخ الولادة مطلوب',
      'مكان الولادة مطلوب',
      'الرقم الوطني غير صحيح: من 5 إلى 20 خانة من الأرقام والأحرف اللاتينية',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText('اختر صلة القرابة')).toHaveLength(2);

    await user.type(screen.getByLabelText(/الاسم الكامل بالعربية/), 'Ahmad');
    await user.type(screen.getByLabelText(/الاسم الكامل بالأحرف اللاتينية/), 'أحمد');
    await user.type(screen.getByLabelText(/تاريخ الولادة/), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(await screen.findByText('اكتب الاسم الكامل بالأحرف العربية')).toBeInTheDocument();
    expect(screen.getByText('اكتب الاسم الكامل بالأحرف اللاتينية كما في جواز السفر')).toBeInTheDocument();
    expect(screen.getByText('تاريخ الولادة غير صحيح: بين 1900 واليوم')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/الاسم الكامل بالعربية/));
    await user.type(screen.getByLabelText(/الاسم الكامل بالعربية/), FATHER.fullNameAr);
    await user.clear(screen.getByLabelText(/الاسم الكامل بالأحرف اللاتينية/));
    await user.type(screen.getByLabelText(/الاسم الكامل بالأحرف اللاتينية/), FATHER.fullNameLatin);
    await user.selectOptions(screen.getByLabelText(/صلة القرابة/), 'father');
    await user.type(screen.getByLabelText(/اسم الأب/), FATHER.fatherName);
    await user.type(screen.getByLabelText(/اسم الأم/), FATHER.motherName);
    await user.clear(screen.getByLabelText(/تاريخ الولادة/));
    await user.type(screen.getByLabelText(/تاريخ الولادة/), FATHER.birthDate);
    await user.type(screen.getByLabelText(/مكان الولادة/), FATHER.birthPlace);
    await user.type(screen.getByLabelText(/الرقم الوطني/), '٠١٠-١٠١٢٣٤٥٦');
    await user.click(screen.getByRole('checkbox', { name: 'احفظ هذا الشخص في ملفي لأستخدمه لاحقاً' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.queryByText('اختر صلة القرابة', { selector: '[data-part="error-text"]' })).not.toBeInTheDocument();
    const { __typename: _type, id: _id, ...person } = FATHER;
    expect(sent()).toEqual({ ...person, saveForLater: true });
  });

  it('fills the fields from a saved person, and offers no second save', async () => {
    const user = userEvent.setup();
    signInAs('client');
    renderPage(<Harness />, { mocks: [savedMock([FATHER])] });
    await user.click(await screen.findByRole('radio', { name: 'لشخص أعطاني وكالة' }));
    const choice = await screen.findByLabelText('أشخاصك المحفوظون');
    await user.selectOptions(choice, within(choice).getByRole('option', { name: /أحمد محمد الحلبي/ }));
    expect(screen.getByLabelText(/الاسم الكامل بالأحرف اللاتينية/)).toHaveValue(FATHER.fullNameLatin);
    expect(screen.getByLabelText(/صلة القرابة/)).toHaveValue('father');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const { __typename: _type, id: _id, ...person } = FATHER;
    expect(sent()).toEqual({ ...person, saveForLater: false });
  });
});
