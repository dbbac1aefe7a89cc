import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text as one part', () => {
    expect(linkify('مرحباً')).toEqual([{ kind: 'text', text: 'مرحباً' }]);
  });

  it('turns http, https and www addresses into links, leaving the final punctuation outside', () => {
    expect(linkify('انظر https://example.com/a?b=1. و www.gov.tr، شكراً')).toEqual([
      { kind: 'text', text: 'انظر ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. و ' },
      { kind: 'link', text: 'www.gov.tr', href: 'https://www.gov.tr' },
      { kind: 'text', text: '، شكراً' },
    ]);
  });

  it('never links other schemes and leaves markup as text', () => {
    expect(linkify('javascript:alert(1) <b>x</b>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>x</b>' }]);
  });
});
