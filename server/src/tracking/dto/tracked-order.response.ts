import { ApiProperty } from '@nestjs/swagger';
import { Currency, OrderStatus } from '../../generated/prisma/enums.js';

export class TrackedServiceResponse {
  @ApiProperty({ description: 'The Arabic name (name_ar).' }) name: string;
  @ApiProperty() name_ar: string;
  @ApiProperty({ type: String, nullable: true }) name_tr: string | null;
  @ApiProperty({ type: String, nullable: true }) name_en: string | null;
}

export class TrackingStepResponse {
  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus' }) status: OrderStatus;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

/** What the public may see of an order: no name, phone, e-mail, national id, address, account or notes. */
export class TrackedOrderResponse {
  @ApiProperty({ example: 'TRK-7KD9QXWZ' }) tracking_number: string;
  @ApiProperty({ example: 'ORD-2026-000123' }) order_number: string;
  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus' }) status: OrderStatus;
  @ApiProperty({ example: 'جديد', description: 'The status in Arabic.' }) status_label: string;
  @ApiProperty({ type: TrackedServiceResponse }) service: TrackedServiceResponse;
  @ApiProperty({ example: '1500.00' }) total_amount: string;
  @ApiProperty({ enum: Currency, enumName: 'Currency' }) currency: Currency;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: [TrackingStepResponse], description: 'Every status the order went through, oldest first, with when.' }) history: TrackingStepResponse[];
  @ApiProperty({ description: 'The public invoice PDF (no personal data).' }) invoice_url: string;
}
