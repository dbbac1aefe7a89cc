import QRCode from 'qrcode';
import { qrCodePath } from './qr-code.js';

describe('the QR code drawn in issued PDFs', () => {
  it('covers exactly the dark modules of the link’s QR code, row by row', () => {
    const link = 'https://office.example/verify/AB9A9JK238';
    const { size, d } = qrCodePath(link);
    const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    const drawn = new Set<string>();
    for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
      for (let i = 0; i < Number(width); i += 1) drawn.add(`${Number(x) + i},${y}`);
    for (let y = 0; y < size; y += 1)
      for (let x = 0; x < size; x += 1) expect(drawn.has(`${x},${y}`)).toBe(Boolean(modules.get(y, x)));
  });
});
