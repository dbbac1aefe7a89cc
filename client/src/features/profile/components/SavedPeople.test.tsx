import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { SavedPeople } from './SavedPeople';
import {
  CreateSavedPersonDocument,
  DeleteSavedPersonDocument,
  MySavedPeopleDocument,
  UpdateSavedPersonDocument,
} from './saved-people.documents';

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
  updatedAt: '2026-03-02T09:15:00.000Z',
};
const INPUT = {
  kind: 'relative',
  fullNameAr: FATHER.fullNameAr,
  fullNameLatin: FATHER.fullNameLatin,
  relation: 'father',
  fatherName: FATHER.fatherName,
  motherName: FATHER.motherName,
  birthDate: FATHER.birthDate,
  birthPlace: FATHER.birthPlace,
  nationalNumber: FATHER.nationalNumber,
};

const listMock = (people: (typeof FATHER)[]): MockLink.MockedResponse => ({
  request: { query: MySavedPeopleDocument },
  result: { data: { mySavedPeople: people } },
});

function renderPeople(mocks: MockLink.MockedResponse[]) {
  signInAs('client');
  return renderPage(<SavedPeople />, { mocks });
}

describe('saved people in the profile', () => {
  it('lists the people with who they are to the client, and says so when there is nobody', async () => {
    renderPeople([listMock([FATHER])]);
    const list = await screen.findByTestId('saved-people');
    expect(within(list).getByText('أحمد محمد الحلبي')).toBeInTheDocument();
    expect(within(list).getByText(/— الأب/)).toBeInTheDocument();
    expect(within(list).getByText('Ahmad Mohammad Alhalabi')).toBeInTheDocument();
    expect(within(list).getByText(/مواليد \u2068حلب\u2069/)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderPeople([listMock([])]);
    expect(await screen.findByText('لم تحفظ أحداً بعد')).toBeInTheDocument();
  });

  it('adds a person after checking the fields with the server’s rules, and lists them without a refetch', async () => {
    const user = userEvent.setup();
    renderPeople([
      listMock([]),
      {
        request: { query: CreateSavedPersonDocument, variables: { input: INPUT } },
        result: { data: { createSavedPerson: FATHER } },
      },
    ]);
    await screen.findByText('لم تحفظ أحداً بعد');
    await user.click(screen.getByRole('button', { name: 'إضافة شخص' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/الاسم الكامل بالعربية/), 'Ahmad');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('اكتب الاسم الكامل بالأحرف العربية')).toBeInTheDocument();
    expect(within(dialog).getByText('الاسم الكامل بالأحرف اللاتينية مطلوب')).toBeInTheDocument();
    // The relation's error under its list, whose first option asks the same.
    expect(within(dialog).getAllByText('اختر صلة القرابة')).toHaveLength(2);

    await user.clear(within(dialog).getByLabelText(/الاسم الكامل بالعربية/));
    await user.type(within(dialog).getByLabelText(/الاسم الكامل بالعربية/), FATHER.fullNameAr);
    await user.type(within(dialog).getByLabelText(/الاسم الكامل بالأحرف اللاتينية/), FATHER.fullNameLatin);
    await user.selectOptions(within(dialog).getByLabelText(/صلة القرابة/), 'father');
    await user.type(within(dialog).getByLabelText(/اسم الأب/), FATHER.fatherName);
    await user.type(within(dialog).getByLabelText(/اسم الأم/), FATHER.motherName);
    await user.type(within(dialog).getByLabelText(/تاريخ الولادة/), FATHER.birthDate);
    await user.type(within(dialog).getByLabelText(/مكان الولادة/), FATHER.birthPlace);
    await user.type(within(dialog).getByLabelText(/الرقم الوطني/), '٠١٠١٠١٢٣٤٥٦');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('تم حفظ الشخص')).toBeInTheDocument();
    expect(within(await screen.findByTestId('saved-people')).getByText('أحمد محمد الحلبي')).toBeInTheDocument();
  });

  it('edits a person, putting the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    const edited = { ...INPUT, fullNameLatin: 'Ahmed Halabi' };
    renderPeople([
      listMock([FATHER]),
      {
        request: { query: UpdateSavedPersonDocument, variables: { id: 5, input: edited } },
        result: {
          errors: [
            new GraphQLError('اكتب الاسم الكامل بالأحرف اللاتينية كما في جواز السفر', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [{ loc: ['body', 'fullNameLatin'], msg: 'رفض الخادم الاسم', type: 'matches' }],
              },
            }),
          ],
        },
      },
      {
        request: { query: UpdateSavedPersonDocument, variables: { id: 5, input: edited } },
        result: { data: { updateSavedPerson: { ...FATHER, fullNameLatin: 'Ahmed Halabi' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'تعديل أحمد محمد الحلبي' }));
    const dialog = await screen.findByRole('dialog');
    const latin = within(dialog).getByLabelText(/الاسم الكامل بالأحرف اللاتينية/);
    expect(latin).toHaveValue(FATHER.fullNameLatin);
    await user.clear(latin);
    await user.type(latin, 'Ahmed Halabi');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('رفض الخادم الاسم')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('saved-people')).getByText('Ahmed Halabi')).toBeInTheDocument();
  });

  it('deletes a person after asking, and drops them from the list', async () => {
    const user = userEvent.setup();
    renderPeople([
      listMock([FATHER]),
      {
        request: { query: DeleteSavedPersonDocument, variables: { id: 5 } },
        result: { data: { deleteSavedPerson: true } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'حذف أحمد محمد الحلبي' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('تبقى الطلبات التي قدّمتها لهذا الشخص كما هي.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'حذف أحمد محمد الحلبي' }));
    expect(await screen.findByText('لم تحفظ أحداً بعد')).toBeInTheDocument();
  });
});
