import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../../common/output/output-field.js';
import { NotificationChannel, NotificationStatus } from '../../../generated/prisma/enums.js';

@ObjectType('NotificationMessage', {
  description: 'A WhatsApp or SMS message about an order and its fate; staff and admins only, never the client.',
})
export class NotificationMessageModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => Int) orderId: number;
  @OutputField(() => NotificationChannel) channel: NotificationChannel;
  @OutputField({
    description:
      'What it announced: order_received, payment_instructions, payment_confirmed, documents_requested, document_rejected, result_ready, status_changed or office_message.',
  })
  event: string;
  @OutputField(() => NotificationStatus) status: NotificationStatus;
  @OutputField(() => String, { nullable: true, description: 'Why the last attempt failed, as the provider said.' })
  reason: string | null;
  @OutputField(() => Int, { description: 'Attempts made so far.' }) attempts: number;
  @OutputField(() => Date, {
    nullable: true,
    description: 'When the news went by e-mail instead, the phone being unreachable on this channel.',
  })
  fellBackToEmailAt: Date | null;
  @OutputField() createdAt: Date;
  @OutputField(() => Date, { nullable: true, description: 'When queued: the next attempt.' })
  nextAttemptAt: Date | null;
  @OutputField(() => Date, { nullable: true }) sentAt: Date | null;
  @OutputField(() => Date, { nullable: true }) deliveredAt: Date | null;
  @OutputField(() => Date, { nullable: true }) readAt: Date | null;
  @OutputField(() => Date, { nullable: true }) failedAt: Date | null;
}
