import { registerEnumType } from '@nestjs/graphql';
import { BackupFailureReason, BackupStatus, BackupTrigger, Currency, OrderFileKind, OrderStatus, PaymentMethod, Role, ServiceCategory } from '../generated/prisma/enums.js';
import { NotificationKindModel } from '../dashboard/models/back-office.model.js';
import { BackupFrequency, Language } from '../settings/models/settings.model.js';

/**
 * Every enum the GraphQL schema shows, registered once, here, before the schema is built (the app
 * module imports this file), so no feature depends on another having registered an enum first.
 */
registerEnumType(Role, { name: 'Role' });
registerEnumType(ServiceCategory, { name: 'ServiceCategory' });
registerEnumType(Currency, { name: 'Currency' });
registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'The order lifecycle: pending → pending_payment → paid → processing → in_progress → completed; cancelled or refunded end it.' });
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });
registerEnumType(OrderFileKind, { name: 'OrderFileKind', description: 'attachment: a document for the service; receipt: the payment receipt.' });
registerEnumType(BackupStatus, { name: 'BackupStatus', description: 'running while the archive is written, then completed or failed.' });
registerEnumType(BackupTrigger, { name: 'BackupTrigger', description: 'manual ("create now") or scheduled (the settings\' schedule).' });
registerEnumType(BackupFailureReason, {
  name: 'BackupFailureReason',
  description: 'interrupted: the server making it stopped; storage_unavailable: the bucket or disk could not be written; database_error: the database could not be read.',
});
registerEnumType(Language, { name: 'Language' });
registerEnumType(BackupFrequency, { name: 'BackupFrequency' });
registerEnumType(NotificationKindModel, { name: 'BackOfficeNotificationKind', description: 'order_placed: a new order; receipt_uploaded: a payment receipt was uploaded.' });
