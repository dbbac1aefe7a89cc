/**
 * Text compared by a search box, normalised as the server's searches do it (server/src/common/search-text.ts):
 * Arabic letter forms unified (أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي), Arabic-Indic and Persian digits as
 * Latin, Turkish letters and Latin capitals folded to plain lower-case Latin, Arabic diacritics, Quranic marks
 * and tatweel removed; so "احمد" finds "أحمد" and "celik" finds "Çelik".
 */
const FROM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZأإآٱةىؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ÇçĞğİıÖöŞşÜü';
const TO = 'abcdefghijklmnopqrstuvwxyzااااهيوي01234567890123456789ccggiioossuu';
const LETTER_MAP = new Map([...FROM].map((letter, index) => [letter, TO[index]]));
const MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

export function normalizeSearchText(input: string): string {
  let mapped = '';
  for (const letter of input) mapped += LETTER_MAP.get(letter) ?? letter;
  return mapped.replace(MARKS, '');
}

/** Whether any of `texts` contains `query` once both are normalised; an empty query matches everything. */
export function matchesSearch(query: string, texts: ReadonlyArray<string | null | undefined>): boolean {
  const needle = normalizeSearchText(query.trim());
  return !needle || texts.some((text) => text != null && normalizeSearchText(text).includes(needle));
}
