import { Args, Query, Resolver } from '@nestjs/graphql';
import { ServiceCategory } from '../generated/prisma/enums.js';
import { CatalogService } from './catalog.service.js';
import { ServiceModel } from './models/service.model.js';
import { toServiceModel } from './service.mapper.js';

@Resolver(() => ServiceModel)
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query(() => [ServiceModel], { description: "Active services of the public catalogue, in the office's order." })
  async services(@Args('category', { type: () => ServiceCategory, nullable: true }) category?: ServiceCategory) {
    const services = await this.catalog.listPublic({ category: category ?? undefined });
    return services.map(toServiceModel);
  }
}
