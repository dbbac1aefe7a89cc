import { Body, Controller, Get, Param, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { fromMulterFile } from '../../storage/file-upload.input.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { OrderUploadInterceptor } from '../files/order-upload.interceptor.js';
import { AddResultBody, ResultUploadBody } from './dto/add-result.input.js';
import { OrderResultModel } from './models/order-result.model.js';
import { toOrderResultModel } from './order-result.mapper.js';
import { OrderResultsService } from './order-results.service.js';

type MulterFile = { originalname: string; buffer: Buffer };

/** Results delivered on an order: staff and admins add them; the owner, staff and admins list them. */
@ApiTags('orders')
@Controller('orders/:id/results')
export class OrderResultsController {
  constructor(private readonly results: OrderResultsService) {}

  @Post()
  @ApiData(RestOutput(OrderResultModel), {
    status: 201,
    description: 'The delivered result; the client is e-mailed a link to the order.',
  })
  @Auth('admin', 'staff')
  @UseInterceptors(OrderUploadInterceptor('many', 'files'))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: ResultUploadBody })
  async add(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @Body() body: AddResultBody,
    @UploadedFiles() files: MulterFile[] = [],
  ) {
    const result = await this.results.add(caller, id, body, files.map(fromMulterFile));
    return { data: toRest(OrderResultModel, toOrderResultModel(result, caller)) };
  }

  @Get()
  @ApiData([RestOutput(OrderResultModel)], { description: 'The order’s results, oldest first.' })
  @Auth()
  async list(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number) {
    const rows = await this.results.list(caller, id);
    return {
      data: toRest(
        OrderResultModel,
        rows.map((row) => toOrderResultModel(row, caller)),
      ),
    };
  }
}
