import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { CmsService } from '../cms/cms.service.js';
import type { OfficeData } from './pdf-parts.js';
import type { Language } from '../common/i18n/languages.js';

const LOGO_FORMATS: Record<string, 'png' | 'jpg'> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * The office as every issued PDF heads it, from the CMS: its name in Arabic on every document, its address in
 * the reader's language (the Arabic where not translated), its contact and logo.
 */
@Injectable()
export class OfficeLetterhead {
  constructor(private readonly cms: CmsService) {}

  async read(language: Language): Promise<OfficeData> {
    const [arabic, translated, logo] = await Promise.all([
      this.cms.getAll(),
      this.cms.contentIn(language),
      this.logo(),
    ]);
    return {
      name: arabic.settings.site_name,
      phone: arabic.contact.phone,
      email: arabic.contact.email,
      address: translated.contact.address,
      logo,
    };
  }

  /** The CMS logo when one is uploaded as PNG or JPEG (the formats a PDF embeds); otherwise the PDF has none. */
  private async logo(): Promise<OfficeData['logo']> {
    try {
      const opened = await this.cms.openBrandFile('logo');
      const format = LOGO_FORMATS[opened.mimeType];
      if (!format) {
        opened.stream.destroy();
        return null;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
      return { data: Buffer.concat(chunks), format };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
