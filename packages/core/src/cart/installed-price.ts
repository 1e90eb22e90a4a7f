/**
 * A tire's price fitted at a shop, in integer cents. The cart's pricing (`priceCart`) charges
 * installation through `installationInCents`, so what a widget shows before adding to the cart
 * and what the cart then charges come from the same rule.
 */

/** Installation for a line at a shop: per tire, and only for tires that can be installed. */
export function installationInCents(
  line: { quantity: number; isInstallable: boolean },
  installPricePerTireInCents: number | null,
): number {
  if (!line.isInstallable || installPricePerTireInCents === null) return 0;
  return line.quantity * installPricePerTireInCents;
}

export type InstalledPrice = {
  /** The tire and its fitting, for one tire. */
  perTireInCents: number;
  tiresInCents: number;
  installationInCents: number;
  /** Tires and installation for the whole quantity. */
  totalInCents: number;
};

/**
 * What `quantity` tires cost fitted at a shop that charges `installPricePerTireInCents` a tire;
 * null when the tire has no price to show (call for pricing).
 */
export function installedPrice(
  product: { salePriceInCents: number | null; isInstallable: boolean },
  installPricePerTireInCents: number | null,
  quantity: number,
): InstalledPrice | null {
  if (product.salePriceInCents === null) return null;
  const installation = installationInCents(
    { quantity, isInstallable: product.isInstallable },
    installPricePerTireInCents,
  );
  const tires = quantity * product.salePriceInCents;
  return {
    perTireInCents:
      product.salePriceInCents +
      installationInCents(
        { quantity: 1, isInstallable: product.isInstallable },
        installPricePerTireInCents,
      ),
    tiresInCents: tires,
    installationInCents: installation,
    totalInCents: tires + installation,
  };
}
