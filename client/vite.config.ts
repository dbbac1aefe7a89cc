import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { compiledMessages, withoutMessageParser } from './compiled-messages';
import { graphqlDocuments } from './graphql-documents';
import { offlinePage } from './offline-page';
import { pagePreload } from './page-preload';

const server = process.env.API_URL ?? 'http://localhost:3000';

/** The public pages a visitor lands on (router.tsx) and the source of each one's route chunk. */
const PUBLIC_PAGES = {
  '/': 'src/features/home/HomePage.tsx',
  '/services': 'src/features/services/ServicesPage.tsx',
  '/track-order': 'src/features/tracking/TrackOrderPage.tsx',
  '/login': 'src/features/auth/LoginPage.tsx',
  '/register': 'src/features/auth/RegisterPage.tsx',
};

/** Precompressed copies (.br, .gz) of every text asset, served by the server to browsers that take them. */
export const precompression = () =>
  compression({
    algorithms: ['gzip', 'brotliCompress'],
    include: /\.(js|css|html|svg|json|ico|txt)$/,
    exclude: /\.map$/,
    threshold: 1024,
  });

/** The JavaScript the public pages load before interaction: the entry's and each page's static imports. */
function shellScripts() {
  const manifest = JSON.parse(readFileSync(new URL('./dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const scripts = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) add(key);
  for (const source of Object.values(PUBLIC_PAGES)) add(source);
  return scripts;
}

/**
 * The installable app's service worker (dist/sw.js, Workbox). What it keeps, and why:
 * - It precaches the app shell: the entry's JavaScript and the public pages' (what they load before
 *   interaction, read from Vite's manifest), the CSS, the fonts in woff2, the icons and the offline page, so a
 *   return visit starts from the device and an offline one has something to show. Not the screens of signed-in
 *   users and the back office (about 3 MB): a client on a phone's data plan would pay for what they may never
 *   open; those load when opened, cached by HTTP. Hashed files are fetched as named (`dontCacheBustURLsMatching`):
 *   their name changes with their content.
 * - It never answers a page with a copy of the app (no `navigateFallback`, index.html not precached): every page
 *   is asked of the server, which answers a route with the current index.html (no stale app after a deploy) and
 *   an unknown path with HTTP 404. Only when the network fails does the offline page answer instead.
 *   Navigation preload starts that request while the worker wakes up.
 * - /api, /graphql and /metrics (answers, files, uploads, downloads) are not its business at all: nothing cached,
 *   not even the offline page for a download opened without a network.
 * - A new worker waits (`registerType: 'prompt'`) until the visitor accepts the update prompt
 *   (app/AppUpdatePrompt.tsx), which registers the worker after the page has loaded, from a lazy chunk
 *   (`injectRegister: false`). Until then open tabs keep the files they started with.
 * - The manifest is the server's (/api/v1/config/web-app-manifest): the name and icons come from the CMS.
 * Web push, when it comes, adds its `push` and `notificationclick` handlers here (`workbox.importScripts`).
 */
function serviceWorker() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,woff2}', 'offline.html', 'app-icon-*.png', 'favicon.svg'],
      // The GraphQL explorer is a developer's page of its own build.
      globIgnores: ['**/graphiql*'],
      manifestTransforms: [
        (entries) => {
          const shell = shellScripts();
          return { manifest: entries.filter(({ url }) => !/^assets\/.*\.js$/.test(url) || shell.has(url)) };
        },
      ],
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: null,
      navigationPreload: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(api|graphql|metrics)(\/|$)/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [
    compiledMessages(),
    graphqlDocuments(),
    react(),
    // The public pages a visitor lands on (router.tsx): their code starts with the entry's.
    pagePreload(PUBLIC_PAGES),
    offlinePage(),
    serviceWorker(),
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
