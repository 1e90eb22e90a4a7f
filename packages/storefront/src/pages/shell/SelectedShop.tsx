import { isValidZip, ZIP_MESSAGE } from "@treadkit/core/validation";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useClient } from "../../context";
import type { ShopperLocation } from "../../root-data";
import { toastOnNextPage } from "../../toasts";

const AllShopsModal = lazy(() => import("./AllShopsModal"));

/**
 * "Use my location" (storefront.md §4): the browser's position becomes the ZIP code nearest it;
 * refused, the ZIP code of the shopper's network, with a notice that it is approximate. Its code
 * is fetched on the first press, so pages load none of it until it is wanted.
 */
function UseMyLocation({
  onZip,
  onError,
}: {
  onZip(zip: string, notice?: string): void;
  onError(message: string | null): void;
}) {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const locate = async () => {
    onError(null);
    setBusy(true);
    const { locateZip } = await import("./locate");
    const found = await locateZip(client);
    setBusy(false);
    if (found.zip) onZip(found.zip, found.notice);
    else onError(found.message ?? null);
  };
  return (
    <button
      type="button"
      className="button button--quiet"
      disabled={busy}
      onClick={() => void locate()}
    >
      {busy ? "Finding you…" : "Use my location"}
    </button>
  );
}

/**
 * The manual ZIP entry: a disclosure with a plain form (POST /location/zip), so it works before
 * the page is live and without JavaScript. Once live, a ZIP code that cannot be one is refused
 * at the field before anything is sent.
 */
function ZipEntry({ label, zip }: { label: string; zip: string | null }) {
  const { pathname, search } = useLocation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // What the next page tells of a located ZIP code, in place of "Showing shops near …".
  const noticeRef = useRef<string | null>(null);
  const located = (found: string, notice?: string) => {
    if (!inputRef.current || !formRef.current) return;
    inputRef.current.value = found;
    noticeRef.current = notice ?? null;
    formRef.current.requestSubmit();
    noticeRef.current = null;
  };
  return (
    <details className="zip-entry">
      <summary>{label}</summary>
      <form
        ref={formRef}
        method="post"
        action="/location/zip"
        className="zip-entry__form"
        noValidate
        onSubmit={(event) => {
          const value = String(new FormData(event.currentTarget).get("zip") ?? "").trim();
          if (isValidZip(value)) {
            toastOnNextPage(noticeRef.current ?? `Showing shops near ${value.slice(0, 5)}`);
            return;
          }
          event.preventDefault();
          setError(ZIP_MESSAGE);
        }}
      >
        <label htmlFor={`${id}-zip`}>ZIP code</label>
        <input
          ref={inputRef}
          id={`${id}-zip`}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          defaultValue={zip ?? ""}
          maxLength={10}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={() => setError(null)}
        />
        <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
        <button type="submit" className="button">
          Save
        </button>
        {live ? <UseMyLocation onZip={located} onError={setError} /> : null}
        {error ? (
          <p id={`${id}-error`} className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </details>
  );
}

/**
 * The header's selected-shop block (storefront.md §2): the chosen shop and the ZIP code, or a
 * prompt to enter one; the all-shops modal lists the ten shops nearest the ZIP code. Without
 * JavaScript "All shops" leads to the tire-shop pages.
 */
export function SelectedShop({ location }: { location: ShopperLocation }) {
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setLive(true), []);
  const { zip, shop } = location;
  if (!zip) {
    return (
      <section className="selected-shop" aria-label="Your shop">
        <span>Prices with installation near you</span>
        <ZipEntry label="Enter ZIP code" zip={null} />
      </section>
    );
  }
  return (
    <section className="selected-shop" aria-label="Your shop">
      <span>
        {shop ? (
          <>
            Your shop: <strong>{shop.name}</strong>
          </>
        ) : (
          "Shops near"
        )}{" "}
        <span className="selected-shop__zip">{zip}</span>
      </span>
      <ZipEntry label="Change ZIP" zip={zip} />
      {live ? (
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {shop ? "All shops" : "Choose a shop"}
        </button>
      ) : (
        <a href="/tire-shops">All shops</a>
      )}
      {open ? (
        <Suspense fallback={null}>
          <AllShopsModal zip={zip} selectedId={shop?.id ?? null} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
