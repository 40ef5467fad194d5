const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** The summary's tax row names its rate: 'Tax (12%)', 'Tax (0.25%)'. */
export function taxLabel(taxRatePercent: number): string {
  return `Tax (${percent.format(taxRatePercent)}%)`;
}
