import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IsRecordId, IsText } from '../../../common/validation/rules.js';
import { WEBHOOK_EVENT_TYPES } from '../webhook-event-types.js';

export const WEBHOOK_URL_MAX = 2048;

const OWNER =
  'Admins only: the account the endpoints belong to (a partner). Others act for themselves and may only name their own id.';

/** `GET /webhooks` and `webhookEndpoints`. */
@ArgsType()
export class WebhookOwnerArgs {
  @Field(() => Int, { nullable: true, description: OWNER })
  @ApiPropertyOptional({ description: OWNER, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsRecordId('رقم الحساب غير صحيح')
  ownerId?: number;
}
export class WebhookOwnerQuery extends RestInput(WebhookOwnerArgs) {}

const URL_TEXT = 'Where deliveries are POSTed: an https URL whose host resolves to a public address.';
const EVENTS_TEXT = `The events to send, from: ${WEBHOOK_EVENT_TYPES.join(', ')}.`;

/** `POST /webhooks` and `createWebhookEndpoint`. */
@ArgsType()
export class CreateWebhookEndpointInput extends WebhookOwnerArgs {
  @Field({ description: URL_TEXT })
  @ApiProperty({ maxLength: WEBHOOK_URL_MAX, description: URL_TEXT, example: 'https://partner.example.com/hooks/lo' })
  @IsText(WEBHOOK_URL_MAX, 'عنوان نقطة الاستقبال يجب أن يكون نصاً')
  url: string;

  @Field(() => [String], { description: EVENTS_TEXT })
  @ApiProperty({ type: [String], enum: WEBHOOK_EVENT_TYPES, description: EVENTS_TEXT, example: ['order.created'] })
  @IsArray({ message: 'الأحداث يجب أن تكون قائمة' })
  @ArrayMinSize(1, { message: 'اختر حدثاً واحداً على الأقل' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: 'الأحداث مكررة' })
  @IsString({ each: true, message: 'كل حدث يجب أن يكون نصاً' })
  @MaxLength(64, { each: true, message: 'اسم الحدث طويل جداً' })
  events: string[];
}
export class CreateWebhookEndpointBody extends RestInput(CreateWebhookEndpointInput) {}

/** GraphQL names the endpoint among the arguments; REST in the path. */
@ArgsType()
export class WebhookEndpointArgs {
  @Field(() => Int) @IsRecordId('رقم نقطة الاستقبال غير صحيح') id: number;
}

@ArgsType()
export class WebhookDeliveryArgs extends WebhookEndpointArgs {
  @Field(() => Int) @IsRecordId('رقم الإرسال غير صحيح') deliveryId: number;
}
