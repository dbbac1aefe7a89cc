import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { ORDER_NOT_FOUND } from '../orders.service.js';

export const OrderIdPipe = new IdParamPipe(ORDER_NOT_FOUND);
export const FileIdPipe = new IdParamPipe('الملف غير موجود');
