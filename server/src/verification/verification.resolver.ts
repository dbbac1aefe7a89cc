import { UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { TrackingRateLimitGuard } from '../tracking/tracking-rate-limit.guard.js';
import { IssuedDocumentsService } from './issued-documents.service.js';
import { VerifiedDocumentModel } from './models/verified-document.model.js';
import { toVerifiedDocumentModel } from './verified-document.mapper.js';

@Resolver()
export class VerificationResolver {
  constructor(private readonly documents: IssuedDocumentsService) {}

  @Query(() => VerifiedDocumentModel, {
    description:
      'Public verification of an issued invoice or receipt by its code (any case, trimmed); limited per IP ' +
      'with tracking; no personal data. Unknown codes: NOT_FOUND / DOCUMENT_NOT_FOUND.',
  })
  @UseGuards(TrackingRateLimitGuard)
  async verifyDocument(@Args('code') code: string) {
    return toVerifiedDocumentModel(await this.documents.verify(code));
  }
}
