import { cleanFileName } from './upload-check.js';

describe('cleanFileName', () => {
  it('drops folders, control characters and quotes', () => {
    expect(cleanFileName('../../etc/pass"wd\u0000.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\sara\\عقد الزواج.pdf')).toBe('عقد الزواج.pdf');
  });

  it('drops the bidirectional controls that can fake an extension', () => {
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('\u2067receipt\u2069\u200F.png')).toBe('receipt.png');
  });

  it('never answers an empty name', () => {
    expect(cleanFileName('\u202E')).toBe('file');
  });
});
