import { parse } from '@formatjs/icu-messageformat-parser';
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
    expect(Object.entries(messages).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('include the namespaces that load with their screens', () => {
    expect(arabic['admin.title']).toBe('لوحة التحكم');
    expect(en['createOrder.title']).toBe('Order a service');
  });

  it('are valid ICU messages with the same placeholders in every language', () => {
    const placeholders = (message: string) =>
      parse(message)
        .flatMap((element) => ('value' in element && element.type !== 0 ? [String(element.value)] : []))
        .sort();
    for (const [id, message] of Object.entries(arabic)) {
      expect({ id, placeholders: placeholders(en[id]) }).toEqual({ id, placeholders: placeholders(message) });
      expect({ id, placeholders: placeholders(tr[id]) }).toEqual({ id, placeholders: placeholders(message) });
    }
  });
});
