import { Controller, Get, Headers, HttpCode, Post, Query, Req, Res, type RawBodyRequest } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NotificationStatusService } from './notification-status.service.js';

/**
 * Where WhatsApp (Meta) and Twilio report each message's fate. Public, but every POST must carry the provider's
 * signature of its raw body (401 without one, 403 when it is wrong); Meta's GET handshake needs the verify token.
 * Described in OpenAPI like every route, though only the providers call it.
 */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationCallbacksController {
  constructor(private readonly status: NotificationStatusService) {}

  @Get('whatsapp/status')
  @ApiResponse({
    status: 200,
    description:
      "Meta's subscription handshake: the challenge, read back, when the verify token is right (403 if not).",
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  async whatsappHandshake(
    @Query('hub.mode') mode: unknown,
    @Query('hub.verify_token') token: unknown,
    @Query('hub.challenge') challenge: unknown,
    @Res({ passthrough: true }) response: Response,
  ) {
    const answer = await this.status.whatsappHandshake(mode, token, challenge);
    // Meta reads the challenge back as the whole body.
    response.type('text/plain');
    return answer;
  }

  @Post('whatsapp/status')
  @HttpCode(200)
  @ApiResponse({
    status: 200,
    description:
      'Statuses of WhatsApp messages taken (empty body); 401 without X-Hub-Signature-256, 403 when it is wrong.',
    content: { 'text/plain': { schema: { type: 'string', maxLength: 0 } } },
  })
  async whatsapp(@Req() request: RawBodyRequest<Request>, @Headers('x-hub-signature-256') signature?: string) {
    await this.status.whatsappCallback(request.rawBody, signature);
  }

  @Post('sms/status')
  @HttpCode(200)
  @ApiResponse({
    status: 200,
    description: 'The status of an SMS taken (empty body); 401 without X-Twilio-Signature, 403 when it is wrong.',
    content: { 'text/plain': { schema: { type: 'string', maxLength: 0 } } },
  })
  async sms(@Req() request: RawBodyRequest<Request>, @Headers('x-twilio-signature') signature?: string) {
    await this.status.smsCallback(request.rawBody, signature);
  }
}
