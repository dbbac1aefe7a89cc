import { Module } from '@nestjs/common';
import { TrackingModule } from '../tracking/tracking.module.js';
import { IssuedDocumentsService } from './issued-documents.service.js';
import { VerificationController } from './verification.controller.js';
import { VerificationResolver } from './verification.resolver.js';

/**
 * Documents anyone can verify: the numbers and codes of issued invoices and receipts (for the PDFs) and the
 * public lookup by code, which shares the per-IP limit of tracking (both answer a guessable identifier).
 */
@Module({
  imports: [TrackingModule],
  controllers: [VerificationController],
  providers: [IssuedDocumentsService, VerificationResolver],
  exports: [IssuedDocumentsService],
})
export class VerificationModule {}
