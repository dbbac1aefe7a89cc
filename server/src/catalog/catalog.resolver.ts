import { Scopes } from '../common/auth/api-key-scopes.js';
import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { pageComplexity, pageModel, toPage } from '../common/pagination.js';
import { FileUploadInput, fromGraphQLUpload } from '../storage/file-upload.input.js';
import { CatalogService } from './catalog.service.js';
import { ServiceModel, ServicePageModel } from './models/service.model.js';
import { CreateServiceInput, UpdateServiceInput } from './dto/service.input.js';
import { AdminServicesArgs, PublicServiceFilter, ServiceIdPipe } from './dto/service-list.query.js';
import { toServiceModel } from './service.mapper.js';
import { PUBLIC_CATALOGUE_ANSWERS, PublicCatalogue } from './public-catalogue.js';
import { StoredAnswerField } from '../common/graphql/stored-answers.js';

@Resolver(() => ServiceModel)
export class CatalogResolver {
  constructor(
    private readonly catalog: CatalogService,
    private readonly publicCatalogue: PublicCatalogue,
  ) {}

  @Query(() => [ServiceModel], { description: "Active services of the public catalogue, in the office's order." })
  @StoredAnswerField(PUBLIC_CATALOGUE_ANSWERS)
  @Scopes('services:read')
  async services(@Args() args: PublicServiceFilter) {
    return (await this.publicCatalogue.list(args.category)).models;
  }

  @Query(() => ServiceModel, { description: 'An active service of the public catalogue.' })
  @Scopes('services:read')
  async service(@Args('id', { type: () => Int }, ServiceIdPipe) id: number) {
    return toServiceModel(await this.catalog.getPublic(id));
  }

  @Query(() => ServicePageModel, {
    description: 'The back-office catalogue, inactive services included (staff and admins).',
    complexity: pageComplexity,
  })
  @Auth('admin', 'staff')
  async adminServices(@Args() args: AdminServicesArgs) {
    const page = toPage(args.page);
    const { items, total } = await this.catalog.listAdmin(
      { search: args.search, category: args.category, isActive: args.isActive },
      page,
    );
    return pageModel(items.map(toServiceModel), total, page);
  }

  @Mutation(() => ServiceModel)
  @Auth('admin')
  async createService(@CurrentUser() caller: AuthUser, @Args('input') input: CreateServiceInput) {
    return toServiceModel(await this.catalog.create(caller, { ...input }));
  }

  @Mutation(() => ServiceModel, { description: 'Changes the given fields, e.g. only isActive.' })
  @Auth('admin')
  async updateService(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => Int }, ServiceIdPipe) id: number,
    @Args('input') input: UpdateServiceInput,
  ) {
    return toServiceModel(await this.catalog.update(caller, id, { ...input }));
  }

  @Mutation(() => Boolean, {
    description: 'Soft delete: the service disappears from every list; orders keep their snapshot.',
  })
  @Auth('admin')
  async deleteService(@CurrentUser() caller: AuthUser, @Args('id', { type: () => Int }, ServiceIdPipe) id: number) {
    await this.catalog.remove(caller, id);
    return true;
  }

  @Mutation(() => ServiceModel, { description: 'Replaces the image: PNG, JPG or WEBP under 5 MB, checked by content.' })
  @Auth('admin')
  async uploadServiceImage(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => Int }, ServiceIdPipe) id: number,
    @Args('file') file: FileUploadInput,
  ) {
    return toServiceModel(await this.catalog.setImage(caller, id, fromGraphQLUpload(file), 'file'));
  }

  @Mutation(() => ServiceModel)
  @Auth('admin')
  async removeServiceImage(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => Int }, ServiceIdPipe) id: number,
  ) {
    return toServiceModel(await this.catalog.removeImage(caller, id));
  }
}
