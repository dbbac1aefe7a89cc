import { internationalPhone } from './phone-number.js';

describe('internationalPhone', () => {
  it.each([
    ['+90 555 123 45 67', '+905551234567'],
    ['0090-555-123-4567', '+905551234567'],
    ['+963 (944) 123 456', '+963944123456'],
  ])('%s is %s', (input, expected) => expect(internationalPhone(input)).toBe(expected));

  it.each(['0555 123 45 67', '+0123456789', '+12', 'abc', '', null])('%s cannot be reached', (input) =>
    expect(internationalPhone(input)).toBeNull(),
  );
});
