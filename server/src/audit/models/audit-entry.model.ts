import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../common/output/output-field.js';
import { PageOf } from '../../common/pagination.js';

@ObjectType('AuditChange', { description: 'One detail of an audited action, flattened to a name and its text.' })
export class AuditChangeModel {
  @OutputField({ description: 'The detail’s name; nested details joined with dots (`to.name`).' }) field: string;
  @OutputField(() => String, { nullable: true, description: 'Its value as text; null when empty.' })
  value: string | null;
}

@ObjectType('AuditEntry', { description: 'Who did what to which record, when and from where.' })
export class AuditEntryModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => Int, { nullable: true, description: 'The actor’s account; null once it is deleted.' })
  actorId: number | null;
  @OutputField(() => String, { nullable: true, description: 'The actor as named then.' }) actorName: string | null;
  @OutputField(() => String, { nullable: true }) actorEmail: string | null;
  @OutputField({ description: 'What was done, as a code (`order.status_changed`).' }) action: string;
  @OutputField({ description: 'The kind of record (`order`, `user`, `service`, …).' }) entityType: string;
  @OutputField(() => String, { nullable: true }) entityId: string | null;
  @OutputField(() => [AuditChangeModel], { description: 'The change, as name and value pairs.' })
  changes: AuditChangeModel[];
  @OutputField(() => String, { nullable: true }) ip: string | null;
  @OutputField() createdAt: Date;
}

@ObjectType('AuditPage')
export class AuditPageModel extends PageOf(AuditEntryModel) {}
