import type { IntlShape } from 'react-intl';

const UNITS = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
] as const;

/** A byte count in the largest unit that keeps it at least 1 ("2.4 MB", "٢٫٤ ميغابايت"). */
export function formatSize(intl: IntlShape, bytes: number): string {
  for (const [unit, size] of UNITS) {
    if (bytes >= size)
      return intl.formatNumber(bytes / size, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  }
  return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
}
