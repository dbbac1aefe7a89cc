import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const LANGUAGES = [
  { language: 'ar', dir: 'rtl' },
  { language: 'tr', dir: 'ltr' },
  { language: 'en', dir: 'ltr' },
] as const;

type OfflineTexts = { 'offline.title': string; 'offline.body': string; 'offline.retry': string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Writes `offline.html`, the page the service worker shows for a navigation while the device is offline, and the
 * small script that picks its language. A plain page rather than the app: offline, the app could show nothing but
 * errors. Its texts come from the installable app's catalogue of each language (`src/locales/<language>/app.json`), all three in the page (a page without its
 * script still reads); the script shows the visitor's language only, as the app would: the remembered choice (lib/i18n.ts's
 * LANGUAGE_KEY), else Arabic. The retry link is an empty href: the page is served at the
 * address the visitor asked for, so following it asks for that address again. The Arabic text uses the app's
 * bundled font, which the service worker keeps.
 */
export function offlinePage(): Plugin {
  return {
    name: 'offline-page',
    apply: 'build',
    generateBundle(_options, bundle) {
      const texts = LANGUAGES.map(({ language, dir }) => ({
        language,
        dir,
        ...(JSON.parse(
          readFileSync(new URL(`./src/locales/${language}/app.json`, import.meta.url), 'utf8'),
        ) as OfflineTexts),
      }));
      const font = Object.keys(bundle).find((file) => /cairo-arabic-400-normal.*\.woff2$/.test(file));
      const sections = texts.map(
        (t) => `    <section lang="${t.language}" dir="${t.dir}">
      <h1>${escapeHtml(t['offline.title'])}</h1>
      <p>${escapeHtml(t['offline.body'])}</p>
      <a href="">${escapeHtml(t['offline.retry'])}</a>
    </section>`,
      );
      const html = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#486581" />
    <title>${escapeHtml(texts[0]['offline.title'])}</title>
    <script src="/offline.js" defer></script>
    <style>
${font ? `      @font-face { font-family: Cairo; font-weight: 400; src: url(/${font}) format('woff2'); unicode-range: U+0600-06FF, U+0750-077F, U+FB50-FDFF, U+FE70-FEFF; }\n` : ''}      body { margin: 0; min-block-size: 100vh; display: grid; place-items: center; background: #fafafa; color: #27272a;
        font-family: Cairo, system-ui, sans-serif; line-height: 1.7; }
      main { box-sizing: border-box; inline-size: 100%; max-inline-size: 32rem; padding: 1.5rem; text-align: center; }
      svg { display: block; margin-inline: auto; margin-block-end: 1rem; }
      section + section { margin-block-start: 2rem; }
      h1 { font-size: 1.4rem; margin-block: 0 0.5rem; color: #102a43; }
      p { margin-block: 0 1.25rem; overflow-wrap: anywhere; }
      a { display: inline-block; padding-block: 0.6rem; padding-inline: 1.5rem; border-radius: 0.5rem; background: #486581;
        color: #fff; text-decoration: none; font-weight: 600; }
      a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="#334e68" stroke-width="2"
        stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
        <path d="M12 3v18" /><path d="m19 8 3 8a5 5 0 0 1-6 0zV7" />
        <path d="M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1" /><path d="m5 8 3 8a5 5 0 0 1-6 0zV7" /><path d="M7 21h10" />
      </svg>
${sections.join('\n')}
    </main>
  </body>
</html>
`;
      const script = `const languages = ${JSON.stringify(texts.map(({ language, dir, ...rest }) => ({ language, dir, title: rest['offline.title'] })))};
let stored = null;
try { stored = localStorage.getItem('legal-office.language'); } catch {}
const chosen = languages.find(({ language }) => language === stored) ?? languages[0];
document.documentElement.lang = chosen.language;
document.documentElement.dir = chosen.dir;
document.title = chosen.title;
for (const section of document.querySelectorAll('main > section')) section.hidden = section.lang !== chosen.language;
`;
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: html });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: script });
    },
  };
}
