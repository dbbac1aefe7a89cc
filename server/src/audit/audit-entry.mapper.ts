import type { AuditLog } from '../generated/prisma/client.js';
import type { AuditChangeModel, AuditEntryModel } from './models/audit-entry.model.js';

/** A JSON value as name/value pairs: objects flattened with dots, lists and scalars as text. */
export function flattenDetails(value: unknown, prefix = ''): AuditChangeModel[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) return [{ field: prefix, value: null }];
    return entries.flatMap(([key, inner]) => flattenDetails(inner, prefix ? `${prefix}.${key}` : key));
  }
  if (!prefix) return value === null || value === undefined ? [] : [{ field: 'value', value: textOf(value) }];
  return [{ field: prefix, value: textOf(value) }];
}

const textOf = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

export const toAuditEntryModel = (row: AuditLog): AuditEntryModel => ({
  id: row.id,
  actorId: row.actorId,
  actorName: row.actorName,
  actorEmail: row.actorEmail,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  changes: flattenDetails(row.details),
  ip: row.ip,
  createdAt: row.createdAt,
});
