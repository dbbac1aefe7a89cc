import { Body, Controller, Get, Param, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { fromMulterFile } from '../../storage/file-upload.input.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { OrderUploadInterceptor } from '../files/order-upload.interceptor.js';
import { RejectionReasonModel } from '../../settings/models/settings.model.js';
import { DocumentReviewBody, FillSlotBody } from './dto/document.inputs.js';
import { DocumentUploadBody } from './dto/document-upload.body.js';
import { DocumentSlotModel } from './models/order-document.model.js';
import { toDocumentSlotModel } from './order-document.mapper.js';
import { OrderDocumentsService } from './order-documents.service.js';

type MulterFile = { originalname: string; buffer: Buffer };
const RequirementIdPipe = new IdParamPipe('رقم المستند المطلوب غير صحيح');
const DocumentIdPipe = new IdParamPipe('رقم الملف غير صحيح');

/** The required documents of an order: its owner, staff and admins see and fill them; staff and admins review. */
@ApiTags('orders')
@Controller('orders/:id/documents')
@Auth()
export class OrderDocumentsController {
  constructor(private readonly documents: OrderDocumentsService) {}

  @Get()
  @ApiData([RestOutput(DocumentSlotModel)], { description: 'One slot per required document, with every version.' })
  async list(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number) {
    return { data: toRest(DocumentSlotModel, (await this.documents.slots(caller, id)).map(toDocumentSlotModel)) };
  }

  @Post(':requirementId')
  @ApiData(RestOutput(DocumentSlotModel), { status: 201, description: 'The slot with its new version.' })
  @UseInterceptors(OrderUploadInterceptor('single', 'file'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: DocumentUploadBody })
  async fill(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @Param('requirementId', RequirementIdPipe) requirementId: number,
    @Body() body: FillSlotBody,
    @UploadedFile() file?: MulterFile,
  ) {
    const slot = await this.documents.fill(caller, id, requirementId, file && fromMulterFile(file), body.issuedOn);
    return { data: toRest(DocumentSlotModel, toDocumentSlotModel(slot)) };
  }

  @Put(':documentId/review')
  @Auth('admin', 'staff')
  @ApiData(RestOutput(DocumentSlotModel), { description: 'The slot after the decision.' })
  async review(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @Param('documentId', DocumentIdPipe) documentId: number,
    @Body() body: DocumentReviewBody,
  ) {
    const slot = await this.documents.review(caller, id, documentId, body.decision, body.reason);
    return { data: toRest(DocumentSlotModel, toDocumentSlotModel(slot)) };
  }
}

/** The reasons offered when rejecting a document (edited in the settings); any signed-in caller may read them. */
@ApiTags('orders')
@Controller('document-rejection-reasons')
@Auth()
export class RejectionReasonsController {
  constructor(private readonly documents: OrderDocumentsService) {}

  @Get()
  @ApiData([RestOutput(RejectionReasonModel)])
  async list() {
    return { data: toRest(RejectionReasonModel, await this.documents.rejectionReasons()) };
  }
}
