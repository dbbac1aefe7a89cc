import { IdParamPipe } from '../../common/validation/id-param.pipe.js';

export const UserIdPipe = new IdParamPipe('رقم المستخدم غير صحيح');
