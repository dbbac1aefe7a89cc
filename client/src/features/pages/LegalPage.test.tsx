import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { loadMessages } from '../../lib/i18n';
import { renderPage } from '../../test/render';
import { siteConfigMock } from '../../test/site-config.mock';
import LegalPage, { LegalPagesDocument } from './LegalPage';

const answer = (pages: { terms: string; privacy: string }, language: 'ar' | 'tr' | 'en' = 'ar') => ({
  request: { query: LegalPagesDocument, variables: { language } },
  result: {
    data: { siteContent: { __typename: 'CmsContent' as const, pages: { __typename: 'CmsPages' as const, ...pages } } },
  },
});

const TERMS =
  '# الدفع\n\nلا يبدأ التنفيذ قبل التحقق من الإيصال.\n\n- تحويل بنكي\n- سيريتل كاش\n\n<script>window.injected = true</script>';

describe('the legal pages', () => {
  it('show the CMS terms as headings, paragraphs and lists under the page title', async () => {
    renderPage(<LegalPage page="terms" />, {
      path: '/terms',
      mocks: [siteConfigMock, answer({ terms: TERMS, privacy: 'نحترم خصوصيتك.' })],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الشروط والأحكام');
    expect(await screen.findByRole('heading', { level: 2, name: 'الدفع' })).toBeInTheDocument();
    expect(screen.getByText('لا يبدأ التنفيذ قبل التحقق من الإيصال.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['تحويل بنكي', 'سيريتل كاش']);
    expect(screen.queryByText('نحترم خصوصيتك.')).not.toBeInTheDocument();
  });

  it('keeps list markers at the start side when an item starts with a Latin word, each item in its own direction', async () => {
    renderPage(<LegalPage page="terms" />, {
      path: '/terms',
      mocks: [siteConfigMock, answer({ terms: '- PDF أو صورة واضحة\n- إيصال التحويل', privacy: '' })],
    });
    const list = await screen.findByRole('list');
    expect(list.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    for (const item of within(list).getAllByRole('listitem')) {
      expect(item.closest('[dir]')).toHaveAttribute('dir', 'rtl');
      expect(item.firstElementChild?.tagName).toBe('BDI');
    }
  });

  it('shows markup written in the CMS as text and never runs it', async () => {
    const { container } = renderPage(<LegalPage page="terms" />, {
      path: '/terms',
      mocks: [siteConfigMock, answer({ terms: TERMS, privacy: '' })],
    });
    expect(await screen.findByText('<script>window.injected = true</script>')).toBeInTheDocument();
    expect(container.querySelector('article script')).toBeNull();
    expect((window as { injected?: boolean }).injected).toBeUndefined();
  });

  it('shows the privacy text on /privacy', async () => {
    renderPage(<LegalPage page="privacy" />, {
      path: '/privacy',
      mocks: [siteConfigMock, answer({ terms: TERMS, privacy: 'نحترم خصوصيتك.\n\nونحمي بياناتك.' })],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سياسة الخصوصية');
    expect(await screen.findByText('ونحمي بياناتك.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'الدفع' })).not.toBeInTheDocument();
  });

  it('says so when the office has not written the text yet', async () => {
    renderPage(<LegalPage page="privacy" />, {
      path: '/privacy',
      mocks: [siteConfigMock, answer({ terms: TERMS, privacy: '  \n\n ' })],
    });
    expect(await screen.findByRole('heading', { name: 'لم يُنشر هذا النص بعد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact');
  });

  it('offers a retry when the text cannot load', async () => {
    renderPage(<LegalPage page="terms" />, {
      path: '/terms',
      mocks: [
        siteConfigMock,
        {
          request: { query: LegalPagesDocument, variables: { language: 'ar' } },
          result: { errors: [new GraphQLError('boom')] },
        },
        answer({ terms: 'نص الشروط.', privacy: '' }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذر تحميل الصفحة');
    await userEvent.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('نص الشروط.')).toBeInTheDocument();
  });

  it('has its title and the office’s text in English when English is chosen', async () => {
    renderPage(<LegalPage page="terms" />, {
      path: '/terms',
      mocks: [siteConfigMock, answer({ terms: 'The terms.', privacy: '' }, 'en')],
      language: { language: 'en', messages: await loadMessages('en') },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and Conditions');
    expect(await screen.findByText('The terms.')).toBeInTheDocument();
  });
});
