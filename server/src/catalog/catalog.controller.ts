import { Scopes } from '../common/auth/api-key-scopes.js';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res, UploadedFile } from '@nestjs/common';
import { ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiData, ApiFile } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { DeletedServiceModel, ServiceModel } from './models/service.model.js';
import type { Request, Response } from 'express';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { UPLOAD_RULES } from '../storage/upload-check.js';
import { CatalogService } from './catalog.service.js';
import { toServiceModel } from './service.mapper.js';
import { ServiceIdPipe, ServiceListQuery } from './dto/service-list.query.js';
import { CreateServiceBody, UpdateServiceBody } from './dto/service.input.js';
import { ImageUpload, type MultipartFile, requireImage } from '../storage/image-upload.js';
import { sendImage } from '../storage/public-image.js';
import { PublicCatalogue } from './public-catalogue.js';

@ApiTags('services')
@Controller('services')
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly publicCatalogue: PublicCatalogue,
  ) {}

  /** Served from memory; a caller that sends the ETag it has gets 304 while the list is unchanged. */
  @Get()
  @ApiData([RestOutput(ServiceModel)], { description: "The active services, in the office's order, with an ETag." })
  @ApiResponse({ status: 304, description: 'Unchanged since the ETag sent in If-None-Match.' })
  @Scopes('services:read')
  async list(@Query() query: ServiceListQuery, @Req() request: Request, @Res() response: Response) {
    const list = await this.publicCatalogue.list(query.category);
    response.setHeader('Cache-Control', 'public, no-cache');
    response.setHeader('ETag', list.etag);
    if (request.fresh) return response.status(304).end();
    response.type('json').send(list.restBody);
  }

  /** An active service of the public catalogue. */
  @Get(':id')
  @ApiData(RestOutput(ServiceModel))
  @Scopes('services:read')
  async get(@Param('id', ServiceIdPipe) id: number) {
    return { data: toRest(ServiceModel, toServiceModel(await this.catalog.getPublic(id))) };
  }

  @Post()
  @ApiData(RestOutput(ServiceModel), { status: 201 })
  @Auth('admin')
  async create(@CurrentUser() caller: AuthUser, @Body() body: CreateServiceBody) {
    return { data: toRest(ServiceModel, toServiceModel(await this.catalog.create(caller, { ...body }))) };
  }

  @Put(':id')
  @ApiData(RestOutput(ServiceModel))
  @Auth('admin')
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id', ServiceIdPipe) id: number,
    @Body() body: UpdateServiceBody,
  ) {
    return { data: toRest(ServiceModel, toServiceModel(await this.catalog.update(caller, id, { ...body }))) };
  }

  /** Soft delete: the service disappears from every list; orders keep their snapshot. */
  @Delete(':id')
  @ApiData(RestOutput(DeletedServiceModel))
  @Auth('admin')
  async remove(@CurrentUser() caller: AuthUser, @Param('id', ServiceIdPipe) id: number) {
    await this.catalog.remove(caller, id);
    return { data: toRest(DeletedServiceModel, { id, deleted: true }) };
  }

  @Get(':id/image')
  @ApiFile(['image/png', 'image/jpeg', 'image/webp'], 'The service image.')
  @ApiQuery({
    name: 'v',
    required: false,
    description: 'Version from image_url; with it the answer is cached for a year.',
  })
  async image(
    @Param('id', ServiceIdPipe) id: number,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return sendImage(request, response, await this.catalog.openImage(id));
  }

  @Post(':id/image')
  @ApiData(RestOutput(ServiceModel), { status: 201 })
  @Auth('admin')
  @ImageUpload('image', UPLOAD_RULES.image.maxBytes, 'PNG, JPG or WEBP, under 5 MB')
  async uploadImage(
    @CurrentUser() caller: AuthUser,
    @Param('id', ServiceIdPipe) id: number,
    @UploadedFile() file?: MultipartFile,
  ) {
    return {
      data: toRest(
        ServiceModel,
        toServiceModel(await this.catalog.setImage(caller, id, requireImage(file, 'image'), 'image')),
      ),
    };
  }

  @Delete(':id/image')
  @ApiData(RestOutput(ServiceModel))
  @Auth('admin')
  async removeImage(@CurrentUser() caller: AuthUser, @Param('id', ServiceIdPipe) id: number) {
    return { data: toRest(ServiceModel, toServiceModel(await this.catalog.removeImage(caller, id))) };
  }
}
