import type { Installer } from "@treadkit/core/installer";
import { formatCents } from "@treadkit/core/money";

export type InstallerListProps = {
  installers: Installer[];
  /** Shown when the list is empty (checkout.md §8 "No shops nearby"). */
  emptyText?: string;
};

function stars(value: number) {
  return `${value.toFixed(1)} out of 5`;
}

/** Installer shops near the shopper: name, address, distance, rating and installation price. */
export function InstallerList({ installers, emptyText = "No shops nearby" }: InstallerListProps) {
  if (installers.length === 0) {
    return (
      <p className="tk-notice" role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="tk-installers" aria-label="Installers near you">
      {installers.map((installer) => (
        <li className="tk-installer" key={installer.installerId}>
          <h3>{installer.company}</h3>
          <div>
            {installer.addressLine1}, {installer.city}, {installer.state} {installer.zip}
          </div>
          <div className="tk-installer__meta">
            <span>{installer.distance.toFixed(1)} mi</span>
            <span>
              Rated {stars(installer.rating.value)} ({installer.rating.quantity} reviews)
            </span>
            <span className="tk-installer__price">
              Installation {formatCents(installer.installationCostFor4TiresInCents)} for 4 tires
            </span>
            {installer.isMobileInstall ? <span className="tk-badge">Mobile installer</span> : null}
            {installer.isSponsored ? <span className="tk-badge">Sponsored</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
