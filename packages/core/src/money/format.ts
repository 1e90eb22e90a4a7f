const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Display of an amount in cents (storefront.md §9: cents divided by 100, USD). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
