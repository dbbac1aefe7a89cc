import { Module } from '@nestjs/common';
import { CmsModule } from '../cms/cms.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { TrackingModule } from '../tracking/tracking.module.js';
import { InvoiceService } from './invoice.service.js';
import { InvoicesController } from './invoices.controller.js';
import { OfficeLetterhead } from './office-letterhead.js';
import { ReceiptService } from './receipt.service.js';
import { VerificationModule } from '../verification/verification.module.js';
import { OrderApplicantModule } from '../orders/applicant/order-applicant.module.js';

@Module({
  imports: [OrdersModule, CmsModule, SettingsModule, TrackingModule, OrderApplicantModule, VerificationModule],
  controllers: [InvoicesController],
  providers: [InvoiceService, ReceiptService, OfficeLetterhead],
})
export class InvoicesModule {}
