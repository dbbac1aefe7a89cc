import { Args, Query, Resolver } from '@nestjs/graphql';
import { ContentLanguageArgs, contentLanguage } from '../common/i18n/content-language.js';
import { SiteConfigService } from './site-config.service.js';
import { PublicConfigModel } from './models/public-config.model.js';
import { toPublicConfigModel } from './site-config.mapper.js';

@Resolver(() => PublicConfigModel)
export class SiteConfigResolver {
  constructor(private readonly siteConfig: SiteConfigService) {}

  @Query(() => PublicConfigModel, {
    description: 'Password minimum, branding, contact details, languages and payment instructions.',
  })
  async publicConfig(@Args() { language }: ContentLanguageArgs) {
    return toPublicConfigModel(await this.siteConfig.get(contentLanguage(language)));
  }
}
