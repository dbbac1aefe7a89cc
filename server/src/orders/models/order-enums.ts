import { registerEnumType } from '@nestjs/graphql';
import { OrderFileKind, OrderStatus, PaymentMethod } from '../../generated/prisma/enums.js';

registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'The order lifecycle of decisions section 2.' });
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });
registerEnumType(OrderFileKind, { name: 'OrderFileKind', description: 'attachment: a document for the service; receipt: the payment receipt.' });

export { OrderFileKind, OrderStatus, PaymentMethod };
