import { isStructurallySame } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { loadMessages } from '../lib/i18n';

// The test setup has asked for every lazy namespace, so these are the whole catalogues.
const arabic = await loadMessages('ar');
const tr = await loadMessages('tr');
const en = await loadMessages('en');

describe('the message catalogues', () => {
  it.each([
    ['Turkish', tr],
    ['English', en],
  ])('%s has every Arabic message and nothing else, none of them empty', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(arabic).sort());
    expect(Object.entries(messages).filter(([, message]) => !printAST(message).trim())).toEqual([]);
  });

  it('include the namespaces that load with their screens', () => {
    expect(printAST(arabic['admin.title'])).toBe('لوحة التحكم');
    expect(printAST(en['createOrder.title'])).toBe('Order a service');
  });

  it('arrive compiled, so the browser needs no message parser', () => {
    for (const messages of [arabic, tr, en])
      expect(Object.entries(messages).filter(([, message]) => !Array.isArray(message))).toEqual([]);
  });

  it('have the same placeholders, of the same kinds, in every language', () => {
    const mismatches = Object.entries(arabic).flatMap(([id, message]) =>
      [tr, en].flatMap((other) => {
        const { success, error } = isStructurallySame(message, other[id]);
        return success ? [] : [`${id}: ${error?.message}`];
      }),
    );
    expect(mismatches).toEqual([]);
  });
});
