import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import { Scopes } from '../../common/auth/api-key-scopes.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { CreateWebhookEndpointBody, WebhookOwnerQuery } from './dto/webhook.input.js';
import { WebhookDeliveryIdPipe, WebhookIdPipe } from './dto/webhook-id.pipe.js';
import { CreatedWebhookEndpointModel, WebhookDeliveryModel, WebhookEndpointModel } from './models/webhook.model.js';
import { toWebhookDeliveryModel, toWebhookEndpointModel } from './webhook.mapper.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * Webhook endpoints of an account (a partner) and their delivery log: admins for any account (`owner_id`), an
 * account for its own; staff are refused.
 */
@ApiTags('webhooks')
@Controller('webhooks')
@Auth('admin', 'partner')
@Scopes('webhooks:manage')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiData([RestOutput(WebhookEndpointModel)], {
    description: 'The account’s endpoints, oldest first; never a secret.',
  })
  async list(@CurrentUser() caller: AuthUser, @Query() query: WebhookOwnerQuery) {
    const endpoints = await this.webhooks.list(caller, query.ownerId);
    return { data: toRest(WebhookEndpointModel, endpoints.map(toWebhookEndpointModel)) };
  }

  @Post()
  @ApiData(RestOutput(CreatedWebhookEndpointModel), {
    status: 201,
    description: 'The endpoint and its signing secret, shown this once (422: unknown event, URL not https or inward).',
  })
  async create(@CurrentUser() caller: AuthUser, @Body() body: CreateWebhookEndpointBody) {
    const { endpoint, secret } = await this.webhooks.create(caller, body);
    return { data: toRest(CreatedWebhookEndpointModel, { endpoint: toWebhookEndpointModel(endpoint), secret }) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted, with its delivery log; nothing more is sent to it.' })
  async delete(@CurrentUser() caller: AuthUser, @Param('id', WebhookIdPipe) id: number) {
    await this.webhooks.delete(caller, id);
  }

  @Post(':id/enable')
  @HttpCode(200)
  @ApiData(RestOutput(WebhookEndpointModel), { description: 'Enabled again, its failure count at zero.' })
  async enable(@CurrentUser() caller: AuthUser, @Param('id', WebhookIdPipe) id: number) {
    return { data: toRest(WebhookEndpointModel, toWebhookEndpointModel(await this.webhooks.enable(caller, id))) };
  }

  @Get(':id/deliveries')
  @ApiData([RestOutput(WebhookDeliveryModel)], {
    description: 'The endpoint’s newest 100 deliveries, newest first, each with its attempts and answers.',
  })
  async deliveries(@CurrentUser() caller: AuthUser, @Param('id', WebhookIdPipe) id: number) {
    const deliveries = await this.webhooks.deliveries(caller, id);
    return { data: toRest(WebhookDeliveryModel, deliveries.map(toWebhookDeliveryModel)) };
  }

  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(200)
  @ApiData(RestOutput(WebhookDeliveryModel), {
    description: 'A new delivery of the same event, attempted before this answer; retried afterwards like any other.',
  })
  async replay(
    @CurrentUser() caller: AuthUser,
    @Param('id', WebhookIdPipe) id: number,
    @Param('deliveryId', WebhookDeliveryIdPipe) deliveryId: number,
  ) {
    const delivery = await this.webhooks.replay(caller, id, deliveryId);
    return { data: toRest(WebhookDeliveryModel, toWebhookDeliveryModel(delivery)) };
  }
}
