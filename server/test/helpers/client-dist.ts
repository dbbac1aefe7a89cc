import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const CLIENT_PAGE_PATHS = fileURLToPath(new URL('../../../client/public/page-paths.json', import.meta.url));
export const INDEX_HTML = '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>';
export const EXPLORER_HTML = '<!doctype html><html lang="en" dir="ltr"><body><div id="graphiql"></div></body></html>';

/** A built client as Vite leaves it: index.html, an asset, the GraphQL explorer's page and, when asked, the router's page paths. */
export async function fakeClientDist(withPagePaths: boolean) {
  const dist = await mkdtemp(path.join(tmpdir(), 'legal-client-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'graphiql.html'), EXPLORER_HTML);
  await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(dist, 'assets', 'app.js.gz'), gzipSync('console.log(1)'));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (withPagePaths) await copyFile(CLIENT_PAGE_PATHS, path.join(dist, 'page-paths.json'));
  return dist;
}
