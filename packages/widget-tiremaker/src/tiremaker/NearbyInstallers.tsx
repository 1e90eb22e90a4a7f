import { useStore } from "@nanostores/react";
import { formatCents } from "@treadkit/core/money";
import type { TireMakerStore } from "@treadkit/core/widget";
import { usePartStyles } from "@treadkit/ui/lazy-part";
import { ZipForm } from "@treadkit/ui/ZipForm";
import { useId } from "react";
import { installersCss } from "./installers-styles";

const PLACEHOLDER_ROWS = [1, 2];

/** Shops near a ZIP, each with a button that chooses it for installation. */
export function NearbyInstallers({ store }: { store: TireMakerStore }) {
  const search = useStore(store.installers.$installerSearch);
  const chosen = useStore(store.$installer);
  const busy = useStore(store.$busy);
  const headingId = useId();
  const root = usePartStyles<HTMLElement>(installersCss);

  return (
    <section ref={root} className="tk-tm-installers" aria-labelledby={headingId}>
      <h3 id={headingId}>Installers near you</h3>
      <ZipForm
        defaultZip={search.zip}
        busy={search.status === "loading"}
        error={search.status === "error" ? search.message : null}
        onSubmit={(zip) => void store.installers.search(zip)}
      />
      {search.status === "loading" || search.status === "done" ? (
        // Shops arrive from the network after the page has settled: they fill a box of fixed
        // height (placeholder rows while loading; a long list scrolls inside it), so nothing
        // after the widget moves when they come.
        <div className="tk-tm-shops" aria-busy={search.status === "loading"}>
          {search.status === "loading" ? (
            <>
              <p className="tk-notice" role="status">
                Looking for shops near {search.zip}…
              </p>
              <ul className="tk-installers" aria-hidden="true">
                {PLACEHOLDER_ROWS.map((row) => (
                  <li className="tk-installer tk-tm-shop-placeholder" key={row} />
                ))}
              </ul>
            </>
          ) : null}
          {search.status === "done" && search.installers.length === 0 ? (
            <p className="tk-notice" role="status">
              No shops nearby
            </p>
          ) : null}
          {search.status === "done" && search.installers.length > 0 ? (
            <ul className="tk-installers" aria-label={`Installers near ${search.zip}`}>
              {search.installers.map((installer) => {
                const isChosen = chosen?.installerId === installer.installerId;
                return (
                  <li className="tk-installer" key={installer.installerId}>
                    <h4>{installer.company}</h4>
                    <div>
                      {installer.addressLine1}, {installer.city}, {installer.state} {installer.zip}
                    </div>
                    <div className="tk-installer__meta">
                      <span>{installer.distance.toFixed(1)} mi</span>
                      <span>
                        Rated {installer.rating.value.toFixed(1)} out of 5 (
                        {installer.rating.quantity} reviews)
                      </span>
                      <span className="tk-installer__price">
                        Installation {formatCents(installer.installationCostFor4TiresInCents)} for 4
                        tires
                      </span>
                    </div>
                    <button
                      type="button"
                      className="tk-tm-secondary"
                      aria-pressed={isChosen}
                      disabled={busy}
                      onClick={() => void store.chooseInstaller(installer)}
                    >
                      {isChosen ? "Installing here" : "Install here"}
                      <span className="tk-visually-hidden">: {installer.company}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
