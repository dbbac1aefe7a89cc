import { Int, ObjectType } from '@nestjs/graphql';
import { OrderDocumentStatus } from '../../../generated/prisma/enums.js';
import { OutputField } from '../../../common/output/output-field.js';
import { RequiredDocumentModel } from '../../../catalog/required-documents/required-document.model.js';
import { OrderFileModel } from '../../models/order.model.js';
import { DocumentSlotState } from '../document-slots.js';

@ObjectType('OrderDocument', { description: 'One uploaded version of a required document, with its review.' })
export class OrderDocumentModel {
  @OutputField(() => Int, { description: 'The version’s id (what a review names).' }) id: number;
  @OutputField(() => Int) requirementId: number;
  @OutputField(() => OrderDocumentStatus) status: OrderDocumentStatus;
  @OutputField(() => String, { nullable: true, description: 'The issue date the client gave (YYYY-MM-DD).' })
  issuedOn: string | null;
  @OutputField(() => String, { nullable: true, description: 'Why it was rejected.' }) reviewReason: string | null;
  @OutputField(() => String, { nullable: true, description: 'Who accepted or rejected it, as named then.' })
  reviewedByName: string | null;
  @OutputField(() => Date, { nullable: true }) reviewedAt: Date | null;
  @OutputField(() => String, { nullable: true, description: 'Who uploaded it.' }) uploadedByName: string | null;
  @OutputField() createdAt: Date;
  @OutputField(() => OrderFileModel, { description: 'The bytes, downloaded through the order’s file route.' })
  file: OrderFileModel;
}

@ObjectType('DocumentSlot', { description: 'One required document of an order: its state and every version.' })
export class DocumentSlotModel {
  @OutputField(() => Int) requirementId: number;
  @OutputField(() => RequiredDocumentModel) requirement: RequiredDocumentModel;
  @OutputField(() => DocumentSlotState) state: DocumentSlotState;
  @OutputField(() => String, { nullable: true, description: 'While rejected: why, so the client can upload again.' })
  rejectionReason: string | null;
  @OutputField(() => [OrderDocumentModel], { description: 'Every version, newest first.' })
  versions: OrderDocumentModel[];
}
