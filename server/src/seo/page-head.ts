import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '../common/i18n/languages.js';

/** How each language is written: `dir` on <html>, as the client's LanguageProvider sets it. */
const DIRECTION: Record<Language, 'rtl' | 'ltr'> = { ar: 'rtl', tr: 'ltr', en: 'ltr' };

/** A search engine shows about this many characters of a description; longer CMS texts are cut at a word. */
const DESCRIPTION_LENGTH = 160;

/**
 * A page's address in a language: Arabic, the office's default, is the page itself (the address people share,
 * and x-default); Turkish and English add `?lang=`, which the client reads as the visitor's choice.
 */
export function pageUrl(base: string, path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? `${base}${path}` : `${base}${path}?lang=${language}`;
}

/** The same page in every language, and x-default (the Arabic page): `hreflang` alternates and sitemap links. */
export function alternatesOf(base: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: pageUrl(base, path, language) })),
    { hreflang: 'x-default', href: pageUrl(base, path, DEFAULT_LANGUAGE) },
  ];
}

/** Text and attribute values of HTML and XML: nothing in a CMS text can open or close a tag or an attribute. */
export function escapeMarkup(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

/**
 * JSON-LD inside <script type="application/ld+json">: the HTML parser ends the element at the first `</script`
 * and reads `<!--` specially whatever the JSON says, so `<`, `>` and `&` are written as JSON escapes (the same
 * data to a JSON reader); U+2028 and U+2029 too, which older JavaScript parsers took for line ends.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

/** A meta description: one line, at most DESCRIPTION_LENGTH characters, cut after a whole word. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

export type PageHead = {
  language: Language;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  jsonLd: object[];
};

/** The head's tags of one public page in one language. */
export function headTags({ title, description, canonical, alternates, jsonLd }: PageHead): string {
  return [
    `<title>${escapeMarkup(title)}</title>`,
    `<meta name="description" content="${escapeMarkup(description)}" />`,
    `<link rel="canonical" href="${escapeMarkup(canonical)}" />`,
    ...alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}" />`,
    ),
    ...jsonLd.map(jsonLdScript),
  ].join('\n    ');
}

const HTML_TAG = /<html\b[^>]*>/i;
const TITLE = /[ \t]*<title\b[^>]*>[\s\S]*?<\/title>\s*/i;
const HEAD_END = /<\/head>/i;

/**
 * The built index.html as this page's answer: `lang` and `dir` on <html> in the page's language, the build's
 * <title> replaced (the client sets `document.title` on that one element after navigation, never a second)
 * and the page's tags at the end of <head>, which is made when the page has none.
 */
export function pageHtml(indexHtml: string, head: PageHead): string {
  const htmlTag = `<html lang="${head.language}" dir="${DIRECTION[head.language]}">`;
  const tags = headTags(head);
  const withHtml = HTML_TAG.test(indexHtml) ? indexHtml.replace(HTML_TAG, htmlTag) : `${htmlTag}${indexHtml}`;
  const withoutTitle = withHtml.replace(TITLE, '');
  if (HEAD_END.test(withoutTitle)) return withoutTitle.replace(HEAD_END, () => `    ${tags}\n  </head>`);
  return withoutTitle.replace(HTML_TAG, () => `${htmlTag}<head>${tags}</head>`);
}
