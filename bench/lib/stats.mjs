// Summaries of repeated measurements: the median and how far the rounds spread around it.
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** (max − min) / median, in percent. */
export const spreadPercent = (values) => ((Math.max(...values) - Math.min(...values)) / median(values)) * 100;

export const describe = (values, digits = 0) =>
  `${median(values).toFixed(digits)} ±${spreadPercent(values).toFixed(0)}%`;
