import { Controller, Get, Query } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators.js';
import { ApiPage } from '../common/openapi/api-responses.js';
import { toRestPage } from '../common/output/rest-output.js';
import { pageModel, toPage } from '../common/pagination.js';
import { AuditListQuery } from './dto/audit-list.query.js';
import { AuditPageModel } from './models/audit-entry.model.js';
import { toAuditEntryModel } from './audit-entry.mapper.js';
import { AuditService } from './audit.service.js';

/** The audit log on screen: admins only. */
@ApiTags('admin')
@Controller('admin/audit')
@Auth('admin')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiPage(AuditPageModel, {
    description: 'Who did what and when, newest first: by actor, action and office days (Istanbul), paginated.',
  })
  async list(@Query() query: AuditListQuery) {
    const page = toPage(query);
    const { items, total } = await this.audit.list(query, page);
    return toRestPage(AuditPageModel, pageModel(items.map(toAuditEntryModel), total, page));
  }

  @Get('actions')
  @ApiResponse({
    status: 200,
    description: 'Every action code recorded so far, for the filter.',
    schema: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { type: 'string' } } } },
  })
  async actions() {
    return { data: await this.audit.actions() };
  }
}
