import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { toaster } from '../../components/toaster';
import { getSession } from '../../lib/session';
import { renderPage } from '../../test/render';
import { siteConfigMock } from '../../test/site-config.mock';
import { countryButton, phoneInput, reachPhoneField } from '../../test/phone-field';
import { RegisterDocument } from './hooks/useRegister';
import RegisterPage from './RegisterPage';

const PASSWORD = 'Strong-pass-2026';

const payload = (phone: string) => ({
  __typename: 'AuthPayload' as const,
  accessToken: 'token-9',
  refreshToken: 'refresh-9',
  expiresIn: 900,
  user: {
    __typename: 'Account' as const,
    id: 9,
    email: 'layla@example.com',
    fullName: 'ليلى',
    phone,
    role: 'client' as const,
    isAdmin: false,
    language: 'ar' as const,
    createdAt: '2026-02-01T00:00:00.000Z',
  },
});

const registering = (phone: string, result: object = { data: { register: payload(phone) } }) => ({
  request: {
    query: RegisterDocument,
    variables: { input: { fullName: 'ليلى', email: 'layla@example.com', phone, password: PASSWORD, language: 'ar' } },
  },
  result,
});

const withMinimum = (passwordMinLength: number) => ({
  ...siteConfigMock,
  result: { data: { publicConfig: { ...siteConfigMock.result.data.publicConfig, passwordMinLength } } },
});

async function chooseCountry(search: string, name: RegExp) {
  await reachPhoneField();
  await userEvent.click(countryButton());
  await userEvent.type(await screen.findByRole('textbox', { name: /ابحث عن دولة/ }), search);
  await userEvent.click(screen.getAllByRole('option', { name })[0]);
}

async function fill({ number = '5551234567', terms = true } = {}) {
  await userEvent.type(screen.getByLabelText(/^الاسم الكامل/), 'ليلى');
  await userEvent.type(screen.getByLabelText(/^البريد الإلكتروني/), 'layla@example.com');
  await reachPhoneField();
  await userEvent.type(phoneInput(), number);
  await userEvent.type(screen.getByLabelText(/^كلمة المرور/), PASSWORD);
  if (terms) await userEvent.click(screen.getByText('أوافق على'));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'إنشاء حساب' }));

afterEach(() => toaster.remove());

