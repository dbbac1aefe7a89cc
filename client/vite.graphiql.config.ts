import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompression } from './vite.config';

/**
 * The GraphQL explorer (GraphiQL at /graphql, served only with GRAPHQL_EXPLORER on), built after the app into
 * the same dist/ with its own hashed assets: a build of its own, so no chunk of it is shared with or preloaded by
 * the public pages, and the app's manifest (read by bench/js-budget.mjs) stays the app's alone.
 */
export default defineConfig({
  plugins: [react(), precompression()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rollupOptions: { input: 'graphiql.html' },
    // Monaco's chunks are large; the explorer is a developer tool loaded on demand.
    chunkSizeWarningLimit: 4000,
  },
});
