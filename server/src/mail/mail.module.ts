import { Global, Module } from '@nestjs/common';
import { MailSenderService } from './mail-sender.service.js';

@Global()
@Module({ providers: [MailSenderService], exports: [MailSenderService] })
export class MailModule {}
