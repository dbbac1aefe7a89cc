import { MailSenderService, retryDelayMs } from '../src/mail/mail-sender.service.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('mail outbox sender', () => {
  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  describe('when the SMTP server is down', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(undefined, { SMTP_URL: 'smtp://127.0.0.1:1' });
    });
    afterAll(() => t.close());

    it('keeps the mail, counts the attempt and schedules a retry', async () => {
      const mail = await t.prisma.mailOutbox.create({
        data: { kind: 'test', toAddress: 'client@example.com', subject: 'تجربة', text: 'نص' },
      });
      const sender = t.app.get(MailSenderService);
      expect(await sender.deliverDue()).toBe(0);
      const after = await t.prisma.mailOutbox.findUniqueOrThrow({ where: { id: mail.id } });
      expect(after).toMatchObject({ status: 'pending', attempts: 1 });
      expect(after.lastError).toBeTruthy();
      expect(after.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(await sender.deliverDue()).toBe(0); // not due yet: nothing is tried again at once
      expect((await t.prisma.mailOutbox.findUniqueOrThrow({ where: { id: mail.id } })).attempts).toBe(1);
    });

    it('gives up after ten attempts and marks the mail failed', async () => {
      const mail = await t.prisma.mailOutbox.create({
        data: { kind: 'test', toAddress: 'client@example.com', subject: 'تجربة', text: 'نص', attempts: 9 },
      });
      await t.app.get(MailSenderService).deliverDue();
      expect(await t.prisma.mailOutbox.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
        status: 'failed',
        attempts: 10,
      });
    });
  });
});
