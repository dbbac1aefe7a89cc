import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { CmsService } from '../cms/cms.service.js';
import type { OfficeData } from './pdf-parts.js';

const LOGO_FORMATS: Record<string, 'png' | 'jpg'> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The office as every issued PDF heads it: the site's name, contact and logo from the CMS. */
@Injectable()
export class OfficeLetterhead {
  constructor(private readonly cms: CmsService) {}

  async read(): Promise<OfficeData> {
    const [content, logo] = await Promise.all([this.cms.getAll(), this.logo()]);
    return {
      name: content.settings.site_name,
      phone: content.contact.phone,
      email: content.contact.email,
      address: content.contact.address,
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
