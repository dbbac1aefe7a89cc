/**
 * The text the back office's searches compare, normalised as the database's `search_normalize` does it
 * for the stored `search_text` columns (migration `search_text_trigram_indexes`): Arabic letter forms
 * unified (أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي), Arabic-Indic and Persian digits as Latin, Turkish
 * letters and Latin capitals folded to plain lower-case Latin, Arabic diacritics, Quranic marks and
 * tatweel removed. Letter by letter, never by a locale's case rules, so both agree everywhere.
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

/**
 * What a search box's text looks for: its normalised form, and for a phone typed as digits (at least
 * three, leading zeros dropped: "0532 123 45 67" finds +905321234567) those digits alone. Empty when
 * there is nothing to look for.
 */
export function searchTerms(search: string | undefined): string[] {
  const text = normalizeSearchText(search?.trim() ?? '');
  if (!text) return [];
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 3 && digits !== text ? [text, digits] : [text];
}
