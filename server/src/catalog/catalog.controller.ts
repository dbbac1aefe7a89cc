import { Controller, Get, Query } from '@nestjs/common';
import { CatalogService } from './catalog.service.js';
import { toServiceResponse } from './service.mapper.js';
import { ServiceListQuery } from './dto/service-list.query.js';

@Controller('services')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  async list(@Query() query: ServiceListQuery) {
    const services = await this.catalog.listPublic({ category: query.category });
    return { data: services.map(toServiceResponse) };
  }
}
