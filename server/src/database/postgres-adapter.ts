import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';

/**
 * Prisma's PostgreSQL adapter, sending a migration script whole as Prisma's native engine does: the adapter
 * splits it at every `;`, which breaks a function body (`$$ … ; … $$`) or a comment holding one.
 */
export class PostgresAdapterFactory extends PrismaPg {
  /** The pool of the last connection made (Prisma Client makes one), for the pool metrics. */
  pool?: pg.Pool;

  override async connect() {
    const adapter = wholeScripts(await super.connect());
    this.pool = adapter.underlyingDriver() as pg.Pool;
    return adapter;
  }

  override async connectToShadowDb() {
    return wholeScripts(await super.connectToShadowDb());
  }
}

type PostgresAdapter = Awaited<ReturnType<PrismaPg['connect']>>;

function wholeScripts(adapter: PostgresAdapter): PostgresAdapter {
  const driver = adapter.underlyingDriver() as pg.Pool;
  adapter.executeScript = async (script) => {
    await driver.query(script);
  };
  return adapter;
}
