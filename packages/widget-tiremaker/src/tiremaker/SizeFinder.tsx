import { useStore } from "@nanostores/react";
import {
  FINDER_RIMS,
  FINDER_WIDTHS,
  noSizesFound,
  sizeQueryLabel,
  type TireMakerStore,
} from "@treadkit/core/widget";
import { Failed } from "@treadkit/ui/Failed";
import { lazyPart, usePartStyles, usePreload } from "@treadkit/ui/lazy-part";
import type { VehiclePickerProps } from "@treadkit/ui/VehiclePicker";
import { type FormEvent, useId, useState } from "react";
import { finderCss } from "./finder-styles";
import { SizeChoices } from "./lazy-sizes";
import { MoreSizes } from "./MoreSizes";

// The vehicle pickers are fetched when the shopper asks for them: most find their size by rim.
const VehiclePicker = lazyPart<VehiclePickerProps>(() =>
  import("@treadkit/ui/VehiclePicker").then((module) => ({ default: module.VehiclePicker })),
);

/**
 * Finds a size among all the brand's lines: by rim diameter and, if the shopper knows it, width;
 * or by their vehicle. What it finds is chosen and added like a line's sizes.
 */
export function SizeFinder({ store }: { store: TireMakerStore }) {
  const found = useStore(store.$found);
  const hasMore = useStore(store.$hasMoreFound);
  const loadingMore = useStore(store.$loadingMoreFound);
  const brandName = useStore(store.$brandName);
  const [byVehicle, setByVehicle] = useState(false);
  const id = useId();
  const root = usePartStyles<HTMLElement>(finderCss);
  // The sizes' part is fetched while the sizes themselves are.
  usePreload(SizeChoices, found.status === "loading");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget.elements;
    const rim = Number((form.namedItem("rim") as HTMLSelectElement).value);
    const width = (form.namedItem("width") as HTMLSelectElement).value;
    void store.findSizes({ kind: "rim", rimDiameter: rim, width: width ? Number(width) : null });
  };

  return (
    <section ref={root} className="tk-tm-finder" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Find your size</h3>
      <form className="tk-tm-add" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-rim`}>Rim</label>
        <select id={`${id}-rim`} name="rim" defaultValue="17">
          {FINDER_RIMS.map((rim) => (
            <option key={rim} value={rim}>
              {rim}-inch
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-width`}>Width</label>
        <select id={`${id}-width`} name="width" defaultValue="">
          <option value="">Any width</option>
          {FINDER_WIDTHS.map((width) => (
            <option key={width} value={width}>
              {width} mm
            </option>
          ))}
        </select>
        <button type="submit" className="tk-tm-primary">
          Find sizes
        </button>
        <button
          type="button"
          className="tk-tm-link"
          aria-expanded={byVehicle}
          onClick={() => setByVehicle((open) => !open)}
        >
          Find by vehicle
        </button>
      </form>
      {byVehicle ? (
        <VehiclePicker
          client={store.client}
          onSubmit={({ vehicle, vehicleId, size }) =>
            void store.findSizes({ kind: "vehicle", vehicle, vehicleId, size })
          }
        />
      ) : null}
      {found.status === "loading" ? (
        <p className="tk-notice" role="status">
          Finding sizes…
        </p>
      ) : null}
      {found.status === "error" ? (
        <Failed
          message={found.message}
          retry={found.retryable ? () => void store.findAgain() : undefined}
        />
      ) : null}
      {found.status === "done" && found.data.sizes.length === 0 ? (
        <p className="tk-tm-hint" role="status">
          {noSizesFound(brandName)}
        </p>
      ) : null}
      {found.status === "done" && found.data.sizes.length > 0 ? (
        <SizeChoices
          store={store}
          sizes={found.data.sizes}
          legend={sizeQueryLabel(found.data.query)}
          showLine
        >
          {hasMore ? (
            <MoreSizes
              shown={found.data.sizes.length}
              total={found.data.total}
              loading={loadingMore}
              onMore={() => void store.moreFound()}
            />
          ) : null}
        </SizeChoices>
      ) : null}
    </section>
  );
}
