import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { createClient } from "@treadkit/core/client";
import { createPlatform } from "@treadkit/core/platform";
import type { ScannedSize } from "@treadkit/core/sidewall";
import type { TireQuery } from "@treadkit/core/widget";
import { afterEach, describe, expect, it } from "vitest";
import { TireSearch } from "./TireSearch";

const client = createClient({
  baseUrls: { main: "https://shop.example/api" },
  platform: createPlatform({ fetch: () => Promise.reject(new Error("no calls here")) }),
});

const READ: ScannedSize = {
  text: "235/70R16 106S",
  size: "235/70R16",
  fitment: { minLoadIndex: 106, speedRating: ["S", "T", "U", "H", "V", "Z", "W", "Y"] },
};

/**
 * The search with a scan part that stands where the widget's scan (sidewall/WidgetScan, read in
 * Chromium by tests/e2e/sidewall-scan.spec.ts) goes: here the search's side of it, what it does
 * with a reading and with the shopper closing the scan.
 */
function searchWithScan() {
  const searches: TireQuery[] = [];
  render(
    <TireSearch
      client={client}
      onSearch={(query) => searches.push(query)}
      scan={({ onRead, onClose }) => (
        <section aria-label="Scan your tire">
          <button type="button" onClick={() => onRead(READ)}>
            Photo read
          </button>
          <button type="button" onClick={onClose}>
            Type the size instead
          </button>
        </section>
      )}
    />,
  );
  return searches;
}

afterEach(cleanup);

describe("TireSearch with the widget's tire scan", () => {
  it("puts the size read in the field for the shopper to check, then searches it with its minimums", () => {
    const searches = searchWithScan();
    fireEvent.click(screen.getByRole("button", { name: "Scan your tire" }));
    expect(screen.queryByRole("textbox", { name: "Tire size" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Photo read" }));

    expect(screen.getByRole("status").textContent).toBe(
      "Read from your photo: 235/70R16 106S. Check it against your tire, then find tires.",
    );
    const field = screen.getByRole("textbox", { name: "Tire size" }) as HTMLInputElement;
    expect(field.value).toBe("235/70R16");
    expect(document.activeElement).toBe(field);
    fireEvent.click(screen.getByRole("button", { name: "Find tires" }));
    expect(searches).toEqual([{ size: "235/70R16", fitment: READ.fitment }]);
  });

  it("searches a size typed over the one read as typed, without the read minimums", () => {
    const searches = searchWithScan();
    fireEvent.click(screen.getByRole("button", { name: "Scan your tire" }));
    fireEvent.click(screen.getByRole("button", { name: "Photo read" }));
    const field = screen.getByRole("textbox", { name: "Tire size" });
    fireEvent.input(field, { target: { value: "2257016" } });
    fireEvent.click(screen.getByRole("button", { name: "Find tires" }));
    expect(searches).toEqual([{ size: "225/70R16" }]);
  });

  it("goes back to the size field, with nothing read, when the shopper closes the scan", () => {
    const searches = searchWithScan();
    fireEvent.click(screen.getByRole("button", { name: "Scan your tire" }));
    fireEvent.click(screen.getByRole("button", { name: "Type the size instead" }));
    expect(screen.getByRole("textbox", { name: "Tire size" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(searches).toEqual([]);
  });

  it("offers no scan where the widget has none", () => {
    render(<TireSearch client={client} onSearch={() => {}} />);
    expect(screen.queryByRole("button", { name: "Scan your tire" })).toBeNull();
  });
});
