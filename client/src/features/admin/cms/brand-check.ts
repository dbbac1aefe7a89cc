import type { BrandKind } from './hooks/useBrandFile';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const FAVICON_MAX_BYTES = 512 * 1024;
export const FAVICON_SIZE = 32;

type Problem = 'type' | 'size' | 'dimensions';

const isPng = (b: Uint8Array) => b.length > 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isIco = (b: Uint8Array) => b.length > 6 && b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0;

/** A PNG's width and height from its IHDR chunk. */
function pngSize(b: Uint8Array) {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Whether an ICO holds a 32x32 image (its directory lists each image's size; 0 means 256). */
function icoHas32(b: Uint8Array) {
  const count = b[4] | (b[5] << 8);
  for (let i = 0; i < count; i++) {
    const entry = 6 + i * 16;
    if (entry + 1 >= b.length) break;
    if (b[entry] === FAVICON_SIZE && b[entry + 1] === FAVICON_SIZE) return true;
  }
  return false;
}

/**
 * Checks a chosen logo or favicon by its content before sending it: logo PNG or JPG up to 2 MB; favicon
 * ICO or PNG, 32x32, up to 512 KB (the server checks again). Answers the problem, or null.
 */
export async function checkBrandFile(kind: BrandKind, file: Blob): Promise<Problem | null> {
  const bytes = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  if (kind === 'logo') {
    if (!isPng(bytes) && !isJpeg(bytes)) return 'type';
    return file.size > LOGO_MAX_BYTES ? 'size' : null;
  }
  if (!isPng(bytes) && !isIco(bytes)) return 'type';
  if (file.size > FAVICON_MAX_BYTES) return 'size';
  if (isPng(bytes)) {
    const { width, height } = pngSize(bytes);
    return width === FAVICON_SIZE && height === FAVICON_SIZE ? null : 'dimensions';
  }
  return icoHas32(bytes) ? null : 'dimensions';
}
