import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type * as EngineModule from '@prisma/schema-engine-wasm/schema_engine_bg';

export type SchemaEngine = EngineModule.SchemaEngine;

// Node has WebAssembly; @types/node leaves its declaration to the DOM library, which the server does not load.
declare const WebAssembly: {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: Record<string, unknown> } }>;
};

let wasmReady: Promise<typeof EngineModule> | undefined;

/**
 * Prisma's CLI engines cannot be downloaded on our machines, so migrations run through the same
 * schema engine compiled to WebAssembly. Its entry file imports the .wasm as an ES module, which
 * Node refuses, so the binary is instantiated here by hand.
 */
function loadWasm(): Promise<typeof EngineModule> {
  wasmReady ??= (async () => {
    // Loaded on the first use: a start with no migration pending does not need it (half a second of loading).
    const engineModule = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const require = createRequire(import.meta.url);
    const modulePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await readFile(path.join(path.dirname(modulePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': engineModule });
    engineModule.__wbg_set_wasm(instance.exports as never);
    (instance.exports.__wbindgen_start as () => void)();
    return engineModule;
  })();
  return wasmReady;
}

/**
 * Runs `use` with a schema engine on the database, then frees the engine and closes every connection it
 * opened. The engine takes PostgreSQL's migration lock (`pg_advisory_lock`, a session lock) and, as
 * Prisma's native engine does, never unlocks it: it counts on its connection closing. Freeing the
 * WebAssembly engine does not close a driver adapter's pool, so without this the lock stayed held on an
 * idle pooled connection and every other replica starting on the database waited 10 s for it and
 * stopped with P1002.
 */
export async function withSchemaEngine<T>(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  schema: { path: string; content: string },
  use: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const engineModule = await loadWasm();
  const connections = trackConnections(adapterFactory);
  try {
    const bound = bindMigrationAwareSqlAdapterFactory(connections.factory);
    const engine = await engineModule.SchemaEngine.new(
      { datamodels: [[schema.path, schema.content]] },
      () => undefined,
      bound,
    );
    try {
      return await use(engine);
    } finally {
      engine.free();
    }
  } finally {
    await connections.closeAll();
  }
}

type Connection = Awaited<ReturnType<SqlMigrationAwareDriverAdapterFactory['connect']>>;

/** The same factory, remembering each connection it makes so they can all be closed once (closing twice is a no-op). */
function trackConnections(adapterFactory: SqlMigrationAwareDriverAdapterFactory) {
  const opened: Connection[] = [];
  const remember = async (connecting: Promise<Connection>) => {
    const connection = await connecting;
    const dispose = connection.dispose.bind(connection);
    let closing: Promise<void> | undefined;
    connection.dispose = () => (closing ??= dispose());
    opened.push(connection);
    return connection;
  };
  const factory: SqlMigrationAwareDriverAdapterFactory = Object.create(adapterFactory);
  factory.connect = () => remember(adapterFactory.connect());
  factory.connectToShadowDb = () => remember(adapterFactory.connectToShadowDb());
  return {
    factory,
    closeAll: async () => {
      await Promise.all(opened.map((connection) => connection.dispose()));
    },
  };
}
