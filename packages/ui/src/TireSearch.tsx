import type { Client } from "@treadkit/core/client";
import { confirmedSearch, type ScannedSize } from "@treadkit/core/sidewall";
import type { TireQuery } from "@treadkit/core/widget";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { lazyPart } from "./lazy-part";
import { TireSizeForm } from "./TireSizeForm";
import type { VehicleChoice, VehiclePickerProps } from "./VehiclePicker";

// The vehicle pickers arrive as their own chunk, when the shopper first opens their tab.
const VehiclePicker = lazyPart<VehiclePickerProps>(
  () => import("./VehiclePicker").then((module) => ({ default: module.VehiclePicker })),
  <p className="tk-hint">Loading…</p>,
);

export type { TireQuery };

export type TireSearchProps = {
  client: Client;
  defaultSize?: string;
  onSearch(query: TireQuery): void;
  /** The store's tire scan, offered beside the size (TireSizeForm). */
  scanHref?: string;
  /**
   * The tire scan in the widget itself (sidewall/WidgetScan), shown in place of the size field
   * when the shopper asks for it; a widget without it carries none of its code.
   */
  scan?(answer: { onRead(read: ScannedSize): void; onClose(): void }): ReactNode;
};

const TABS = [
  { key: "size", label: "By tire size" },
  { key: "vehicle", label: "By vehicle" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

/**
 * Search by size or by vehicle, as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move
 * between tabs, Tab goes into the panel). The vehicle panel loads its makes on first opening.
 */
export function TireSearch({ client, defaultSize, onSearch, scanHref, scan }: TireSearchProps) {
  const id = useId();
  const [scanning, setScanning] = useState(false);
  // What a scan read, until the shopper searches its size (with its minimums) or types another.
  const [scanned, setScanned] = useState<ScannedSize | null>(null);
  const [active, setActive] = useState<TabKey>("size");
  const [vehicleOpened, setVehicleOpened] = useState(false);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length];
    if (!tab) return;
    setActive(tab.key);
    if (tab.key === "vehicle") setVehicleOpened(true);
    tabRefs.current[TABS.indexOf(tab)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = TABS.findIndex((tab) => tab.key === active);
    const next = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  const onVehicle = ({ vehicle, vehicleId, size }: VehicleChoice) =>
    onSearch({ size, vehicle, vehicleId });

  return (
    <div className="tk-search">
      <div className="tk-tabs" role="tablist" aria-label="Search tires" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel-${tab.key}`}
            aria-selected={active === tab.key ? "true" : "false"}
            tabIndex={active === tab.key ? 0 : -1}
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="tk-tabpanel"
        role="tabpanel"
        id={`${id}-panel-size`}
        aria-labelledby={`${id}-tab-size`}
        hidden={active !== "size"}
      >
        {scanning && scan ? (
          scan({
            onRead: (read) => {
              setScanned(read);
              setScanning(false);
            },
            onClose: () => setScanning(false),
          })
        ) : (
          <TireSizeForm
            key={scanned?.text ?? "typed"}
            defaultSize={scanned?.size ?? defaultSize}
            onSubmit={(size) => onSearch(confirmedSearch(size, scanned))}
            onScan={scan ? () => setScanning(true) : undefined}
            scanned={scanned?.text}
            scanHref={scanHref}
          />
        )}
      </div>
      <div
        className="tk-tabpanel"
        role="tabpanel"
        id={`${id}-panel-vehicle`}
        aria-labelledby={`${id}-tab-vehicle`}
        hidden={active !== "vehicle"}
      >
        {vehicleOpened ? <VehiclePicker client={client} onSubmit={onVehicle} /> : null}
      </div>
    </div>
  );
}
