import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import { Scopes } from '../../common/auth/api-key-scopes.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import {
  CreateWebhookEndpointInput,
  WebhookDeliveryArgs,
  WebhookEndpointArgs,
  WebhookOwnerArgs,
} from './dto/webhook.input.js';
import { CreatedWebhookEndpointModel, WebhookDeliveryModel, WebhookEndpointModel } from './models/webhook.model.js';
import { toWebhookDeliveryModel, toWebhookEndpointModel } from './webhook.mapper.js';
import { WebhooksService } from './webhooks.service.js';

/** The same operations as REST `/webhooks`, for admins (any account) and an account itself; staff are refused. */
@Resolver(() => WebhookEndpointModel)
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Query(() => [WebhookEndpointModel], { description: 'An account’s webhook endpoints, oldest first; never a secret.' })
  @Auth('admin', 'partner')
  @Scopes('webhooks:manage')
  async webhookEndpoints(@CurrentUser() caller: AuthUser, @Args() args: WebhookOwnerArgs) {
    return (await this.webhooks.list(caller, args.ownerId)).map(toWebhookEndpointModel);
  }

  @Mutation(() => CreatedWebhookEndpointModel, {
    description: 'Registers an endpoint; the answer holds its signing secret, shown this once.',
  })
  @Auth('admin', 'partner')
  @Scopes('webhooks:manage')
  async createWebhookEndpoint(@CurrentUser() caller: AuthUser, @Args() args: CreateWebhookEndpointInput) {
    const { endpoint, secret } = await this.webhooks.create(caller, args);
    return { endpoint: toWebhookEndpointModel(endpoint), secret };
  }

  @Mutation(() => WebhookEndpointModel, {
    description: 'Deletes an endpoint and its delivery log; answers it as it was.',
  })
  @Auth('admin', 'partner')
  @Scopes('webhooks:manage')
  async deleteWebhookEndpoint(@CurrentUser() caller: AuthUser, @Args() args: WebhookEndpointArgs) {
    return toWebhookEndpointModel(await this.webhooks.delete(caller, args.id));
  }

  @Mutation(() => WebhookEndpointModel, { description: 'Enables a disabled endpoint again.' })
  @Auth('admin', 'partner')
  @Scopes('webhooks:manage')
  async enableWebhookEndpoint(@CurrentUser() caller: AuthUser, @Args() args: WebhookEndpointArgs) {
    return toWebhookEndpointModel(await this.webhooks.enable(caller, args.id));
  }

  @Query(() => [WebhookDeliveryModel], { description: 'An endpoint’s newest 100 deliveries with their attempts.' })
  @Auth('admin', 'partner')
  @Scopes('webhooks:manage')
  async webhookDeliveries(@CurrentUser() caller: AuthUser, @Args() args: WebhookEndpointArgs) {
    return (await this.webhooks.deliveries(caller, args.id)).map(toWebhookDeliveryModel);
  }

  @Mutation(() => WebhookDeliveryModel, { description: 'Sends a delivery’s event again now, as a new delivery.' })
  @Auth('admin', 'partner')
  @Scopes('webhooks:manage')
  async replayWebhookDelivery(@CurrentUser() caller: AuthUser, @Args() args: WebhookDeliveryArgs) {
    return toWebhookDeliveryModel(await this.webhooks.replay(caller, args.id, args.deliveryId));
  }
}
