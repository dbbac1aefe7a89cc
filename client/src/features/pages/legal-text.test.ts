import { legalBlocks } from './legal-text';

describe('legal page text', () => {
  it('splits on blank lines into paragraphs, keeping line breaks inside a paragraph', () => {
    expect(legalBlocks('الفقرة الأولى\nسطرها الثاني\n\n\n  الفقرة الثانية  \r\n\r\nالثالثة')).toEqual([
      { kind: 'paragraph', text: 'الفقرة الأولى\nسطرها الثاني' },
      { kind: 'paragraph', text: 'الفقرة الثانية' },
      { kind: 'paragraph', text: 'الثالثة' },
    ]);
  });

  it('makes a one-line block starting with # or ## a heading, and leaves a # inside a longer block as text', () => {
    expect(legalBlocks('# الشروط\n\n## الدفع\n\n#   \n\n# ليس عنواناً\nلأن الكتلة سطران')).toEqual([
      { kind: 'heading', text: 'الشروط' },
      { kind: 'heading', text: 'الدفع' },
      { kind: 'paragraph', text: '# ليس عنواناً\nلأن الكتلة سطران' },
    ]);
  });

  it('turns lines starting with "- " into a list, beside the paragraph lines around them', () => {
    expect(legalBlocks('نجمع:\n- الاسم\n- الهاتف\nولا شيء غيرها\n\n-بلا مسافة ليس بنداً')).toEqual([
      { kind: 'paragraph', text: 'نجمع:' },
      { kind: 'list', items: ['الاسم', 'الهاتف'] },
      { kind: 'paragraph', text: 'ولا شيء غيرها' },
      { kind: 'paragraph', text: '-بلا مسافة ليس بنداً' },
    ]);
  });

  it('keeps markup as the text it is', () => {
    expect(legalBlocks('<script>alert(1)</script>\n\n- <b>عريض</b>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'list', items: ['<b>عريض</b>'] },
    ]);
  });

  it('has nothing to show for empty or blank text', () => {
    expect(legalBlocks('')).toEqual([]);
    expect(legalBlocks(' \n\n \n')).toEqual([]);
  });
});
