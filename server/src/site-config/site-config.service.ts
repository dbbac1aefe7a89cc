import { Injectable } from '@nestjs/common';
import { SettingsService } from '../settings/settings.service.js';
import { acceptedPaymentMethods } from '../settings/payment-methods.js';
import { CmsService } from '../cms/cms.service.js';
import type { Language } from '../common/i18n/languages.js';
import { type LogoSize, pngSize, webAppManifest } from './web-app-manifest.js';

/** What the client needs before anyone signs in; nothing secret (no notification addresses, no security internals). */
@Injectable()
export class SiteConfigService {
  /** The logo's size by its version: measured once per upload, not on every manifest request. */
  private measuredLogo?: { version: string; size: LogoSize | undefined };

  constructor(
    private readonly settings: SettingsService,
    private readonly cms: CmsService,
  ) {}

  /** The office's texts (name, description, address, hours) in `language`, where translated. */
  async get(language: Language) {
    const [content, security, languages, payment] = await Promise.all([
      this.cms.contentIn(language),
      this.settings.get('security'),
      this.settings.get('languages'),
      this.settings.get('payment'),
    ]);
    const site = content.settings;
    return {
      passwordMinLength: security.password_min_length,
      requireEmailVerification: security.require_email_verification,
      site: {
        name: site.site_name,
        description: site.site_description,
        logoUrl: site.logo_url,
        faviconUrl: site.favicon_url,
        primaryColor: site.primary_color,
        secondaryColor: site.secondary_color,
      },
      contact: content.contact,
      languages,
      payment: {
        bankName: payment.bank_name,
        accountHolder: payment.account_holder,
        ibanTry: payment.iban_try,
        ibanUsd: payment.iban_usd,
        swiftCode: payment.swift_code,
        syriatelCashNumber: payment.syriatel_cash_number,
        mtnCashNumber: payment.mtn_cash_number,
        acceptedMethods: acceptedPaymentMethods(payment),
      },
    };
  }

  /** The web app manifest in `language` (see webAppManifest). */
  async webAppManifest(language: Language) {
    const config = await this.get(language);
    return webAppManifest(config, language, config.site.logoUrl ? await this.logoSize(config.site.logoUrl) : undefined);
  }

  /** The logo's width and height when it is a PNG; undefined for a JPG or when its bytes are gone. */
  private async logoSize(logoUrl: string) {
    const version = new URL(logoUrl, 'http://office').searchParams.get('v');
    if (this.measuredLogo && this.measuredLogo.version === version) return this.measuredLogo.size;
    // A logo that cannot be opened leaves the app its built-in icons rather than failing the manifest.
    const image = await this.cms.openBrandFile('logo').catch(() => undefined);
    if (!image) return undefined;
    const size = image.mimeType === 'image/png' ? await pngSize(image.stream) : undefined;
    if (image.mimeType !== 'image/png') image.stream.destroy();
    this.measuredLogo = { version: image.version, size };
    return size;
  }
}

export type PublicConfig = Awaited<ReturnType<SiteConfigService['get']>>;
