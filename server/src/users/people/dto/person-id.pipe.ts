import { IdParamPipe } from '../../../common/validation/id-param.pipe.js';

export const PersonIdPipe = new IdParamPipe('رقم الشخص غير صحيح');
