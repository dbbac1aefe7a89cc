import { Scopes } from '../../common/auth/api-key-scopes.js';
import {
  Controller,
  Delete,
  Get,
  Header,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { fromMulterFile } from '../../storage/file-upload.input.js';
import { FileIdPipe, OrderIdPipe } from '../dto/id-params.js';
import { AttachmentsUploadBody, ReceiptUploadBody } from './dto/upload.bodies.js';
import { contentDisposition } from '../../common/http/content-disposition.js';
import { toOrderFileModel } from '../order.mapper.js';
import { OrderFilesService } from './order-files.service.js';
import { OrderUploadInterceptor } from './order-upload.interceptor.js';
import { ApiData, ApiFile } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { DeletedFileModel, OrderFileModel } from '../models/order.model.js';

type MulterFile = { originalname: string; buffer: Buffer };

/** Receipts and attachments of an order: only for callers who may see the order. */
@ApiTags('orders')
@Controller('orders/:id')
@Auth()
export class OrderFilesController {
  constructor(private readonly files: OrderFilesService) {}

  @Post('receipt')
  @ApiData(RestOutput(OrderFileModel), {
    status: 201,
    description:
      'The receipt, submitted for review; it replaces an earlier one still waiting for review (reviewed ones stay).',
  })
  @Idempotent()
  @UseInterceptors(OrderUploadInterceptor('single', 'file'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ReceiptUploadBody })
  @Scopes('files:write')
  async uploadReceipt(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @UploadedFile() file?: MulterFile,
  ) {
    return {
      data: toRest(
        OrderFileModel,
        toOrderFileModel(await this.files.addReceipt(caller, id, file && fromMulterFile(file))),
      ),
    };
  }

  @Post('files')
  @ApiData([RestOutput(OrderFileModel)], { status: 201 })
  @Idempotent()
  @UseInterceptors(OrderUploadInterceptor('many', 'files'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AttachmentsUploadBody })
  @Scopes('files:write')
  async uploadAttachments(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @UploadedFiles() files: MulterFile[] = [],
  ) {
    const stored = await this.files.addAttachments(caller, id, files.map(fromMulterFile));
    return { data: toRest(OrderFileModel, stored.map(toOrderFileModel)) };
  }

  @Delete('files/:fileId')
  @ApiData(RestOutput(DeletedFileModel))
  @Scopes('files:write')
  async remove(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @Param('fileId', FileIdPipe) fileId: number,
  ) {
    await this.files.remove(caller, id, fileId);
    return { data: toRest(DeletedFileModel, { id: fileId }) };
  }

  @Get('files/:fileId')
  @ApiFile(['application/pdf', 'image/jpeg', 'image/png'], 'The file as uploaded.')
  @Header('Cache-Control', 'private, no-store')
  @Scopes('orders:read')
  async download(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @Param('fileId', FileIdPipe) fileId: number,
  ) {
    const { file, stream, size } = await this.files.open(caller, id, fileId);
    return new StreamableFile(stream, {
      type: file.mimeType,
      length: size,
      disposition: contentDisposition(file.originalName),
    });
  }
}
