import { registerOutputEnum } from '../common/output/output-field.js';
import {
  ApplicantKind,
  ApplicantRelation,
  BackupFailureReason,
  BackupStatus,
  BackupTrigger,
  Currency,
  IssuedDocumentKind,
  Language,
  NotificationChannel,
  NotificationStatus,
  OrderDocumentStatus,
  OrderFileKind,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ReceiptStatus,
  QuestionType,
  Role,
  ServiceCategory,
} from '../generated/prisma/enums.js';
import { NotificationKindModel } from '../dashboard/models/back-office.model.js';
import { DocumentFileType } from '../catalog/required-documents/document-file-types.js';
import { DocumentSlotState } from '../orders/documents/document-slots.js';
import { OrderChangeKind } from '../orders/live/order-events.js';
import { BackupFrequency } from '../settings/models/settings.model.js';
import { DueState } from '../orders/order-due-state.js';

/**
 * Every enum the GraphQL schema shows (and REST names alike), registered once, here, before the schema is built (the app
 * module imports this file), so no feature depends on another having registered an enum first.
 */
registerOutputEnum(Role, { name: 'Role' });
registerOutputEnum(ServiceCategory, { name: 'ServiceCategory' });
registerOutputEnum(Currency, { name: 'Currency' });
registerOutputEnum(OrderStatus, {
  name: 'OrderStatus',
  description:
    'The order lifecycle: pending → pending_payment → paid → processing → in_progress → completed; cancelled or refunded end it.',
});
registerOutputEnum(PaymentMethod, { name: 'PaymentMethod' });
registerOutputEnum(PaymentStatus, {
  name: 'PaymentStatus',
  description:
    'Where an order’s money stands: unpaid, partial, paid (the balance reached zero), refunded (everything paid was given back) or waived (by an admin with a reason, or a free service).',
});
registerOutputEnum(ReceiptStatus, {
  name: 'ReceiptStatus',
  description:
    'A client’s receipt: submitted (waiting for staff), accepted (its payment recorded) or rejected (with a reason).',
});
registerOutputEnum(IssuedDocumentKind, {
  name: 'IssuedDocumentKind',
  description: 'An invoice of an order or a receipt of a payment.',
});
registerOutputEnum(OrderFileKind, {
  name: 'OrderFileKind',
  description:
    'attachment: a document for the service; receipt: the payment receipt; document: a version of a required document (see the order’s documents).',
});
registerOutputEnum(BackupStatus, {
  name: 'BackupStatus',
  description: 'running while the archive is written, then completed or failed.',
});
registerOutputEnum(BackupTrigger, {
  name: 'BackupTrigger',
  description: 'manual ("create now") or scheduled (the settings\' schedule).',
});
registerOutputEnum(BackupFailureReason, {
  name: 'BackupFailureReason',
  description:
    'interrupted: the server making it stopped; storage_unavailable: the bucket or disk could not be written; database_error: the database could not be read.',
});
registerOutputEnum(Language, { name: 'Language' });
registerOutputEnum(QuestionType, {
  name: 'QuestionType',
  description: "The kind of answer an intake question asks for, which chooses the browser's input and the rules.",
});
registerOutputEnum(BackupFrequency, { name: 'BackupFrequency' });
registerOutputEnum(DueState, {
  name: 'DueState',
  description:
    'overdue: the due moment has passed; soon: it comes within 24 hours. Orders waiting for the client (the clock paused) and orders done with have none.',
});
registerOutputEnum(NotificationKindModel, {
  name: 'BackOfficeNotificationKind',
  description:
    'order_placed: a new order; receipt_uploaded: a payment receipt was uploaded; document_uploaded: a client uploaded a required document (it waits for review); client_answered: a client answered the office on a held order; client_message: a client wrote a message on an order; order_assigned: someone else assigned an order to the caller.',
});
registerOutputEnum(ApplicantKind, {
  name: 'ApplicantKind',
  description:
    'Whose papers an order is about: self (the account holder), relative, or power_of_attorney (someone who gave the account holder a power of attorney).',
});
registerOutputEnum(ApplicantRelation, {
  name: 'ApplicantRelation',
  description: 'How a relative is related to the account holder.',
});
registerOutputEnum(DocumentFileType, {
  name: 'DocumentFileType',
  description: 'A file type a required document accepts.',
});
registerOutputEnum(OrderDocumentStatus, {
  name: 'OrderDocumentStatus',
  description: 'submitted: waiting for review; accepted; rejected (with a reason; the slot is open again).',
});
registerOutputEnum(DocumentSlotState, {
  name: 'DocumentSlotState',
  description:
    'missing: nothing uploaded; submitted: waiting for review; accepted; rejected: the newest version was rejected, upload again.',
});
registerOutputEnum(OrderChangeKind, {
  name: 'OrderChangeKind',
  description:
    'What changed on an order (orderChanged): a message, an internal note (staff and admins only), a file, a required document, a result, a hold, a payment, a status change, an assignment (staff and admins only), or the order itself.',
});
registerOutputEnum(NotificationChannel, { name: 'NotificationChannel', description: 'whatsapp, sms or email.' });
registerOutputEnum(NotificationStatus, {
  name: 'NotificationStatus',
  description:
    'A WhatsApp or SMS message’s fate: queued (waiting or retrying), sent (the provider took it), delivered, read, or failed (with the reason).',
});
