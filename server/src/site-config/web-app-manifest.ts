import type { Readable } from 'node:stream';
import type { Language } from '../common/i18n/languages.js';
import type { PublicConfig } from './site-config.service.js';

/** The page background before the app paints (index.html's body), also the splash screen's while it starts. */
const BACKGROUND = '#fafafa';

/**
 * The built-in icons (client/public, drawn by scripts/app-icons.mjs): the office's mark within the middle 60 %,
 * so they also serve as maskable icons.
 */
const BUILT_IN_ICONS = [
  { src: '/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** A logo must be a square PNG of at least this side to be the app's icon (a launcher's largest is 512 px). */
const LOGO_ICON_MIN_SIDE = 512;

export type LogoSize = { width: number; height: number };

/**
 * The web app manifest of the office's site in `language`: its name from the CMS, right to left in Arabic, the
 * brand colour as the theme. The app's icon is the CMS logo when it can be one, else the built-in icons.
 * Chromium installs an app only with a PNG (or WebP, SVG) icon of at least 144 px whose declared size is its real
 * one, and it cannot crop: the logo (PNG or JPG of any shape, the header's wordmark more often than not) is the
 * icon only when it is a square PNG of 512 px or more, declared at its real size, which launchers scale down.
 * Resizing or padding an uploaded logo on the server would need an image library the server does not have.
 */
export function webAppManifest(config: PublicConfig, language: Language, logo: LogoSize | undefined) {
  const logoIsIcon = config.site.logoUrl && logo && logo.width === logo.height && logo.width >= LOGO_ICON_MIN_SIDE;
  return {
    // The app stays one app whichever language its manifest was read in.
    id: '/',
    name: config.site.name,
    short_name: config.site.name,
    description: config.site.description,
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: config.site.primaryColor,
    background_color: BACKGROUND,
    icons: logoIsIcon
      ? [{ src: config.site.logoUrl, sizes: `${logo.width}x${logo.height}`, type: 'image/png', purpose: 'any' }]
      : BUILT_IN_ICONS,
  };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG's width and height from its header (the IHDR chunk follows the signature: bytes 16-23), reading no
 * more of the file than that; undefined for anything that is not a PNG.
 */
export async function pngSize(stream: Readable): Promise<LogoSize | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= 24) break;
    }
  } finally {
    stream.destroy();
  }
  const header = Buffer.concat(chunks);
  if (header.length < 24 || !header.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}
