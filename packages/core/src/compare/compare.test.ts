import { describe, expect, it } from "vitest";
import { memoryStorage } from "../platform";
import {
  addToCompare,
  COMPARE_DUPLICATE,
  COMPARE_FULL,
  COMPARE_TOO_FEW,
  canCompare,
  compareHref,
  parseCompareIds,
  readCompareItems,
} from "./rules";
import { COMPARE_STORAGE_KEY, createCompareStore } from "./store";
import { compareRows } from "./table";

const tire = (n: number) => ({ productId: String(n), label: `Tire ${n}` });
const tires = (count: number) => Array.from({ length: count }, (_, i) => tire(i + 1));

describe("compare rules", () => {
  it("holds up to five tires and refuses a sixth with a notice, keeping the five", () => {
    const five = addToCompare(tires(4), tire(5));
    expect(five).toEqual({ ok: true, items: tires(5) });
    expect(addToCompare(tires(5), tire(6))).toEqual({
      ok: false,
      items: tires(5),
      notice: COMPARE_FULL,
    });
  });

  it("refuses a tire already held", () => {
    expect(addToCompare(tires(2), tire(2))).toEqual({
      ok: false,
      items: tires(2),
      notice: COMPARE_DUPLICATE,
    });
  });

  it("compares two to five tires", () => {
    expect(canCompare(tires(1))).toBe(false);
    expect(canCompare(tires(2))).toBe(true);
    expect(canCompare(tires(5))).toBe(true);
    expect(canCompare(tires(6))).toBe(false);
    expect(compareHref(tires(3))).toBe("/compare?ids=1,2,3");
  });

  it("reads a compare page's ids: two to five different product ids", () => {
    expect(parseCompareIds("3,1,3,2")).toEqual({ ok: true, ids: ["3", "1", "2"] });
    expect(parseCompareIds("1")).toEqual({ ok: false, message: COMPARE_TOO_FEW });
    expect(parseCompareIds(null)).toEqual({ ok: false, message: COMPARE_TOO_FEW });
    expect(parseCompareIds("1,2,3,4,5,6")).toEqual({ ok: false, message: COMPARE_FULL });
    expect(parseCompareIds("1,abc")).toMatchObject({ ok: false });
  });

  it("reads stored items defensively", () => {
    expect(readCompareItems("not json")).toEqual([]);
    expect(readCompareItems(JSON.stringify([tire(1), { productId: 2 }, tire(1), tire(3)]))).toEqual(
      [tire(1), tire(3)],
    );
    expect(readCompareItems(JSON.stringify(tires(7)))).toHaveLength(5);
  });
});

describe("compare store", () => {
  it("keeps the tires in storage and raises the refusal notice until the next change", () => {
    const storage = memoryStorage();
    const store = createCompareStore(storage);
    for (const item of tires(5)) expect(store.add(item)).toBe(true);
    expect(store.add(tire(6))).toBe(false);
    expect(store.$compareNotice.get()).toBe(COMPARE_FULL);
    expect(store.$compare.get()).toEqual(tires(5));

    store.remove("5");
    expect(store.$compareNotice.get()).toBeNull();
    expect(createCompareStore(storage).$compare.get()).toEqual(tires(4));

    expect(store.toggle(tire(1))).toBe(true);
    expect(store.$compare.get().map((item) => item.productId)).toEqual(["2", "3", "4"]);
    store.clear();
    expect(storage.get(COMPARE_STORAGE_KEY)).toBeNull();
  });
});

describe("compare table", () => {
  const detail = (
    productId: string,
    cents: number,
    warrantyMiles: number | null,
    rating: { average: number; count: number } | null = null,
  ) =>
    ({
      siteProduct: {
        productId,
        size: "225/50R17",
        loadIndex: "94",
        speedRating: "V",
        categoryName: "All Season",
        type: "Passenger",
        availability: "ProductStatusAvailable",
        priceList: [{ salePriceInCents: cents, listPriceInCents: cents }],
        warrantyMiles,
        utqg: null,
        specs: { isRunFlat: false, loadCapacityLbs: 1477, maxSpeedMph: 149 },
      },
      rating,
      otherSizes: [],
    }) as unknown as Parameters<typeof compareRows>[0][number];

  it("marks the lowest price and the longest warranty, and nothing where all are equal", () => {
    const rows = compareRows([detail("1", 12999, 50000), detail("2", 10999, 70000)]);
    const row = (label: string) => rows.find((r) => r.label === label);
    expect(row("Price (each)")?.cells).toEqual([
      { text: "$129.99", best: false },
      { text: "$109.99", best: true },
    ]);
    expect(row("Tread warranty")?.cells).toEqual([
      { text: "50,000 miles", best: false },
      { text: "70,000 miles", best: true },
    ]);
    expect(row("Max load")?.cells.every((cell) => !cell.best)).toBe(true);
    expect(row("Reviews")).toBeUndefined();
  });

  it("shows the reviews row once a line has reviews, each cell with its own count", () => {
    const rows = compareRows([
      detail("1", 100, null, { average: 4.5, count: 12 }),
      detail("2", 100, null, { average: 4.5, count: 3 }),
      detail("3", 100, null),
    ]);
    expect(rows.find((r) => r.label === "Reviews")?.cells.map((c) => c.text)).toEqual([
      "4.5 of 5 (12 reviews)",
      "4.5 of 5 (3 reviews)",
      "—",
    ]);
    expect(rows.find((r) => r.label === "Tread warranty")?.cells[0]?.text).toBe("—");
  });
});
