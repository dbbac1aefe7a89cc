import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { PaymentMethod } from '../../generated/prisma/enums.js';
import { IsEmailAddress, IsFullName, IsInternationalPhone, IsRecordId } from '../../common/validation/rules.js';
import { ADDRESS_MAX, IsNationalId, IsOrderAddress, IsOrderNotes, NOTES_MAX } from '../order-rules.js';

const CONTACT_DEFAULT = 'Defaults to the signed-in account when omitted.';

export class CreateOrderBody {
  @ApiProperty({ example: 1, description: 'An active service of the catalogue.' })
  @IsRecordId('الرجاء اختيار خدمة')
  service_id: number;

  @ApiPropertyOptional({ enum: PaymentMethod, enumName: 'PaymentMethod', default: PaymentMethod.bank_transfer })
  @IsOptional()
  @IsEnum(PaymentMethod, { message: 'طريقة الدفع غير صحيحة' })
  payment_method?: PaymentMethod;

  @ApiPropertyOptional({ maxLength: NOTES_MAX }) @IsOrderNotes() notes?: string;

  @ApiPropertyOptional({ example: 'محمد الأحمد', description: CONTACT_DEFAULT }) @IsOptional() @IsFullName() full_name?: string;

  @ApiPropertyOptional({ example: 'client@example.com', description: CONTACT_DEFAULT }) @IsOptional() @IsEmailAddress() email?: string;

  @ApiPropertyOptional({
    example: '+905321234567',
    description: `International form with + and country code. ${CONTACT_DEFAULT} Required in the end: an account without a phone must send one.`,
  })
  @IsOptional()
  @IsInternationalPhone()
  phone?: string;

  @ApiPropertyOptional({ maxLength: ADDRESS_MAX }) @IsOrderAddress() address?: string;

  @ApiPropertyOptional({ example: '01234567890', description: 'National id or passport number: 5 to 20 Latin letters and digits.' })
  @IsNationalId()
  national_id?: string;
}
