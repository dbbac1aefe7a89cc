import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { compiledMessages, withoutMessageParser } from './compiled-messages';
import { graphqlDocuments } from './graphql-documents';
import { pagePreload } from './page-preload';

const server = process.env.API_URL ?? 'http://localhost:3000';

/** Precompressed copies (.br, .gz) of every text asset, served by the server to browsers that take them. */
export const precompression = () =>
  compression({
    algorithms: ['gzip', 'brotliCompress'],
    include: /\.(js|css|html|svg|json|ico|txt)$/,
    exclude: /\.map$/,
    threshold: 1024,
  });

export default defineConfig({
  plugins: [
    compiledMessages(),
    graphqlDocuments(),
    react(),
    // The public pages a visitor lands on (router.tsx): their code starts with the entry's.
    pagePreload({
      '/': 'src/features/home/HomePage.tsx',
      '/services': 'src/features/services/ServicesPage.tsx',
      '/track-order': 'src/features/tracking/TrackOrderPage.tsx',
      '/login': 'src/features/auth/LoginPage.tsx',
      '/register': 'src/features/auth/RegisterPage.tsx',
    }),
    precompression(),
  ],
  resolve: { alias: withoutMessageParser },
  server: {
    port: 5173,
    proxy: { '/api': server, '/graphql': server },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    // Everything the entry imports statically in one chunk: split into the modules the lazy pages share as
    // well, the shell was 36 files, and a phone on HTTP/1.1 fetches six at a time.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Several 5 s waits may follow one another in one test on a loaded machine.
    testTimeout: 30_000,
    css: false,
  },
});
