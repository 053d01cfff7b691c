/**
 * Figures are written the same way in every language, as on the cards and in
 * the sales material (RM4,841, 1,299, 7.2%), so a quoted number is never
 * misread — a German "1.299" would look like one point three.
 */
const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return grouped.format(value);
}

export function formatRinggit(value: number): string {
  return `RM${grouped.format(value)}`;
}

export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}