describe('the register page', () => {
  it('shows every validation message on submit, with the terms toast, and sends nothing', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock] });
    await submit();
    expect(await screen.findByText('الاسم الكامل مطلوب')).toBeInTheDocument();
    expect(screen.getByText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
    expect(screen.getByText('رقم الهاتف غير صحيح')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور يجب أن تكون 8 أحرف على الأقل')).toBeInTheDocument();
    expect(await screen.findByText('يجب الموافقة على الشروط والأحكام')).toBeInTheDocument();
  });

  it('reads the password minimum from the public configuration', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [withMinimum(10)] });
    await screen.findByRole('heading', { name: 'إنشاء حساب' });
    await waitFor(async () => {
      await submit();
      expect(screen.getByText('كلمة المرور يجب أن تكون 10 أحرف على الأقل')).toBeInTheDocument();
    });
  });

  it('refuses a malformed e-mail and a number too short for its country', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock] });
    await userEvent.type(screen.getByLabelText(/^البريد الإلكتروني/), 'layla@example');
    await userEvent.type(phoneInput(), '555123');
    await submit();
    expect(await screen.findByText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
    expect(screen.getByText('رقم الهاتف غير صحيح')).toBeInTheDocument();
  });

  it('clears a field error when that field is edited, and only that one', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock] });
    await submit();
    await screen.findByText('الاسم الكامل مطلوب');
    await userEvent.type(screen.getByLabelText(/^الاسم الكامل/), 'ل');
    expect(screen.queryByText('الاسم الكامل مطلوب')).not.toBeInTheDocument();
    expect(screen.getByText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
    await reachPhoneField();
    await userEvent.type(phoneInput(), '5');
    expect(screen.queryByText('رقم الهاتف غير صحيح')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), 'x');
    expect(screen.queryByText('كلمة المرور يجب أن تكون 8 أحرف على الأقل')).not.toBeInTheDocument();
    expect(screen.getByText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
  });

  it('without the terms ticked shows the toast and sends nothing', async () => {
    // The mock's variable matcher runs as soon as a registration reaches the link, before any answer.
    const sent = vi.fn(() => true);
    const registration = registering('+905551234567');
    renderPage(<RegisterPage />, {
      path: '/register',
      mocks: [siteConfigMock, { ...registration, request: { ...registration.request, variables: sent } }],
    });
    await fill({ terms: false });
    await submit();
    expect(await screen.findByText('يجب الموافقة على الشروط والأحكام')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });

  it('sends a Turkish number in E.164, welcomes the user by the office name, signs in for the tab and goes home', async () => {
    const { router } = renderPage(<RegisterPage />, {
      path: '/register',
      mocks: [siteConfigMock, registering('+905551234567')],
    });
    await fill();
    await submit();
    await screen.findByTestId('navigated');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('مرحباً بك في مكتب النور للاستشارات! 🎉')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ accessToken: 'token-9', user: { id: 9, role: 'client' } });
    expect(sessionStorage.getItem('legal-office.refresh')).toBe('refresh-9');
    expect(localStorage.getItem('legal-office.refresh')).toBeNull();
  });

  it('strips the leading zero the visitor types', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock, registering('+905551234567')] });
    await fill({ number: '05551234567' });
    expect(phoneInput()).toHaveValue('555 123 45 67');
    await userEvent.click(phoneInput());
    expect(phoneInput()).toHaveValue('5551234567');
    await submit();
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });

  it('sends a German number with +49 after choosing Germany by search', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock, registering('+4915123456789')] });
    await chooseCountry('ألما', /ألمانيا/);
    expect(screen.getByRole('combobox', { name: /رمز الدولة/ })).toHaveAccessibleName('رمز الدولة: ألمانيا (+49)');
    await fill({ number: '015123456789' });
    await submit();
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });

  it('draws the phone field without its number library until the visitor reaches it, keeping what is typed meanwhile', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock] });
    expect(countryButton()).not.toHaveAttribute('aria-haspopup');
    // Keys go where the focus is, as a browser's do: into the stand-in, then into the field that replaced it.
    act(() => phoneInput().focus());
    await userEvent.keyboard('5551234567');
    await waitFor(() => expect(countryButton()).toHaveAttribute('aria-haspopup'));
    expect(phoneInput()).toHaveFocus();
    expect(phoneInput()).toHaveValue('5551234567');
    await userEvent.tab();
    expect(phoneInput()).toHaveValue('555 123 45 67');
  });

  it('reads a number typed with its own country code into the stand-in once the field arrives', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock] });
    fireEvent.change(phoneInput(), { target: { value: '+49 151 23456789' } });
    await reachPhoneField();
    expect(countryButton()).toHaveAccessibleName('رمز الدولة: ألمانيا (+49)');
    expect(phoneInput()).toHaveValue('15123456789');
  });

  it('opens the country list pressed on the stand-in when the field arrives', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock] });
    expect(countryButton()).not.toHaveAttribute('aria-haspopup');
    fireEvent.click(countryButton());
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('lists the preferred countries first and filters by name or calling code', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock] });
    expect(screen.getByRole('combobox', { name: /رمز الدولة/ })).toHaveAccessibleName('رمز الدولة: تركيا (+90)');
    expect(phoneInput()).toHaveAttribute('placeholder', '5XX XXX XX XX');
    expect(phoneInput()).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('اختر رمز الدولة واكتب الرقم بدون الصفر في البداية')).toBeInTheDocument();
    await reachPhoneField();
    expect(countryButton()).toHaveAccessibleName('رمز الدولة: تركيا (+90)');
    expect(phoneInput()).toHaveAttribute('placeholder', '5XX XXX XX XX');
    await userEvent.click(countryButton());
    const list = await screen.findByRole('listbox');
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.length).toBeGreaterThan(200);
    expect(names.slice(0, 5)).toEqual([
      'TRتركيا+90',
      'DEألمانيا+49',
      'BEبلجيكا+32',
      'NLهولندا+31',
      'SAالمملكة العربية السعودية+966',
    ]);
    const search = screen.getByRole('textbox', { name: /ابحث عن دولة/ });
    await userEvent.type(search, '+96');
    const byCode = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(byCode).toContain('SAالمملكة العربية السعودية+966');
    expect(byCode).toContain('SYسوريا+963');
    expect(byCode.every((text) => text?.includes('+96'))).toBe(true);
    await userEvent.clear(search);
    await userEvent.type(search, 'زيلندا');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['NZنيوزيلندا+64']);
    await userEvent.clear(search);
    await userEvent.type(search, 'لا توجد');
    expect(screen.getByText('لا توجد دولة بهذا الاسم')).toBeInTheDocument();
  });

  it('chooses a country with the keyboard', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock] });
    await reachPhoneField();
    await userEvent.click(countryButton());
    await userEvent.type(
      await screen.findByRole('textbox', { name: /ابحث عن دولة/ }),
      'هولندا{ArrowDown}{ArrowUp}{Enter}',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /رمز الدولة/ })).toHaveAccessibleName('رمز الدولة: هولندا (+31)'),
    );
  });

  it('shows the strength of the password as a score out of 5', async () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock] });
    const password = screen.getByLabelText(/^كلمة المرور/);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    for (const [typed, score, level] of [
      ['abcdefgh', '1/5', 'ضعيفة'],
      ['abcdefgh1', '2/5', 'ضعيفة'],
      ['abcdefgH1', '3/5', 'متوسطة'],
      ['abcdefgH1!', '4/5', 'قوية'],
      ['abcdefghijK1!', '5/5', 'قوية'],
    ]) {
      await userEvent.clear(password);
      await userEvent.type(password, typed);
      expect(screen.getByTestId('password-score')).toHaveTextContent(score);
      expect(screen.getByRole('meter', { name: 'قوة كلمة المرور' })).toHaveAttribute(
        'aria-valuetext',
        `${level} ${score}`,
      );
    }
  });

  it('puts the server field errors on their fields and lists them in the toast', async () => {
    const errors = [
      new GraphQLError(
        'رقم الهاتف غير صحيح. اختر رمز الدولة واكتب الرقم دون صفر في أوله\nكلمة المرور يجب أن تكون 12 أحرف على الأقل',
        {
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              {
                loc: ['body', 'phone'],
                msg: 'رقم الهاتف غير صحيح. اختر رمز الدولة واكتب الرقم دون صفر في أوله',
                type: 'phone',
              },
              { loc: ['body', 'password'], msg: 'كلمة المرور يجب أن تكون 12 أحرف على الأقل', type: 'min_length' },
            ],
          },
        },
      ),
    ];
    renderPage(<RegisterPage />, {
      path: '/register',
      mocks: [siteConfigMock, registering('+905551234567', { errors })],
    });
    await fill();
    await submit();
    expect(
      await screen.findByText('كلمة المرور يجب أن تكون 12 أحرف على الأقل', { selector: '[data-part=error-text]' }),
    ).toBeInTheDocument();
    const toast = await screen.findByText(
      (_, element) =>
        element?.getAttribute('data-part') === 'title' &&
        element.textContent ===
          'رقم الهاتف غير صحيح. اختر رمز الدولة واكتب الرقم دون صفر في أوله\nكلمة المرور يجب أن تكون 12 أحرف على الأقل',
    );
    expect(toast).toBeInTheDocument();
    expect(
      screen.getByText('رقم الهاتف غير صحيح. اختر رمز الدولة واكتب الرقم دون صفر في أوله', {
        selector: '[data-part=error-text]',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(getSession()).toBeNull();
  });

  it.each([
    [
      'the server’s message',
      new GraphQLError('البريد الإلكتروني مسجل مسبقاً', { extensions: { code: 'BAD_USER_INPUT' } }),
      'البريد الإلكتروني مسجل مسبقاً',
    ],
    [
      'a generic failure when the server says nothing usable',
      new GraphQLError('', { extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
      'فشل إنشاء الحساب. حاول مرة أخرى',
    ],
  ])('shows %s in the toast', async (_, error, text) => {
    renderPage(<RegisterPage />, {
      path: '/register',
      mocks: [siteConfigMock, registering('+905551234567', { errors: [error] })],
    });
    await fill();
    await submit();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says when the server could not be reached', async () => {
    renderPage(<RegisterPage />, {
      path: '/register',
      mocks: [
        siteConfigMock,
        { ...registering('+905551234567'), result: undefined, error: new TypeError('Failed to fetch') },
      ],
    });
    await fill();
    await submit();
    expect(await screen.findByText('خطأ في الاتصال بالخادم. تأكد من تشغيل Backend')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('puts a taken e-mail on the e-mail field, with links to sign in with it and to reset the password, and no toast', async () => {
    const errors = [
      new GraphQLError('البريد الإلكتروني مسجل مسبقاً', {
        extensions: { code: 'BAD_USER_INPUT', reason: 'EMAIL_TAKEN' },
      }),
    ];
    renderPage(<RegisterPage />, {
      path: '/register',
      mocks: [siteConfigMock, registering('+905551234567', { errors })],
    });
    await fill();
    await submit();
    expect(
      await screen.findByText('هذا البريد الإلكتروني مسجل لدينا مسبقاً.', { selector: '[data-part=error-text]' }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText(/^البريد الإلكتروني/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByRole('link', { name: 'سجّل الدخول بهذا البريد' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟ أعد تعيينها' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByText('البريد الإلكتروني مسجل مسبقاً')).not.toBeInTheDocument();

    await userEvent.type(email, 'x');
    expect(screen.queryByRole('link', { name: 'سجّل الدخول بهذا البريد' })).not.toBeInTheDocument();
  });

  it('links to the terms, the privacy policy, the login page and home, and says the data is encrypted', () => {
    renderPage(<RegisterPage />, { path: '/register', mocks: [siteConfigMock] });
    expect(screen.getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'سجّل الدخول' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
    expect(screen.getByText('بياناتك محمية بتشفير SSL')).toBeInTheDocument();
  });
});
