/** Zero-width non-joiner: keeps two Arabic letters side by side from joining into a word. */
const NON_JOINER = '\u200C';
const ARABIC_LETTER = /^\p{Script=Arabic}$/u;
/** The definite article, which starts most family names and titles ("الموظفة", "النظام"). */
const ARTICLE = /^ال(?=\p{Script=Arabic}{2})/u;

const firstLetter = (word: string) => Array.from(word.replace(ARTICLE, ''))[0] ?? '';

/**
 * An avatar's letters: the first letter of the first and the last word ("Selin Kaya" → "SK"). Arabic letters
 * are kept apart by a non-joiner, so "ليلى الموظفة" shows "ل‌م" and never the word "لا" (nor "مدير النظام"
 * the word "ما"); the article "ال" is skipped, as it starts most names.
 */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  if (!words.length) return '';
  const letters = [firstLetter(words[0]), words.length > 1 ? firstLetter(words[words.length - 1]) : ''].filter(Boolean);
  const joiner = letters.some((letter) => ARABIC_LETTER.test(letter)) ? NON_JOINER : '';
  return letters.map((letter) => letter.toLocaleUpperCase()).join(joiner);
}
