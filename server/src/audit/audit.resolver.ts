import { Args, Query, Resolver } from '@nestjs/graphql';
import { Auth } from '../common/auth/auth.decorators.js';
import { pageComplexity, pageModel, toPage } from '../common/pagination.js';
import { AuditLogArgs } from './dto/audit-list.query.js';
import { AuditPageModel } from './models/audit-entry.model.js';
import { toAuditEntryModel } from './audit-entry.mapper.js';
import { AuditService } from './audit.service.js';

@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Query(() => AuditPageModel, {
    description: 'The audit log, newest first: by actor, action and office days (Istanbul); admins only.',
    complexity: pageComplexity,
  })
  @Auth('admin')
  async auditLog(@Args() args: AuditLogArgs) {
    const page = toPage(args.page);
    const { items, total } = await this.audit.list(args, page);
    return pageModel(items.map(toAuditEntryModel), total, page);
  }

  @Query(() => [String], { description: 'Every action code recorded so far, for the filter (admins).' })
  @Auth('admin')
  async auditActions() {
    return this.audit.actions();
  }
}
