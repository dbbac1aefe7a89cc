import { registerEnumType } from '@nestjs/graphql';
import { OrderStatus, PaymentMethod } from '../../generated/prisma/enums.js';

registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'The order lifecycle of decisions section 2.' });
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });

export { OrderStatus, PaymentMethod };
