import { ApiProperty } from '@nestjs/swagger';
import { ServiceCategory } from '../../generated/prisma/enums.js';

/** A service of the catalogue; `price`/`currency` are the lira price, `name`/`description` the Arabic text. */
export class ServiceResponse {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The Arabic name (name_ar).' }) name: string;
  @ApiProperty() name_ar: string;
  @ApiProperty({ type: String, nullable: true }) name_tr: string | null;
  @ApiProperty({ type: String, nullable: true }) name_en: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The Arabic description (description_ar).' }) description: string | null;
  @ApiProperty({ type: String, nullable: true }) description_ar: string | null;
  @ApiProperty({ type: String, nullable: true }) description_tr: string | null;
  @ApiProperty({ type: String, nullable: true }) description_en: string | null;
  @ApiProperty({ enum: ServiceCategory, enumName: 'ServiceCategory' }) category: ServiceCategory;
  @ApiProperty({ example: '1500.00', description: 'price_try' }) price: string;
  @ApiProperty({ enum: ['TRY'] }) currency: 'TRY';
  @ApiProperty({ example: '1500.00' }) price_try: string;
  @ApiProperty({ type: String, nullable: true, example: '50.00' }) price_usd: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'estimated_days' }) delivery_time: number | null;
  @ApiProperty({ type: Number, nullable: true }) estimated_days: number | null;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The uploaded image, versioned so caches refresh when it changes.' }) image_url: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class DeletedServiceResponse {
  @ApiProperty() id: number;
  @ApiProperty({ enum: [true] }) deleted: true;
}
