/**
 * A tire's installation at a shop, in integer cents. The cart's pricing (`priceCart`) charges
 * installation through `installationInCents`; what a set costs out the door before it is in a
 * cart is quoted by the server through the same pricing (catalog/installed-set).
 */

/** Installation for a line at a shop: per tire, and only for tires that can be installed. */
export function installationInCents(
  line: { quantity: number; isInstallable: boolean },
  installPricePerTireInCents: number | null,
): number {
  if (!line.isInstallable || installPricePerTireInCents === null) return 0;
  return line.quantity * installPricePerTireInCents;
}
