import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './database-connection.js';
import { embeddedTemplateFile, templateForNewDataFolder, writeEmbeddedTemplate } from './embedded-template.js';
import { applyMigrations, readMigrationList } from './migrations.js';

describe('the embedded database template', () => {
  let templateDir: string;
  let dataDir: string;
  beforeAll(async () => {
    templateDir = await mkdtemp(path.join(tmpdir(), 'legal-template-'));
    await writeFile(path.join(templateDir, 'pglite-0.0.1-initdb.tar.gz'), 'an older version');
    await writeEmbeddedTemplate(templateDir);
    dataDir = await mkdtemp(path.join(tmpdir(), 'legal-from-template-'));
  });
  afterAll(async () => {
    await rm(templateDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is one file named by the PGlite version that made it', async () => {
    expect(await readdir(templateDir)).toEqual([path.basename(embeddedTemplateFile(templateDir))]);
  });

  it('is offered only to a folder PostgreSQL has not been initialised in', async () => {
    expect(templateForNewDataFolder(path.join(dataDir, 'pgdata'), templateDir)?.size).toBeGreaterThan(1_000_000);
    expect(templateForNewDataFolder(path.join(dataDir, 'pgdata'), path.join(templateDir, 'missing'))).toBeUndefined();
    const initialised = await mkdtemp(path.join(tmpdir(), 'legal-initialised-'));
    await writeFile(path.join(initialised, 'PG_VERSION'), '18\n');
    expect(templateForNewDataFolder(initialised, templateDir)).toBeUndefined();
    await rm(initialised, { recursive: true, force: true });
  });

  it('starts a new data folder that takes the migrations and keeps its data across a restart', async () => {
    const first = await openDatabase({ dataDir, templateDir });
    const all = (await readMigrationList()).migrationDirectories.map((m) => m.path);
    expect(await applyMigrations(first.adapterFactory)).toEqual(all);
    const adapter = await first.adapterFactory.connect();
    await adapter.executeRaw({ sql: "INSERT INTO order_counters (year, last_number) VALUES (1999, 7)", args: [], argTypes: [] });
    await first.close();
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);

    const second = await openDatabase({ dataDir, templateDir });
    expect(await applyMigrations(second.adapterFactory)).toEqual([]);
    const rows = await (await second.adapterFactory.connect()).queryRaw({ sql: "SELECT last_number FROM order_counters WHERE year = 1999", args: [], argTypes: [] });
    expect(rows.rows).toEqual([[7]]);
    await second.close();
  });
});
