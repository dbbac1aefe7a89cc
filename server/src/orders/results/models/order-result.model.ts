import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../../common/output/output-field.js';

@ObjectType('OrderResultFile', { description: 'A file the office delivered as the order’s result.' })
export class OrderResultFileModel {
  @OutputField(() => Int) id: number;
  @OutputField() originalName: string;
  @OutputField({ openApi: { example: 'application/pdf' } }) mimeType: string;
  @OutputField(() => Int) sizeBytes: number;
  @OutputField() createdAt: Date;
  @OutputField({ description: 'REST path of the bytes (GET with the same bearer token).' }) downloadUrl: string;
  @OutputField(() => Date, {
    nullable: true,
    description: 'When the order’s owner first downloaded it; only staff and admins see it.',
  })
  firstDownloadedAt: Date | null;
}

@ObjectType('OrderResult', {
  description: 'A result delivered on an order: its files, a note and, when an original goes by courier, its record.',
})
export class OrderResultModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => String, { nullable: true }) note: string | null;
  @OutputField(() => String, { nullable: true, description: 'The courier carrying the original.' })
  carrier: string | null;
  @OutputField(() => String, { nullable: true, description: 'The courier’s tracking number.' })
  courierTrackingNumber: string | null;
  @OutputField(() => String, { nullable: true, description: 'Who delivered it; only staff and admins see it.' })
  createdByName: string | null;
  @OutputField() createdAt: Date;
  @OutputField(() => [OrderResultFileModel]) files: OrderResultFileModel[];
}
