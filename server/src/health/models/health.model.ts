import { Int } from '@nestjs/graphql';
import { RestField } from '../../common/output/output-field.js';

/** The database part of the health answer (REST only: GraphQL has no health query). */
export class DatabaseHealthModel {
  @RestField(() => String, { description: 'The embedded database or PostgreSQL.', openApi: { enum: ['pglite', 'postgresql'] } }) kind: string;
  @RestField(() => String, { openApi: { enum: ['up', 'down'] } }) status: 'up' | 'down';
  @RestField(() => Int, { description: 'How long `SELECT 1` took, while up.', optional: true }) latencyMs?: number;
}

export class HealthModel {
  @RestField(() => String, { openApi: { enum: ['ok', 'error'] } }) status: 'ok' | 'error';
  @RestField(() => DatabaseHealthModel) database: DatabaseHealthModel;
}
