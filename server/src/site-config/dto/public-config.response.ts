import { ApiProperty } from '@nestjs/swagger';
import { PaymentMethod } from '../../generated/prisma/enums.js';
import { sectionOpenApi } from '../../common/json-sections.js';
import { SETTINGS_SCHEMAS } from '../../settings/settings.schema.js';
import { CMS_SCHEMAS } from '../../cms/cms.schema.js';
import type { CmsContent } from '../../cms/cms.service.js';
import type { AllSettings } from '../../settings/settings.service.js';

export class SiteBrandingResponse {
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) logo_url: string | null;
  @ApiProperty({ type: String, nullable: true }) favicon_url: string | null;
  @ApiProperty({ example: '#1a365d' }) primary_color: string;
  @ApiProperty({ example: '#c9a227' }) secondary_color: string;
}

export class PublicPaymentResponse {
  @ApiProperty() bank_name: string;
  @ApiProperty() account_holder: string;
  @ApiProperty() iban_try: string;
  @ApiProperty() iban_usd: string;
  @ApiProperty() swift_code: string;
  @ApiProperty() syriatel_cash_number: string;
  @ApiProperty() mtn_cash_number: string;
  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod', isArray: true, description: 'The methods an order may choose.' })
  accepted_methods: PaymentMethod[];
}

/** What the client needs before anyone signs in: nothing secret. */
export class PublicConfigResponse {
  @ApiProperty({ description: 'The shortest password registration accepts.' }) password_min_length: number;
  @ApiProperty({ description: 'Whether a new account confirms its address before ordering.' }) require_email_verification: boolean;
  @ApiProperty({ type: SiteBrandingResponse }) site: SiteBrandingResponse;
  @ApiProperty(sectionOpenApi(CMS_SCHEMAS.contact)) contact: CmsContent['contact'];
  @ApiProperty(sectionOpenApi(SETTINGS_SCHEMAS.languages)) languages: AllSettings['languages'];
  @ApiProperty({ type: PublicPaymentResponse }) payment: PublicPaymentResponse;
}
