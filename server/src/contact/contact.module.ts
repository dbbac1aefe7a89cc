import { Module } from '@nestjs/common';
import { CmsModule } from '../cms/cms.module.js';
import { ContactController } from './contact.controller.js';
import {
  CONTACT_RATE_LIMIT,
  ContactRateLimiter,
  ContactRateLimitGuard,
  DEFAULT_CONTACT_RATE_LIMIT,
} from './contact-rate-limit.js';
import { ContactResolver } from './contact.resolver.js';
import { ContactService } from './contact.service.js';

@Module({
  imports: [CmsModule],
  controllers: [ContactController],
  providers: [
    { provide: CONTACT_RATE_LIMIT, useValue: DEFAULT_CONTACT_RATE_LIMIT },
    ContactRateLimiter,
    ContactRateLimitGuard,
    ContactService,
    ContactResolver,
  ],
})
export class ContactModule {}
