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

export async function openSchemaEngine(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  schema: { path: string; content: string },
): Promise<SchemaEngine> {
  const engineModule = await loadWasm();
  const bound = bindMigrationAwareSqlAdapterFactory(adapterFactory);
  return engineModule.SchemaEngine.new({ datamodels: [[schema.path, schema.content]] }, () => undefined, bound);
}
