import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiParam, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiData } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { TrackingRateLimitGuard } from '../tracking/tracking-rate-limit.guard.js';
import { IssuedDocumentsService } from './issued-documents.service.js';
import { VerifiedDocumentModel } from './models/verified-document.model.js';
import { toVerifiedDocumentModel } from './verified-document.mapper.js';

/** Public verification of an issued invoice or receipt by its code: no login, limited per IP, no personal data. */
@ApiTags('verification')
@Controller('verify')
export class VerificationController {
  constructor(private readonly documents: IssuedDocumentsService) {}

  @Get(':code')
  @UseGuards(TrackingRateLimitGuard)
  @ApiData(RestOutput(VerifiedDocumentModel))
  @ApiParam({ name: 'code', example: 'K7M2QX9PLA', description: 'Any case; surrounding spaces are ignored.' })
  @ApiNotFoundResponse({ description: 'DOCUMENT_NOT_FOUND: the office issued no document with this code.' })
  @ApiTooManyRequestsResponse({ description: 'Too many lookups from this IP (shared with tracking); see Retry-After.' })
  async verify(@Param('code') code: string) {
    return { data: toRest(VerifiedDocumentModel, toVerifiedDocumentModel(await this.documents.verify(code))) };
  }
}
