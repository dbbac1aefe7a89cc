import { Query, Resolver } from '@nestjs/graphql';
import { SiteConfigService } from './site-config.service.js';
import { PublicConfigModel } from './models/public-config.model.js';
import { toPublicConfigModel } from './site-config.mapper.js';

@Resolver(() => PublicConfigModel)
export class SiteConfigResolver {
  constructor(private readonly siteConfig: SiteConfigService) {}

  @Query(() => PublicConfigModel, {
    description: 'Password minimum, branding, contact details, languages and payment instructions.',
  })
  async publicConfig() {
    return toPublicConfigModel(await this.siteConfig.get());
  }
}
