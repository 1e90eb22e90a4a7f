/**
 * Display of an amount in cents (storefront.md §9: cents divided by 100, USD), as
 * `Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })` writes it.
 *
 * Written out rather than delegated: the first currency formatter a page creates loads the
 * locale's data, 20–60 ms of main thread before anything is shown. Every widget formats a price
 * in its first render, so on a partner's page that was one long task of ours.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = String(whole % 100).padStart(2, "0");
  return `${cents < 0 || Object.is(cents, -0) ? "-" : ""}$${dollars}.${rest}`;
}
