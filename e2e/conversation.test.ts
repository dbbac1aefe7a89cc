import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { browserAvailability, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api, payInFull, REGISTRY_EXTRACT_ANSWERS, registerClient } from './support/api.js';
import { chooseLanguage, expectAccessible, expectNoOverflow, signIn } from './support/page-checks.js';

const availability = browserAvailability();
const PASSWORD = 'Strong-pass-2026';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const STAFF = {
  email: 'staff-talk@e2e.local',
  password: 'staff-password-1',
  full_name: 'سامر الموظف',
  phone: '+905320000111',
  role: 'staff',
};
const NARROW = { width: 360, height: 800 };
const QUESTION = 'أرسلت صورة جواز السفر، هل تكفي؟';
const ANSWER = 'نعم تكفي، وسنبدأ العمل اليوم. التفاصيل: https://example.com/guide';
const NOTE = 'ملاحظة داخلية: الجواز ينتهي بعد شهرين';

describe(
  'talking about an order in Chromium: a client writes with a file, the assigned staff member answers, both live',
  { skip: availability.skip },
  () => {
    let product: RunningProduct;
    let browser: Browser;
    let order: { id: number; order_number: string; balance: string; currency: string };
    let adminToken: string;
    let clientToken: string;
    const owner = { email: 'talk-owner@e2e.local', name: 'ليلى الشامي' };

    before(async () => {
      product = await startProduct();
      browser = await launchBrowser();
      const admin = await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN);
      adminToken = admin.access_token;
      const staff = await api<{ id: number }>(product, 'POST', '/admin/users', STAFF, admin.access_token);
      const session = await registerClient(product, {
        email: owner.email,
        password: PASSWORD,
        full_name: owner.name,
        phone: '+905321112233',
      });
      clientToken = session.access_token;
      const services = await api<{ id: number; name_ar: string }[]>(product, 'GET', '/services');
      const service = services.find((entry) => entry.name_ar === 'إخراج قيد فردي');
      assert.ok(service, 'the civil registry extract in the catalogue');
      order = await api(
        product,
        'POST',
        '/orders',
        { service_id: service.id, payment_method: 'bank_transfer', answers: REGISTRY_EXTRACT_ANSWERS },
        session.access_token,
      );
      await api(product, 'PUT', `/admin/orders/${order.id}/assignee`, { user_id: staff.id }, admin.access_token);
    });
    after(async () => {
      await browser?.close();
      await product?.stop();
    });

    const thread = (where: Page | Locator) => where.getByTestId('message-thread');

    it('the assigned staff member sees the client’s message live, answers; the client sees the answer live', async () => {
      const office = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
      await signIn(office, product, STAFF.email, STAFF.password, '/admin/dashboard');
      await office.goto(`${product.url}/admin/orders?order=${order.id}`);
      const details = office.getByRole('dialog');
      await details.getByTestId('assignee-current').getByText(STAFF.full_name).waitFor();
      await details.getByTestId('notes-panel').getByRole('textbox').fill(NOTE);
      await details.getByRole('button', { name: 'إضافة الملاحظة' }).click();
      await details.getByTestId('note-body').getByText(NOTE).waitFor();
      await thread(details).getByTestId('thread-empty').waitFor();

      const client = await browser.newPage({ viewport: PHONE, bypassCSP: true });
      await signIn(client, product, owner.email, PASSWORD, '/profile');
      await client.goto(`${product.url}/orders/${order.id}`);
      await thread(client).getByTestId('thread-empty').waitFor();
      await thread(client).getByRole('textbox').fill(QUESTION);
      await thread(client)
        .getByTestId('composer-file-input')
        .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
      await thread(client).getByRole('button', { name: 'إرسال' }).click();
      await thread(client).getByTestId('message-body').getByText(QUESTION).waitFor();

      // The office's open details panel: the message arrives without a reload, with its file (the 2 s bar is the
      // server tests'; here CI runs the PostgreSQL suite beside the journeys, so the wait is generous).
      const asked = thread(details).getByTestId('thread-message').filter({ hasText: QUESTION });
      await asked.waitFor({ timeout: 20_000 });
      await asked.getByRole('button', { name: 'تنزيل passport.pdf' }).waitFor();
      await expectAccessible(office, 'the details panel with the thread, the notes and the assignee');
      await screenshot(office, 'conversation-office-ar-1280');

      await thread(details).getByRole('textbox').fill(ANSWER);
      const readByClient = client.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') &&
          (response.request().postData() ?? '').includes('MarkOrderMessagesRead'),
      );
      await thread(details).getByRole('button', { name: 'إرسال' }).click();
      await thread(details)
        .getByTestId('message-body')
        .getByText(/نعم تكفي/)
        .waitFor();

      // The client's open page: the answer arrives live, its link clickable, and is read there (the count drops).
      const answered = thread(client).getByTestId('thread-message').filter({ hasText: 'نعم تكفي' });
      await answered.waitFor({ timeout: 20_000 });
      const link = answered.getByRole('link', { name: 'https://example.com/guide' });
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      await readByClient;
      const unread = await api<{ unread_messages: number }>(
        product,
        'GET',
        '/auth/me/messages',
        undefined,
        clientToken,
      );
      assert.equal(unread.unread_messages, 0, 'the page showed the answer and marked it read');
      assert.equal(await client.getByTestId('header-unread').count(), 0);
      // The office's message is seen: its read receipt says so once the client read it.
      await office.reload();
      await thread(office.getByRole('dialog'))
        .getByTestId('thread-message')
        .filter({ hasText: 'نعم تكفي' })
        .getByText('قُرئت')
        .waitFor();

      assert.equal(await client.getByText(NOTE).count(), 0, 'the internal note never reaches the client');
      await expectNoOverflow(client, 'the order page with its thread on a phone');
      await expectAccessible(client, 'the order page with its thread');
      await screenshot(client, 'conversation-client-ar-360');
      await chooseLanguage(client, 'en');
      await thread(client).getByText('Conversation with the office').waitFor();
      await expectNoOverflow(client, 'the order page with its thread in English');
      await screenshot(client, 'conversation-client-en-360');
      await client.setViewportSize(DESKTOP);
      await thread(client).scrollIntoViewIfNeeded();
      await expectNoOverflow(client, 'the order page with its thread in English on a desktop');
      await screenshot(client, 'conversation-client-en-1280');
      await chooseLanguage(client, 'ar');
      await client.close();
      await office.close();
    });

    it('an order past its due date shows its badge in the list, the details and the dashboard', async () => {
      await payInFull(product, order, adminToken);
      const paid = await api<{ due_at: string | null }>(product, 'GET', `/orders/${order.id}`, undefined, clientToken);
      assert.ok(paid.due_at, 'paid in full, the order has a due date');
      // What the days would do: the order was due two days ago.
      await product.restartAfter(`UPDATE orders SET due_at = now() - interval '2 days' WHERE id = ${order.id}`);

      const office = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
      await signIn(office, product, STAFF.email, STAFF.password, '/admin/dashboard');
      await office
        .getByTestId('overdue-count')
        .getByText(/^[1١]$/)
        .waitFor();
      await office.getByRole('link', { name: 'عرض الطلبات المتأخرة' }).click();
      await office.waitForURL(/due=overdue/);
      const row = office.locator(`[data-order-id="${order.id}"]`).filter({ visible: true });
      await row.locator('[data-due="overdue"]').getByText('متأخر').waitFor();
      await expectAccessible(office, 'the overdue orders');
      await screenshot(office, 'orders-overdue-ar-1280');
      await office.goto(`${product.url}/admin/orders?due=overdue&order=${order.id}`);
      const details = office.getByRole('dialog');
      await details.locator('[data-due="overdue"]').waitFor();
      await screenshot(office, 'details-overdue-ar-1280');

      // The details panel with its assignee, notes and thread on a phone, and in English at both widths.
      await office.setViewportSize(NARROW);
      await details.getByTestId('notes-panel').scrollIntoViewIfNeeded();
      await expectNoOverflow(office, 'the details panel on a phone');
      await screenshot(office, 'details-notes-ar-360');
      await chooseLanguage(office, 'en');
      for (const [width, viewport] of [
        ['360', NARROW],
        ['1280', DESKTOP],
      ] as const) {
        await office.setViewportSize(viewport);
        await details.locator('[data-due="overdue"]').getByText('Overdue').waitFor();
        await thread(details).getByText('Conversation with the client').waitFor();
        await expectNoOverflow(office, `the details panel in English at ${width} px`);
        await screenshot(office, `details-conversation-en-${width}`);
      }
      await expectAccessible(office, 'the details panel in English');
      await office.goto(`${product.url}/admin/orders?due=overdue`);
      await row.locator('[data-due="overdue"]').getByText('Overdue').waitFor();
      await screenshot(office, 'orders-overdue-en-1280');
      await chooseLanguage(office, 'ar');
      await office.close();
    });

    it('an admin reads who did what in the audit log and sets the working calendar, in Arabic and English', async () => {
      const office = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
      await signIn(office, product, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
      for (const language of ['ar', 'en'] as const) {
        if (language === 'en') await chooseLanguage(office, 'en');
        for (const [width, viewport] of [
          ['1280', DESKTOP],
          ['360', NARROW],
        ] as const) {
          await office.setViewportSize(viewport);
          await office.goto(`${product.url}/admin/audit`);
          await office.getByText(order.order_number).filter({ visible: true }).first().waitFor();
          await expectNoOverflow(office, `the audit log (${language}, ${width} px)`);
          await screenshot(office, `audit-log-${language}-${width}`);
          await office.goto(`${product.url}/admin/settings`);
          await office.getByRole('tab').last().click();
          await office.getByTestId('calendar-settings').scrollIntoViewIfNeeded();
          await office.getByTestId('holiday').first().waitFor();
          await expectNoOverflow(office, `the working calendar (${language}, ${width} px)`);
          await screenshot(office, `calendar-settings-${language}-${width}`);
        }
        await expectAccessible(office, `the working calendar (${language})`);
      }
      await chooseLanguage(office, 'ar');
      await office.close();
    });
  },
);
