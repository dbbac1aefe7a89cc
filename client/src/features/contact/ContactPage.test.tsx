import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { loadMessages } from '../../lib/i18n';
import { renderPage } from '../../test/render';
import { siteConfigMock } from '../../test/site-config.mock';
import ContactPage, { ContactPageDocument } from './ContactPage';
import { SendContactMessageDocument } from './hooks/useSendContactMessage';

const contactAnswer = {
  request: { query: ContactPageDocument },
  result: {
    data: {
      publicConfig: {
        __typename: 'PublicConfig' as const,
        contact: siteConfigMock.result.data.publicConfig.contact,
      },
    },
  },
};

type Input = { name: string; email: string | null; phone: string | null; message: string };
const MESSAGE = 'أريد استخراج بيان عائلي من دمشق';
const sending = (input: Input, answer: object = { result: { data: { sendContactMessage: true } } }) => ({
  request: { query: SendContactMessageDocument, variables: { input } },
  ...answer,
});

const field = (label: RegExp) => screen.getByLabelText(label);
const phoneInput = () => screen.getByRole('textbox', { name: /^رقم الهاتف/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
const errorText = (text: string | RegExp) => screen.findByText(text, { selector: '[data-part=error-text]' });

async function fill({ email = 'sara@example.com', phone = '' } = {}) {
  await userEvent.type(field(/^الاسم/), 'سارة');
  if (email) await userEvent.type(field(/^البريد الإلكتروني/), email);
  if (phone) await userEvent.type(phoneInput(), phone);
  await userEvent.type(field(/^رسالتك/), MESSAGE);
}

const show = (...mocks: object[]) =>
  renderPage(<ContactPage />, { path: '/contact', mocks: [siteConfigMock, contactAnswer, ...mocks] as never });

describe('the contact page', () => {
  it('shows the office details from the CMS, each as a link that acts', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تواصل معنا');
    expect(await screen.findByRole('link', { name: '+90 212 555 01 00' })).toHaveAttribute('href', 'tel:+902125550100');
    const whatsapp = screen.getByRole('link', { name: 'راسلنا عبر واتساب' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/905555550100?text=${encodeURIComponent('مرحباً، أود الاستفسار عن خدمات المكتب')}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'info@office.example' })).toHaveAttribute(
      'href',
      'mailto:info@office.example',
    );
    expect(screen.getByText('إسطنبول، الفاتح')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'افتح الموقع على الخريطة' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('إسطنبول، الفاتح')}`,
    );
    expect(screen.getByText('من السبت إلى الخميس')).toBeInTheDocument();
  });

  it('asks for a name, a way to reply and a long enough message before sending anything', async () => {
    show();
    await submit();
    expect(await errorText('الاسم مطلوب')).toBeInTheDocument();
    expect(await errorText('اكتب بريدك الإلكتروني أو رقم هاتفك')).toBeInTheDocument();
    expect(await errorText(/^الرسالة قصيرة جداً/)).toBeInTheDocument();
    expect(field(/^الاسم/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field(/^الاسم/), 'س');
    await userEvent.type(field(/^البريد الإلكتروني/), 'sara@example');
    await userEvent.type(field(/^رسالتك/), 'قصيرة');
    await submit();
    expect(await errorText('الاسم يجب أن يتكون من حرفين على الأقل')).toBeInTheDocument();
    expect(await errorText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
    expect(await errorText('الرسالة قصيرة جداً، اكتب ١٠ أحرف على الأقل')).toBeInTheDocument();

    await userEvent.clear(field(/^البريد الإلكتروني/));
    await userEvent.type(phoneInput(), '12');
    await submit();
    expect(await errorText('رقم الهاتف غير صحيح')).toBeInTheDocument();
    expect(screen.queryByText('اكتب بريدك الإلكتروني أو رقم هاتفك')).not.toBeInTheDocument();
  });

  it('sends the message with the phone in international form, confirms it and clears the form', async () => {
    show(sending({ name: 'سارة', email: null, phone: '+905321234567', message: MESSAGE }));
    await fill({ email: '', phone: '5321234567' });
    await submit();
    const confirmation = await screen.findByText('تم إرسال رسالتك');
    expect(confirmation.closest('[role=status]')).toHaveTextContent('شكراً لتواصلك معنا، سنرد عليك في أقرب وقت ممكن.');
    expect(await screen.findByText('تم إرسال رسالتك بنجاح')).toBeInTheDocument();
    expect(field(/^الاسم/)).toHaveValue('');
    expect(field(/^رسالتك/)).toHaveValue('');
    expect(phoneInput()).toHaveValue('');
  });

  it('sends the e-mail alone when no phone is given', async () => {
    show(sending({ name: 'سارة', email: 'sara@example.com', phone: null, message: MESSAGE }));
    await fill();
    await submit();
    expect(await screen.findByText('تم إرسال رسالتك')).toBeInTheDocument();
    expect(field(/^البريد الإلكتروني/)).toHaveValue('');
  });

  it('puts a server field error on its field and keeps what was typed', async () => {
    const message = 'البريد الإلكتروني غير صالح';
    const errors = [
      new GraphQLError(message, {
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ loc: ['body', 'email'], msg: message, type: 'email' }] },
      }),
    ];
    show(sending({ name: 'سارة', email: 'sara@example.com', phone: null, message: MESSAGE }, { result: { errors } }));
    await fill();
    await submit();
    expect(await errorText(message)).toBeInTheDocument();
    expect(field(/^البريد الإلكتروني/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^البريد الإلكتروني/)).toHaveValue('sara@example.com');
    expect(field(/^رسالتك/)).toHaveValue(MESSAGE);
  });

  it("shows the server's message when too many messages were sent, keeping the text", async () => {
    const message = 'لقد أرسلت رسائل كثيرة، يرجى المحاولة بعد قليل';
    show(
      sending(
        { name: 'سارة', email: 'sara@example.com', phone: null, message: MESSAGE },
        { result: { errors: [new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS' } })] } },
      ),
    );
    await fill();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('لم تُرسل رسالتك');
    expect(alert).toHaveTextContent(message);
    expect(field(/^الاسم/)).toHaveValue('سارة');
    expect(field(/^رسالتك/)).toHaveValue(MESSAGE);
  });

  it('says when the server cannot be reached, keeping the text', async () => {
    show(
      sending(
        { name: 'سارة', email: 'sara@example.com', phone: null, message: MESSAGE },
        { error: new TypeError('Failed to fetch') },
      ),
    );
    await fill();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت وحاول مجدداً');
    expect(field(/^البريد الإلكتروني/)).toHaveValue('sara@example.com');
    expect(field(/^رسالتك/)).toHaveValue(MESSAGE);
  });

  it('speaks English: labels and validation from the English catalogue', async () => {
    renderPage(<ContactPage />, {
      path: '/contact',
      mocks: [siteConfigMock, contactAnswer],
      language: { language: 'en', messages: await loadMessages('en') },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
    expect(await screen.findByRole('link', { name: 'Message us on WhatsApp' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await errorText('Name is required')).toBeInTheDocument();
    expect(await errorText('Enter your e-mail address or phone number')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Send us a message' })).getByLabelText(/^Your message/),
    ).toHaveAttribute('aria-invalid', 'true');
  });
});
