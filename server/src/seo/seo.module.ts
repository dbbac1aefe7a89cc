import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CmsModule } from '../cms/cms.module.js';
import { SearchPagesService } from './search-pages.service.js';

/** What search engines read: the public pages' heads, the sitemap and robots.txt (served by app.factory's page handler). */
@Module({
  imports: [CmsModule, CatalogModule],
  providers: [SearchPagesService],
  exports: [SearchPagesService],
})
export class SeoModule {}
