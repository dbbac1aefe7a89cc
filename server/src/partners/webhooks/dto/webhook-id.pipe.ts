import { IdParamPipe } from '../../../common/validation/id-param.pipe.js';

export const WebhookIdPipe = new IdParamPipe('رقم نقطة الاستقبال غير صحيح');
export const WebhookDeliveryIdPipe = new IdParamPipe('رقم الإرسال غير صحيح');
