import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

/**
 * Starts the code of the page a visitor opens on while the entry still downloads. Without it the page's
 * lazy route chunk is only requested once the entry has downloaded and run and the router has matched:
 * one more round trip before the page can render. The build writes a small script (the page paths and
 * the chunks each page adds to the shell) that the HTML loads before the entry; it adds a
 * `modulepreload` link for each chunk of the current path. An external file, as the CSP allows no inline
 * scripts. `pages` maps exact paths to their route component's source.
 */
export function pagePreload(pages: Record<string, string>): Plugin {
  let base = '/';
  let script: string | undefined;
  return {
    name: 'page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        const closure = (chunk: Rollup.OutputChunk, seen = new Set<string>()) => {
          if (!seen.has(chunk.fileName)) {
            seen.add(chunk.fileName);
            for (const imported of chunk.imports) closure(bundle[imported] as Rollup.OutputChunk, seen);
          }
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return;
        const shell = closure(entry);
        const chunksByPath = Object.fromEntries(
          Object.entries(pages).map(([pagePath, source]) => {
            const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${source}`));
            if (!page) this.error(`page-preload: no chunk comes from ${source}`);
            return [pagePath, [...closure(page)].filter((file) => !shell.has(file)).map((file) => `${base}${file}`)];
          }),
        );
        const source = [
          `const chunks = ${JSON.stringify(chunksByPath)}[location.pathname.replace(/(.)\\/$/, '$1').toLowerCase()] ?? [];`,
          `for (const href of chunks) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
          '',
        ].join('\n');
        script = `assets/page-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName: script, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        script
          ? [{ tag: 'script', attrs: { type: 'module', async: true, src: `${base}${script}` }, injectTo: 'head' }]
          : [],
    },
  };
}
