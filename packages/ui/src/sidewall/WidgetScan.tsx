/**
 * "Scan your tire" inside a widget, on a partner's page: the store's scan (SidewallScan) in the
 * widget's shadow root, with styles of its own that it brings as it loads, reading with the
 * store's files fetched across origins. The photo stays on the shopper's device there too.
 */
import { type ScannedSize, scannedSize } from "@treadkit/core/sidewall";
import { useLayoutEffect, useRef } from "react";
import { adoptPartStyles } from "../shadow";
import { SidewallScan } from "./SidewallScan";

export type WidgetScanProps = {
  /** The store's origin: the reader's files and the specs on sale come from it. */
  origin: string;
  onRead(read: ScannedSize): void;
  /** Back to typing the size. */
  onClose(): void;
};

const widgetScanCss = `
.tk-scan { display: grid; gap: 10px; margin: 8px 0; padding: 12px 14px; border: 1px solid var(--tk-line, #d5dbe3);
  border-radius: var(--tk-radius, 10px); background: var(--tk-surface, #ffffff); color: var(--tk-ink, #101828);
  font: 14px/1.45 var(--tk-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); }
.tk-scan .sidewall-scan { display: grid; gap: 10px; }
.tk-scan h2 { margin: 0; font-size: 16px; line-height: 1.3; }
.tk-scan p { margin: 0; }
.tk-scan .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
.tk-scan .sidewall-scan__view { position: relative; aspect-ratio: 4 / 3; overflow: hidden; border-radius: 6px;
  background: var(--tk-ink, #101828); }
.tk-scan .sidewall-scan__view video { display: block; width: 100%; height: 100%; object-fit: cover; }
.tk-scan .sidewall-scan__guide { position: absolute; inset: 25% 6% -60%; border: 3px dashed rgb(255 255 255 / 0.85);
  border-radius: 50% 50% 0 0 / 35% 35% 0 0; box-shadow: 0 0 0 100vmax rgb(0 0 0 / 0.35); pointer-events: none; }
.tk-scan .sidewall-scan__actions { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; }
.tk-scan .button { font: inherit; font-weight: 700; min-height: 40px; padding: 8px 14px; border: 1px solid transparent;
  border-radius: 6px; background: var(--tk-accent, #1d4ed8); color: var(--tk-on-brand, #ffffff); cursor: pointer; }
.tk-scan .button--secondary { border-color: currentColor; background: var(--tk-surface, #ffffff);
  color: var(--tk-accent, #1d4ed8); }
.tk-scan .link-button { font: inherit; font-weight: 700; min-height: 40px; padding: 0; border: 0; background: none;
  color: var(--tk-accent, #1d4ed8); text-decoration: underline; cursor: pointer; }
.tk-scan .form-error { color: var(--tk-danger, #b42318); font-weight: 600; }
.tk-scan .sidewall-scan__privacy { font-size: 12px; color: var(--tk-muted, #475467); }
`;

export function WidgetScan({ origin, onRead, onClose }: WidgetScanProps) {
  const part = useRef<HTMLDivElement>(null);
  // Before the first paint: the part is drawn with its styles, never without.
  useLayoutEffect(() => {
    if (part.current) adoptPartStyles(part.current, widgetScanCss);
  }, []);
  return (
    <div ref={part} className="tk-scan">
      <SidewallScan
        origin={origin}
        now={() => new Date()}
        onRead={(read) => {
          const scanned = scannedSize(read.spec);
          if (scanned) onRead(scanned);
        }}
        onSearchAnotherWay={onClose}
        focusFirst
      />
      <p>
        <button type="button" className="link-button" onClick={onClose}>
          Type the size instead
        </button>
      </p>
    </div>
  );
}
