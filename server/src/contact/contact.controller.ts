import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiData, MessageResponse } from '../common/openapi/api-responses.js';
import { ContactService } from './contact.service.js';
import { ContactMessageInput } from './dto/contact-message.input.js';
import { ContactRateLimitGuard } from './contact-rate-limit.js';
import { requestLanguage } from '../common/i18n/request-language.js';
import { wordIn } from '../common/i18n/server-text.js';

/** The public contact form: no login, limited per IP. */
@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(200)
  @UseGuards(ContactRateLimitGuard)
  @ApiData(MessageResponse, { description: 'The message was queued for the office by e-mail.' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages from this IP; see Retry-After.' })
  async send(@Body() body: ContactMessageInput) {
    await this.contact.send(body);
    return { data: { message: wordIn('تم استلام رسالتك، وسنتواصل معك في أقرب وقت', requestLanguage()) } };
  }
}
