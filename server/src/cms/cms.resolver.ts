import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { FileUploadInput, fromGraphQLUpload } from '../storage/file-upload.input.js';
import { CmsService } from './cms.service.js';
import { CmsContentModel, CmsInput } from './models/cms.model.js';
import { fromCmsInput, toCmsContentModel } from './cms.mapper.js';

@Resolver(() => CmsContentModel)
export class CmsResolver {
  constructor(private readonly cmsService: CmsService) {}

  @Query(() => CmsContentModel, {
    description: 'The public site content: home, about, contact, site settings, terms and privacy.',
  })
  async siteContent() {
    return toCmsContentModel(await this.cmsService.getAll());
  }

  @Query(() => CmsContentModel, { description: 'The content as the back office edits it (admin only).' })
  @Auth('admin')
  async cms() {
    return toCmsContentModel(await this.cmsService.getAll());
  }

  @Mutation(() => CmsContentModel, { description: 'Saves the given sections (admin only).' })
  @Auth('admin')
  async updateCms(@CurrentUser() caller: AuthUser, @Args('input') input: CmsInput) {
    return toCmsContentModel(await this.cmsService.update(caller, fromCmsInput(input)));
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
