import { useStore } from "@nanostores/react";
import type { InstallerSearch } from "@treadkit/core/installer";
import { InstallerList } from "./InstallerList";
import { ZipForm } from "./ZipForm";

/** ZIP form and the installers near it, read from an installer-search store. */
export function InstallerFinder({ search }: { search: InstallerSearch }) {
  const state = useStore(search.$installerSearch);
  return (
    <section className="tk-finder" aria-busy={state.status === "loading"}>
      <ZipForm
        defaultZip={state.zip}
        busy={state.status === "loading"}
        error={state.status === "error" ? state.message : null}
        onSubmit={(zip) => void search.search(zip)}
      />
      {state.status === "loading" ? (
        <p className="tk-notice" role="status">
          Looking for shops near {state.zip}…
        </p>
      ) : null}
      {state.status === "done" ? <InstallerList installers={state.installers} /> : null}
    </section>
  );
}
