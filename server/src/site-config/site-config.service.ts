import { Injectable } from '@nestjs/common';
import { SettingsService } from '../settings/settings.service.js';
import { acceptedPaymentMethods } from '../settings/payment-methods.js';
import { CmsService } from '../cms/cms.service.js';

/** What the client needs before anyone signs in; nothing secret (no notification addresses, no security internals). */
@Injectable()
export class SiteConfigService {
  constructor(
    private readonly settings: SettingsService,
    private readonly cms: CmsService,
  ) {}

  async get() {
    const [content, security, languages, payment] = await Promise.all([
      this.cms.getAll(),
      this.settings.get('security'),
      this.settings.get('languages'),
      this.settings.get('payment'),
    ]);
    const site = content.settings;
    return {
      password_min_length: security.password_min_length,
      require_email_verification: security.require_email_verification,
      site: {
        name: site.site_name,
        description: site.site_description,
        logo_url: site.logo_url,
        favicon_url: site.favicon_url,
        primary_color: site.primary_color,
        secondary_color: site.secondary_color,
      },
      contact: content.contact,
      languages,
      payment: {
        bank_name: payment.bank_name,
        account_holder: payment.account_holder,
        iban_try: payment.iban_try,
        iban_usd: payment.iban_usd,
        swift_code: payment.swift_code,
        syriatel_cash_number: payment.syriatel_cash_number,
        mtn_cash_number: payment.mtn_cash_number,
        accepted_methods: acceptedPaymentMethods(payment),
      },
    };
  }
}

export type PublicConfig = Awaited<ReturnType<SiteConfigService['get']>>;
