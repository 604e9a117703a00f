const audFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol' });

/** "$9.99": Australian dollars with the dollar sign the spec shows. */
export function formatPrice(amount: number): string {
  return audFormat.format(amount);
}
