import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ContactService } from './contact.service.js';
import { ContactMessageInput } from './dto/contact-message.input.js';
import { ContactRateLimitGuard } from './contact-rate-limit.js';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Mutation(() => Boolean, {
    description: 'Sends a message from the contact page to the office by e-mail (public; limited per IP).',
  })
  @UseGuards(ContactRateLimitGuard)
  async sendContactMessage(@Args('input') input: ContactMessageInput) {
    await this.contact.send(input);
    return true;
  }
}
