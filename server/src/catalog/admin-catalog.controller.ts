import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators.js';
import { pageModel, toPage } from '../common/pagination.js';
import { ApiPage } from '../common/openapi/api-responses.js';
import { toRestPage } from '../common/output/rest-output.js';
import { ServicePageModel } from './models/service.model.js';
import { CatalogService } from './catalog.service.js';
import { toServiceModel } from './service.mapper.js';
import { AdminServiceListQuery } from './dto/service-list.query.js';

/** The back office's catalogue: staff read it, admins also edit it (through /services). */
@ApiTags('admin')
@Controller('admin/services')
export class AdminCatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @ApiPage(ServicePageModel, { description: 'Every service, active or not, with the filters.' })
  @Auth('admin', 'staff')
  async list(@Query() query: AdminServiceListQuery) {
    const page = toPage(query);
    const { items, total } = await this.catalog.listAdmin(
      { search: query.search, category: query.category, isActive: query.isActive },
      page,
    );
    return toRestPage(ServicePageModel, pageModel(items.map(toServiceModel), total, page));
  }
}
