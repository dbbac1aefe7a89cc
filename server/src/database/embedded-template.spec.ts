import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './database-connection.js';
import { embeddedTemplateFile, initialiseFromTemplate, writeEmbeddedTemplate } from './embedded-template.js';
import { applyMigrations, readMigrationList } from './migrations.js';

describe('the embedded database template', () => {
  let templateDir: string;
  let dataDir: string;
  beforeAll(async () => {
    templateDir = await mkdtemp(path.join(tmpdir(), 'legal-template-'));
    await writeFile(path.join(templateDir, 'pglite-0.0.1.tar.gz'), 'an older version');
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

  it('is unpacked only into a data folder that does not exist yet', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'legal-unpacked-'));
    try {
      expect(await initialiseFromTemplate(path.join(folder, 'pgdata'), path.join(templateDir, 'missing'))).toBe(false);
      expect(existsSync(path.join(folder, 'pgdata'))).toBe(false);
      expect(await initialiseFromTemplate(path.join(folder, 'pgdata'), templateDir)).toBe(true);
      expect(await readdir(folder)).toEqual(['pgdata']);
      expect(await readFile(path.join(folder, 'pgdata', 'PG_VERSION'), 'utf8')).toMatch(/^\d+\n$/);
      expect(await initialiseFromTemplate(path.join(folder, 'pgdata'), templateDir)).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('starts a new data folder with every migration applied, which keeps its data across a restart', async () => {
    const first = await openDatabase({ dataDir, templateDir });
    const all = (await readMigrationList()).migrationDirectories.map((m) => m.path);
    expect(await applyMigrations(first.adapterFactory)).toEqual([]);
    const recorded = await (
      await first.adapterFactory.connect()
    ).queryRaw({ sql: 'SELECT migration_name FROM _prisma_migrations ORDER BY 1', args: [], argTypes: [] });
    expect(recorded.rows.map(([name]) => name)).toEqual(all);
    const adapter = await first.adapterFactory.connect();
    await adapter.executeRaw({
      sql: 'INSERT INTO order_counters (year, last_number) VALUES (1999, 7)',
      args: [],
      argTypes: [],
    });
    await first.close();
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);

    const second = await openDatabase({ dataDir, templateDir });
    expect(await applyMigrations(second.adapterFactory)).toEqual([]);
    const rows = await (
      await second.adapterFactory.connect()
    ).queryRaw({ sql: 'SELECT last_number FROM order_counters WHERE year = 1999', args: [], argTypes: [] });
    expect(rows.rows).toEqual([[7]]);
    await second.close();
  });
});
