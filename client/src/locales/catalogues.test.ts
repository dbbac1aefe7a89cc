import { parse } from '@formatjs/icu-messageformat-parser';
import { ar, flattenCatalogue } from './ar';
import { en } from './en';
import { tr } from './tr';

const arabic = flattenCatalogue(ar);

describe('the message catalogues', () => {
  it.each([
    ['Turkish', flattenCatalogue(tr)],
    ['English', flattenCatalogue(en)],
  ])('%s has every Arabic message and nothing else, none of them empty', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(arabic).sort());
    expect(Object.entries(messages).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('are valid ICU messages with the same placeholders in every language', () => {
    const placeholders = (message: string) =>
      parse(message)
        .flatMap((element) => ('value' in element && element.type !== 0 ? [String(element.value)] : []))
        .sort();
    for (const [id, message] of Object.entries(arabic)) {
      expect({ id, placeholders: placeholders(flattenCatalogue(en)[id]) }).toEqual({ id, placeholders: placeholders(message) });
      expect({ id, placeholders: placeholders(flattenCatalogue(tr)[id]) }).toEqual({ id, placeholders: placeholders(message) });
    }
  });
});
