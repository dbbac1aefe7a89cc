import { ApiProperty } from '@nestjs/swagger';
import { Currency, OrderFileKind, OrderStatus, PaymentMethod } from '../../generated/prisma/enums.js';
import { PageMetaResponse } from '../../common/openapi/api-responses.js';

const STATUS = { enum: OrderStatus, enumName: 'OrderStatus' } as const;

/** The service as it was named when the order was placed. */
export class OrderServiceResponse {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The Arabic name (name_ar).' }) name: string;
  @ApiProperty() name_ar: string;
  @ApiProperty({ type: String, nullable: true }) name_tr: string | null;
  @ApiProperty({ type: String, nullable: true }) name_en: string | null;
}

/** An order as lists show it: what was ordered, at which price, by whom (the contact details given then). */
export class OrderResponse {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'ORD-2026-000123' }) order_number: string;
  @ApiProperty({ example: 'TRK-7KD9QXWZ' }) tracking_number: string;
  @ApiProperty(STATUS) status: OrderStatus;
  @ApiProperty({ example: 'جديد', description: 'The status in Arabic.' }) status_label: string;
  @ApiProperty() service_id: number;
  @ApiProperty({ type: OrderServiceResponse }) service: OrderServiceResponse;
  @ApiProperty({ example: '1500.00' }) total_amount: string;
  @ApiProperty({ example: '1500.00', description: 'total_amount' }) amount: string;
  @ApiProperty({ enum: Currency, enumName: 'Currency' }) currency: Currency;
  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod' }) payment_method: PaymentMethod;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty() full_name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true }) national_id: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty({ ...STATUS, isArray: true, nullable: true, description: 'The moves the office may make next; null for clients.' })
  allowed_next_statuses: OrderStatus[] | null;
  @ApiProperty({ description: 'Where the invoice PDF is downloaded, with the same bearer token.' }) invoice_url: string;
}

export class OrderFileResponse {
  @ApiProperty() id: number;
  @ApiProperty({ enum: OrderFileKind, enumName: 'OrderFileKind' }) kind: OrderFileKind;
  @ApiProperty() original_name: string;
  @ApiProperty({ example: 'application/pdf' }) mime_type: string;
  @ApiProperty() size_bytes: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ description: 'Where the bytes are downloaded, with the same bearer token.' }) download_url: string;
}

export class OrderStatusChangeResponse {
  @ApiProperty() id: number;
  @ApiProperty({ ...STATUS, nullable: true, description: 'null for the order being placed.' }) from_status: OrderStatus | null;
  @ApiProperty(STATUS) to_status: OrderStatus;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who made the change; shown to the office only.' }) changed_by: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class OrderCustomerResponse {
  @ApiProperty() id: number;
  @ApiProperty() full_name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
}

/** One order with its files, receipt and status history. */
export class OrderDetailResponse extends OrderResponse {
  @ApiProperty({ type: [OrderFileResponse] }) files: OrderFileResponse[];
  @ApiProperty({ type: OrderFileResponse, nullable: true }) receipt: OrderFileResponse | null;
  @ApiProperty({ type: [OrderStatusChangeResponse] }) history: OrderStatusChangeResponse[];
  @ApiProperty({ type: OrderCustomerResponse, nullable: true, description: 'The account that ordered; shown to the office only.' })
  customer: OrderCustomerResponse | null;
}

export class DeletedFileResponse {
  @ApiProperty() id: number;
}

export class OrderStatusCountsResponse implements Record<OrderStatus, number> {
  @ApiProperty() pending: number;
  @ApiProperty() pending_payment: number;
  @ApiProperty() paid: number;
  @ApiProperty() processing: number;
  @ApiProperty() in_progress: number;
  @ApiProperty() completed: number;
  @ApiProperty() cancelled: number;
  @ApiProperty() refunded: number;
}

export class BackOfficeOrderListMeta extends PageMetaResponse {
  @ApiProperty({ type: OrderStatusCountsResponse, description: 'Orders per status for the current search, whatever the status filter (the tabs).' })
  status_counts: OrderStatusCountsResponse;
}
