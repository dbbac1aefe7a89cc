import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database is opened through here, with the extensions the migrations create
 * (`pg_trgm` for the trigram search indexes): PGlite loads an extension's code only when it is named
 * at open, even in a data folder where `CREATE EXTENSION` already ran.
 */
export function openPGlite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}
