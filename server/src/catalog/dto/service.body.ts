import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ServiceCategory } from '../../generated/prisma/enums.js';
import { ActiveFlag, EstimatedDays, OptionalServiceText, ServiceCategoryRule, ServiceName, ServicePrice } from '../service-rules.js';

const CATEGORY_DOC = { enum: [...Object.values(ServiceCategory), 'notary'], description: '`notary` is accepted as `notarization`.' };
const PRICE_DOC = { oneOf: [{ type: 'string' }, { type: 'number' }], example: '1500.00', description: 'At least 0, at most 2 decimals.' };

/** `POST /services` (admin). */
export class CreateServiceBody {
  @ApiProperty({ example: 'إخراج قيد فردي', maxLength: 200 }) @ServiceName('required') name_ar: string;
  @ApiPropertyOptional({ nullable: true, maxLength: 200 }) @OptionalServiceText(200) name_tr?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 200 }) @OptionalServiceText(200) name_en?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 }) @OptionalServiceText(2000) description_ar?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 }) @OptionalServiceText(2000) description_tr?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 }) @OptionalServiceText(2000) description_en?: string | null;
  @ApiProperty(CATEGORY_DOC) @ServiceCategoryRule('required') category: ServiceCategory;
  @ApiProperty(PRICE_DOC) @ServicePrice('required') price_try: string;
  @ApiPropertyOptional({ ...PRICE_DOC, nullable: true }) @ServicePrice('nullable') price_usd?: string | null;
  @ApiPropertyOptional({ nullable: true, minimum: 1, description: 'Delivery time in days.' }) @EstimatedDays() estimated_days?: number | null;
  @ApiPropertyOptional({ default: true }) @ActiveFlag() is_active?: boolean;
}

/** `PUT /services/{id}` (admin): any of the fields, e.g. only `is_active`; null clears an optional one. */
export class UpdateServiceBody {
  @ApiPropertyOptional({ maxLength: 200 }) @ServiceName('optional') name_ar?: string;
  @ApiPropertyOptional({ nullable: true, maxLength: 200 }) @OptionalServiceText(200) name_tr?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 200 }) @OptionalServiceText(200) name_en?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 }) @OptionalServiceText(2000) description_ar?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 }) @OptionalServiceText(2000) description_tr?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 }) @OptionalServiceText(2000) description_en?: string | null;
  @ApiPropertyOptional(CATEGORY_DOC) @ServiceCategoryRule('optional') category?: ServiceCategory;
  @ApiPropertyOptional(PRICE_DOC) @ServicePrice('optional') price_try?: string;
  @ApiPropertyOptional({ ...PRICE_DOC, nullable: true }) @ServicePrice('nullable') price_usd?: string | null;
  @ApiPropertyOptional({ nullable: true, minimum: 1 }) @EstimatedDays() estimated_days?: number | null;
  @ApiPropertyOptional() @ActiveFlag() is_active?: boolean;
}
