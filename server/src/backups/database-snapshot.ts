import { createHash } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.js';
import { APPLIED_MIGRATIONS_SQL } from '../database/migrations.js';

type Tx = Prisma.TransactionClient;

/** A table as the archive describes it: columns in order with their SQL types, for restore to cast back. */
export type TableShape = { name: string; columns: { name: string; type: string }[] };
export type TableDump = TableShape & { rows: number; sha256: string; lines: string[] };
export type SequenceValue = { name: string; value: string; isCalled: boolean };

/** The backup records describe the archives; they stay as they are when data is restored. */
export const KEPT_TABLE = 'backups';
const MIGRATIONS_TABLE = '_prisma_migrations';

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The same text form on every engine and every server setting: values are written and read back
 * through PostgreSQL's own text input and output, so the checksums agree across PGlite and PostgreSQL.
 */
export async function fixTextForm(tx: Tx) {
  for (const setting of [
    `TimeZone = 'UTC'`,
    `DateStyle = 'ISO, YMD'`,
    `IntervalStyle = 'postgres'`,
    'extra_float_digits = 3',
    `bytea_output = 'hex'`,
  ]) {
    await tx.$executeRawUnsafe(`SET LOCAL ${setting}`);
  }
}

/** Every table of the product's schema but the migrations and the backup records, parents before children. */
export async function dataTables(tx: Tx): Promise<TableShape[]> {
  const columns = await tx.$queryRawUnsafe<{ table: string; column: string; type: string }[]>(`
    SELECT c.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS "type"
    FROM pg_class c
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
      AND c.relname NOT IN ('${MIGRATIONS_TABLE}', '${KEPT_TABLE}')
    ORDER BY c.relname, a.attnum`);
  const links = await tx.$queryRawUnsafe<{ child: string; parent: string }[]>(`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid
    JOIN pg_class parent ON parent.oid = k.confrelid
    WHERE k.contype = 'f' AND child.relnamespace = current_schema()::regnamespace`);
  const shapes = new Map<string, TableShape>();
  for (const { table, column, type } of columns) {
    const shape = shapes.get(table) ?? { name: table, columns: [] };
    shape.columns.push({ name: column, type });
    shapes.set(table, shape);
  }
  return foreignKeyOrder([...shapes.values()], links);
}

/** Parents first (a child's rows can only go in after the rows they point to), alphabetical otherwise. */
export function foreignKeyOrder<T extends { name: string }>(
  tables: T[],
  links: { child: string; parent: string }[],
): T[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) || !byName.has(name)) return;
    state.set(name, 'visiting');
    for (const link of links) if (link.child === name && link.parent !== name) visit(link.parent);
    state.set(name, 'done');
    ordered.push(byName.get(name)!);
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return ordered;
}

async function primaryKey(tx: Tx, table: string): Promise<string[]> {
  const rows = await tx.$queryRawUnsafe<{ column: string }[]>(
    `SELECT a.attname AS "column" FROM pg_index i
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    quoteIdent(table),
  );
  return rows.map((r) => r.column);
}

/** One table as NDJSON lines: each row a JSON array of its values in PostgreSQL's text form (or null). */
export async function dumpTable(tx: Tx, table: TableShape): Promise<TableDump> {
  const key = await primaryKey(tx, table.name);
  const order = (key.length > 0 ? key : table.columns.map((c) => c.name)).map(quoteIdent).join(', ');
  const values = table.columns.map((c) => `${quoteIdent(c.name)}::text`).join(', ');
  const rows = await tx.$queryRawUnsafe<{ line: string }[]>(
    `SELECT to_json(ARRAY[${values}]::text[])::text AS line FROM ${quoteIdent(table.name)} ORDER BY ${order}`,
  );
  const lines = rows.map((r) => r.line);
  return { ...table, rows: lines.length, sha256: checksumOf(lines), lines };
}

export function checksumOf(lines: string[]): string {
  const hash = createHash('sha256');
  for (const line of lines) hash.update(`${line}\n`);
  return hash.digest('hex');
}

/** Every sequence's position, except the backup records' own. */
export async function sequenceValues(tx: Tx): Promise<SequenceValue[]> {
  const sequences = await tx.$queryRawUnsafe<{ name: string }[]>(`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relkind = 'S' AND c.relnamespace = current_schema()::regnamespace
      AND c.oid IS DISTINCT FROM pg_get_serial_sequence('${quoteIdent(KEPT_TABLE)}', 'id')::regclass
    ORDER BY c.relname`);
  const values: SequenceValue[] = [];
  for (const { name } of sequences) {
    const [row] = await tx.$queryRawUnsafe<{ value: string; is_called: boolean }[]>(
      `SELECT last_value::text AS value, is_called FROM ${quoteIdent(name)}`,
    );
    values.push({ name, value: row.value, isCalled: row.is_called });
  }
  return values;
}

/** The applied migrations: an archive only goes back into a database with exactly these. */
export async function appliedMigrations(tx: Tx): Promise<string[]> {
  const rows = await tx.$queryRawUnsafe<{ name: string }[]>(APPLIED_MIGRATIONS_SQL);
  return rows.map((r) => r.name);
}

export type DatabaseSnapshot = { migrations: string[]; tables: TableDump[]; sequences: SequenceValue[] };

/**
 * Everything in one read-only REPEATABLE READ transaction: one consistent moment, even while orders
 * are being placed (on PGlite the transaction also holds the only connection until it ends).
 */
export async function takeSnapshot(tx: Tx): Promise<DatabaseSnapshot> {
  await tx.$executeRawUnsafe('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  await fixTextForm(tx);
  const migrations = await appliedMigrations(tx);
  const tables: TableDump[] = [];
  for (const table of await dataTables(tx)) tables.push(await dumpTable(tx, table));
  return { migrations, tables, sequences: await sequenceValues(tx) };
}

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

/** Inserts archived lines back, casting each text value to its column's type, in batches. */
export async function insertLines(tx: Tx, table: TableShape, lines: Iterable<string>) {
  const columns = table.columns.map((c) => quoteIdent(c.name)).join(', ');
  const casts = table.columns.map((c, i) => `(e->>${i})::${c.type}`).join(', ');
  const sql = `INSERT INTO ${quoteIdent(table.name)} (${columns}) SELECT ${casts} FROM json_array_elements($1::json) AS e`;
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.$executeRawUnsafe(sql, `[${batch.join(',')}]`);
    batch = [];
    chars = 0;
  };
  for (const line of lines) {
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
}

export async function resetSequences(tx: Tx, sequences: SequenceValue[]) {
  for (const s of sequences) {
    await tx.$queryRawUnsafe(
      `SELECT setval($1::regclass, $2::bigint, $3::boolean)::text`,
      quoteIdent(s.name),
      s.value,
      s.isCalled,
    );
  }
}
