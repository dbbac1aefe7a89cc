import { Module } from '@nestjs/common';
import { AdminCatalogController } from './admin-catalog.controller.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogResolver } from './catalog.resolver.js';
import { CatalogService } from './catalog.service.js';
import { PublicCatalogue } from './public-catalogue.js';

@Module({
  controllers: [CatalogController, AdminCatalogController],
  providers: [CatalogService, CatalogResolver, PublicCatalogue],
  exports: [CatalogService, PublicCatalogue],
})
export class CatalogModule {}
