import { fileURLToPath } from 'node:url';

/** `prisma/` at the repository root; the same depth from `server/src/database` and `server/dist/database`. */
export const PRISMA_DIR = fileURLToPath(new URL('../../../prisma/', import.meta.url));
export const SCHEMA_FILE = `${PRISMA_DIR}schema.prisma`;
export const MIGRATIONS_DIR = `${PRISMA_DIR}migrations`;
