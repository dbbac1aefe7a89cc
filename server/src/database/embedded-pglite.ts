import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/**
 * Every embedded database is opened through here, with the extensions the migrations create
 * (`pg_trgm` for the trigram search indexes): PGlite loads an extension's code only when it is named
 * at open, even in a data folder where `CREATE EXTENSION` already ran.
 */
export function openPGlite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/**
 * Prisma's adapter for an embedded database, whose shadow database (where the schema engine replays the
 * migrations to diff them) has the same extensions: the adapter's own opens a bare PGlite.
 */
export class EmbeddedAdapterFactory extends PrismaPGlite {
  override async connectToShadowDb() {
    return new EmbeddedAdapterFactory(await openPGlite()).connect();
  }
}
