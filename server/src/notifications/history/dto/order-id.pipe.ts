import { IdParamPipe } from '../../../common/validation/id-param.pipe.js';

/** The order named in the path (REST) or the arguments (GraphQL), with the orders' own wording when it is not an id. */
export const OrderIdPipe = new IdParamPipe('رقم الطلب غير صحيح');
