import { useEffect } from 'react';

/** Shades of a palette as mixes of the CMS colour (the 600 shade) with white or black. */
const SHADES: [shade: number, mix: string][] = [
  [50, 'white 92%'],
  [100, 'white 82%'],
  [200, 'white 65%'],
  [300, 'white 48%'],
  [400, 'white 30%'],
  [500, 'white 15%'],
  [600, 'white 0%'],
  [700, 'black 20%'],
  [800, 'black 38%'],
  [900, 'black 55%'],
  [950, 'black 70%'],
];

/** CSS variables that override the theme's `brand` and `accent` palettes with the CMS colours. */
export function paletteVariables(palette: 'brand' | 'accent', color: string): Record<string, string> {
  return Object.fromEntries(
    SHADES.map(([shade, mix]) => [`--chakra-colors-${palette}-${shade}`, `color-mix(in oklab, ${color}, ${mix})`]),
  );
}

type Brand = { primaryColor: string; secondaryColor: string; faviconUrl?: string | null; logoUrl?: string | null };

/** Applies the CMS branding at run time: palettes and favicon. */
export function useBranding(brand: Brand | undefined) {
  useEffect(() => {
    if (!brand) return;
    const root = document.documentElement;
    const variables = {
      ...paletteVariables('brand', brand.primaryColor),
      ...paletteVariables('accent', brand.secondaryColor),
    };
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    if (brand.faviconUrl) {
      const icon =
        document.querySelector<HTMLLinkElement>('link[rel="icon"]') ??
        document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon' }));
      icon.removeAttribute('type');
      icon.href = brand.faviconUrl;
    }
  }, [brand]);
}
