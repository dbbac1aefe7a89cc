import { Field, Int, ObjectType } from '@nestjs/graphql';
import { PaymentMethod } from '../../generated/prisma/enums.js';
import { CmsContactModel } from '../../cms/models/cms.model.js';
import { SettingsLanguagesModel } from '../../settings/models/settings.model.js';

@ObjectType('PublicConfigSite')
export class PublicConfigSiteModel {
  @Field() name: string;
  @Field() description: string;
  @Field(() => String, { nullable: true }) logoUrl: string | null;
  @Field(() => String, { nullable: true }) faviconUrl: string | null;
  @Field({ description: '#rrggbb' }) primaryColor: string;
  @Field({ description: '#rrggbb' }) secondaryColor: string;
}

@ObjectType('PublicConfigPayment', { description: 'How to pay for an order: shown to the client after ordering.' })
export class PublicConfigPaymentModel {
  @Field() bankName: string;
  @Field() accountHolder: string;
  @Field() ibanTry: string;
  @Field() ibanUsd: string;
  @Field() swiftCode: string;
  @Field() syriatelCashNumber: string;
  @Field() mtnCashNumber: string;
  @Field(() => [PaymentMethod], { description: 'The methods a client may choose when ordering.' }) acceptedMethods: PaymentMethod[];
}

@ObjectType('PublicConfig', { description: 'What the client needs before anyone signs in; nothing secret.' })
export class PublicConfigModel {
  @Field(() => Int, { description: 'The password minimum the server enforces (security.password_min_length).' }) passwordMinLength: number;
  @Field({ description: 'Whether accounts must confirm their e-mail address before ordering (security.require_email_verification).' }) requireEmailVerification: boolean;
  @Field(() => PublicConfigSiteModel) site: PublicConfigSiteModel;
  @Field(() => CmsContactModel) contact: CmsContactModel;
  @Field(() => SettingsLanguagesModel) languages: SettingsLanguagesModel;
  @Field(() => PublicConfigPaymentModel) payment: PublicConfigPaymentModel;
}
