import { joinParts, PART_SEPARATOR } from './separator';

describe('the separator between pieces of text', () => {
  it('cannot be taken for the Arabic zero', () => {
    expect(PART_SEPARATOR).not.toMatch(/[·•٠.]/);
    expect(PART_SEPARATOR.trim()).toBe('—');
  });

  it('joins only the pieces that are present', () => {
    expect(joinParts('مرفق', '١ كيلوبايت')).toBe('مرفق — ١ كيلوبايت');
    expect(joinParts('ليلى', undefined, false, '')).toBe('ليلى');
  });
});
