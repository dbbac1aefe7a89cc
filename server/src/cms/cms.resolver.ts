import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { FileUploadInput, fromGraphQLUpload } from '../storage/file-upload.input.js';
import { CmsService } from './cms.service.js';
import { CmsContentModel, CmsInput, CmsMissingTranslationModel } from './models/cms.model.js';
import { fromCmsInput, toCmsContentModel, toMissingTranslationModels } from './cms.mapper.js';
import { ContentLanguageArgs, contentLanguage } from '../common/i18n/content-language.js';
import { CmsLanguageArgs, EDITED_LANGUAGE } from './dto/cms-language.js';
import { Language } from '../generated/prisma/enums.js';

@Resolver(() => CmsContentModel)
export class CmsResolver {
  constructor(private readonly cmsService: CmsService) {}

  @Query(() => CmsContentModel, {
    description: 'The public site content: home, about, contact, site settings, terms and privacy.',
  })
  async siteContent(@Args() { language }: ContentLanguageArgs) {
    return toCmsContentModel(await this.cmsService.contentIn(contentLanguage(language)));
  }

  @Query(() => CmsContentModel, {
    description: 'The content as the back office edits it, in one language (admin only).',
  })
  @Auth('admin')
  async cms(@Args() { language }: CmsLanguageArgs) {
    return toCmsContentModel(await this.cmsService.editorContent(language ?? 'ar'));
  }

  @Query(() => [CmsMissingTranslationModel], {
    description: 'The texts the Turkish and English content still lack (admin only).',
  })
  @Auth('admin')
  async cmsMissingTranslations() {
    return toMissingTranslationModels(await this.cmsService.missingTranslations(), 'graphql');
  }

  @Mutation(() => CmsContentModel, {
    description:
      'Saves the given sections in one language (admin only): in Arabic any field; in tr or en the texts only, a list with as many items as the Arabic, an empty text reading the Arabic again.',
  })
  @Auth('admin')
  async updateCms(
    @CurrentUser() caller: AuthUser,
    @Args('input') input: CmsInput,
    @Args('language', { type: () => Language, nullable: true, description: EDITED_LANGUAGE }) language?: Language,
  ) {
    return toCmsContentModel(await this.cmsService.update(caller, fromCmsInput(input), language ?? 'ar'));
  }

  @Mutation(() => CmsContentModel, { description: 'Replaces the site logo: PNG or JPG, at most 2 MB (admin only).' })
  @Auth('admin')
  async uploadLogo(@CurrentUser() caller: AuthUser, @Args('file') file: FileUploadInput) {
    return toCmsContentModel(await this.cmsService.uploadBrandFile(caller, 'logo', fromGraphQLUpload(file), 'file'));
  }

  @Mutation(() => CmsContentModel, { description: 'Removes the site logo (admin only).' })
  @Auth('admin')
  async removeLogo(@CurrentUser() caller: AuthUser) {
    return toCmsContentModel(await this.cmsService.removeBrandFile(caller, 'logo'));
  }

  @Mutation(() => CmsContentModel, { description: 'Replaces the favicon: PNG or ICO, at most 512 KB (admin only).' })
  @Auth('admin')
  async uploadFavicon(@CurrentUser() caller: AuthUser, @Args('file') file: FileUploadInput) {
    return toCmsContentModel(await this.cmsService.uploadBrandFile(caller, 'favicon', fromGraphQLUpload(file), 'file'));
  }

  @Mutation(() => CmsContentModel, { description: 'Removes the favicon (admin only).' })
  @Auth('admin')
  async removeFavicon(@CurrentUser() caller: AuthUser) {
    return toCmsContentModel(await this.cmsService.removeBrandFile(caller, 'favicon'));
  }
}
