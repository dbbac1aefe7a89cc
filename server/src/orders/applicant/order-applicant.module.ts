import { Module } from '@nestjs/common';
import { OrderApplicantResolver } from './order-applicant.resolver.js';
import { OrderApplicantService } from './order-applicant.service.js';

/** Whose papers an order is about: the applicant stored with the order, shown beside the account holder. */
@Module({
  providers: [OrderApplicantService, OrderApplicantResolver],
  exports: [OrderApplicantService],
})
export class OrderApplicantModule {}
