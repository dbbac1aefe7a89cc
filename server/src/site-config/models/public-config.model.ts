import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../common/output/output-field.js';
import { PaymentMethod } from '../../generated/prisma/enums.js';
import { CmsContactModel } from '../../cms/models/cms.model.js';
import { SettingsLanguagesModel } from '../../settings/models/settings.model.js';

@ObjectType('PublicConfigSite')
export class PublicConfigSiteModel {
  @OutputField() name: string;
  @OutputField() description: string;
  @OutputField(() => String, { nullable: true }) logoUrl: string | null;
  @OutputField(() => String, { nullable: true }) faviconUrl: string | null;
  @OutputField({ description: '#rrggbb' }) primaryColor: string;
  @OutputField({ description: '#rrggbb' }) secondaryColor: string;
}

@ObjectType('PublicConfigPayment', { description: 'How to pay for an order: shown to the client after ordering.' })
export class PublicConfigPaymentModel {
  @OutputField() bankName: string;
  @OutputField() accountHolder: string;
  @OutputField() ibanTry: string;
  @OutputField() ibanUsd: string;
  @OutputField() swiftCode: string;
  @OutputField() syriatelCashNumber: string;
  @OutputField() mtnCashNumber: string;
  @OutputField(() => [PaymentMethod], { description: 'The methods a client may choose when ordering.' })
  acceptedMethods: PaymentMethod[];
}

@ObjectType('PublicConfig', { description: 'What the client needs before anyone signs in; nothing secret.' })
export class PublicConfigModel {
  @OutputField(() => Int, { description: 'The password minimum the server enforces (security.password_min_length).' })
  passwordMinLength: number;
  @OutputField({
    description:
      'Whether accounts must confirm their e-mail address before ordering (security.require_email_verification).',
  })
  requireEmailVerification: boolean;
  @OutputField(() => PublicConfigSiteModel) site: PublicConfigSiteModel;
  @OutputField(() => CmsContactModel) contact: CmsContactModel;
  @OutputField(() => SettingsLanguagesModel) languages: SettingsLanguagesModel;
  @OutputField(() => PublicConfigPaymentModel) payment: PublicConfigPaymentModel;
}
