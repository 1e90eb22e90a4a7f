/** Cart totals in integer cents; prices always come from the catalogue, never from the client. */
export function cartTotals(
  lines: readonly { quantity: number; salePriceInCents: number; isInstallable: boolean }[],
  installPricePerTireInCents: number | null,
) {
  const quantity = lines.reduce((n, l) => n + l.quantity, 0);
  const productsInCents = lines.reduce((sum, l) => sum + l.quantity * l.salePriceInCents, 0);
  // Installation is charged per tire the chosen shop can fit.
  const installed = lines.filter((l) => l.isInstallable).reduce((n, l) => n + l.quantity, 0);
  const installationInCents =
    installPricePerTireInCents === null ? 0 : installed * installPricePerTireInCents;
  return {
    quantity,
    productsInCents,
    installationInCents,
    totalInCents: productsInCents + installationInCents,
  };
}
