import QRCode from 'qrcode';

/** The quiet zone the QR standard asks for around the symbol, in modules. */
export const QR_QUIET_ZONE = 4;

/**
 * A QR code of `text` as one SVG path of its dark modules (each row's runs as rectangles, one unit per module),
 * so a PDF draws it as vector shapes, sharp at any zoom or print size. Level M survives a smudge or a fold.
 */
export function qrCodePath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size;) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(y, x)) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  }
  return { size: modules.size, d: runs.join('') };
}
