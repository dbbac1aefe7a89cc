import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { AppError } from '../common/errors/app-error.js';
import { SettingsService } from '../settings/settings.service.js';
import { CmsService } from '../cms/cms.service.js';
import { enqueueMail } from '../mail/mail-outbox.js';
import { recipientLanguage } from '../mail/recipient-language.js';
import { contactMessageMail } from '../mail/mail-templates.js';
import type { ContactMessageInput } from './dto/contact-message.input.js';

/** The public contact form: each message becomes an e-mail to the office. */
@Injectable()
export class ContactService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: SettingsService,
    private readonly cms: CmsService,
  ) {}

  /**
   * Queues the message for the notifications' admin e-mail, or the CMS contact e-mail when that is
   * empty. It is not an order notification: the e-mail switches do not apply.
   */
  async send(message: ContactMessageInput): Promise<void> {
    if (!message.email && !message.phone) {
      throw AppError.invalidInput('email', 'أدخل البريد الإلكتروني أو رقم الهاتف لنتمكن من الرد عليك', 'missing');
    }
    const [notifications, content] = await Promise.all([this.settings.get('notifications'), this.cms.getAll()]);
    const to = notifications.admin_email || content.contact.email;
    await enqueueMail(
      this.prisma,
      await contactMessageMail({
        to,
        // The office reads it in the language of the account with that address, if any; else in Arabic.
        language: await recipientLanguage(this.prisma, { email: to }),
        name: message.name,
        email: message.email,
        phone: message.phone,
        message: message.message,
        siteName: content.settings.site_name,
      }),
    );
  }
}
