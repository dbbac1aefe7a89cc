import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, MinLength } from 'class-validator';
import { IsEmailAddress, IsInternationalPhone, IsText } from '../../common/validation/rules.js';
import { EmptyMeansNone } from '../../users/user-field-rules.js';

/** `POST /contact` and `sendContactMessage`: the same four fields on both APIs. At least one of e-mail and phone. */
@InputType('ContactMessageInput')
export class ContactMessageInput {
  @ApiProperty({ example: 'محمد الأحمد', minLength: 2, maxLength: 100 })
  @Field()
  @MinLength(2, { message: 'الاسم يجب أن يتكون من حرفين على الأقل' })
  @IsText(100, 'الاسم مطلوب')
  name: string;

  @ApiPropertyOptional({
    example: 'client@example.com',
    nullable: true,
    description: 'E-mail or phone (or both) is required.',
  })
  @Field(() => String, { nullable: true, description: 'E-mail or phone (or both) is required.' })
  @IsOptional()
  @IsEmailAddress()
  @EmptyMeansNone()
  email?: string | null;

  @ApiPropertyOptional({
    example: '+905321234567',
    nullable: true,
    description: 'International form with + and country code.',
  })
  @Field(() => String, { nullable: true, description: 'International form with + and country code.' })
  @IsOptional()
  @IsInternationalPhone()
  @EmptyMeansNone()
  phone?: string | null;

  @ApiProperty({ minLength: 10, maxLength: 5000 })
  @Field()
  @MinLength(10, { message: 'الرسالة قصيرة جداً، اكتب 10 أحرف على الأقل' })
  @IsText(5000, 'نص الرسالة مطلوب')
  message: string;
}
