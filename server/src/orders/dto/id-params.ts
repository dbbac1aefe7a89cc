import { IdParamPipe } from '../../common/validation/id-param.pipe.js';

export const OrderIdPipe = new IdParamPipe('رقم الطلب غير صحيح');
export const FileIdPipe = new IdParamPipe('رقم الملف غير صحيح');
