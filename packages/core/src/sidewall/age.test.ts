import { describe, expect, it } from "vitest";
import {
  ageInMonths,
  isFresh,
  madeInLabel,
  madeInWeeksLabel,
  newerFirst,
  productionMonday,
  productionWeekOf,
  tireAgeWarning,
  unitsToTake,
  weeksOf,
} from "./age";

const NOW = new Date("2026-11-28T12:00:00Z");

describe("a tire's age from its production week", () => {
  it("starts a production week on its ISO 8601 Monday", () => {
    expect(productionMonday({ week: 1, year: 2026 }).toISOString()).toBe(
      "2025-12-29T00:00:00.000Z",
    );
    expect(productionMonday({ week: 12, year: 2026 }).toISOString()).toBe(
      "2026-03-16T00:00:00.000Z",
    );
    expect(productionMonday({ week: 53, year: 2020 }).toISOString()).toBe(
      "2020-12-28T00:00:00.000Z",
    );
  });

  it("finds the week a date is in, the Thursday deciding the year", () => {
    expect(productionWeekOf(NOW)).toEqual({ week: 48, year: 2026 });
    expect(productionWeekOf(new Date("2021-01-01T00:00:00Z"))).toEqual({ week: 53, year: 2020 });
    expect(productionWeekOf(new Date("2025-12-29T00:00:00Z"))).toEqual({ week: 1, year: 2026 });
    for (const week of [1, 12, 30, 52])
      expect(productionWeekOf(productionMonday({ week, year: 2024 }))).toEqual({
        week,
        year: 2024,
      });
  });

  it("says the week in the product page's words", () => {
    expect(madeInLabel({ week: 12, year: 2026 })).toBe("Made in week 12 of 2026");
  });

  it("counts fresh stock as made within 12 months", () => {
    expect(ageInMonths({ week: 12, year: 2026 }, NOW)).toBe(8);
    expect(isFresh({ week: 12, year: 2026 }, NOW)).toBe(true);
    expect(isFresh({ week: 49, year: 2025 }, NOW)).toBe(true);
    expect(isFresh({ week: 47, year: 2025 }, NOW)).toBe(false);
    expect(isFresh({ week: 10, year: 2024 }, NOW)).toBe(false);
  });

  it("warns of a shopper's own tires six years old, with the reason", () => {
    expect(tireAgeWarning({ week: 12, year: 2017 }, NOW)).toBe(
      "These tires were made in 2017. Many makers advise replacing tires after 6 years.",
    );
    expect(tireAgeWarning({ week: 40, year: 2020 }, NOW)).toBe(
      "These tires were made in 2020. Many makers advise replacing tires after 6 years.",
    );
    expect(tireAgeWarning({ week: 50, year: 2020 }, NOW)).toBeNull();
    expect(tireAgeWarning({ week: 12, year: 2024 }, NOW)).toBeNull();
  });

  it("orders stock newest first, unknown weeks last", () => {
    const weeks = [
      { week: 3, year: 2026 },
      null,
      { week: 40, year: 2025 },
      { week: 20, year: 2026 },
    ];
    expect(weeks.sort(newerFirst)).toEqual([
      { week: 20, year: 2026 },
      { week: 3, year: 2026 },
      { week: 40, year: 2025 },
      null,
    ]);
  });

  it("takes units from the freshest shelf first, then the fullest, and names their weeks", () => {
    const shelves = [
      { warehouseId: 1, quantity: 50, made: { year: 2024, week: 5 } },
      { warehouseId: 2, quantity: 2, made: { year: 2026, week: 10 } },
      { warehouseId: 3, quantity: 3, made: { year: 2025, week: 40 } },
      { warehouseId: 4, quantity: 9, made: null },
      { warehouseId: 5, quantity: 0, made: { year: 2026, week: 30 } },
    ];
    const four = unitsToTake(shelves, 4);
    expect(four?.map((s) => [s.warehouseId, s.quantity])).toEqual([
      [2, 2],
      [3, 2],
    ]);
    expect(weeksOf(four ?? [])).toEqual([
      { year: 2025, week: 40 },
      { year: 2026, week: 10 },
    ]);
    // Undated shelves come last, before nothing; too few units in all is null.
    expect(unitsToTake(shelves, 60)?.map((s) => s.warehouseId)).toEqual([2, 3, 1, 4]);
    expect(unitsToTake(shelves, 65)).toBeNull();
    // Equal weeks: the fuller shelf, then the lower warehouse.
    const same = { year: 2026, week: 1 };
    expect(
      unitsToTake(
        [
          { warehouseId: 7, quantity: 4, made: same },
          { warehouseId: 6, quantity: 4, made: same },
          { warehouseId: 8, quantity: 5, made: same },
        ],
        6,
      )?.map((s) => s.warehouseId),
    ).toEqual([8, 6]);
  });

  it("names one week, several of one year, or weeks of several years", () => {
    expect(madeInWeeksLabel([])).toBeNull();
    expect(madeInWeeksLabel([{ year: 2026, week: 12 }])).toBe("Made in week 12 of 2026");
    expect(
      madeInWeeksLabel([
        { year: 2026, week: 10 },
        { year: 2026, week: 12 },
      ]),
    ).toBe("Made in weeks 10 and 12 of 2026");
    expect(
      madeInWeeksLabel([
        { year: 2025, week: 50 },
        { year: 2026, week: 2 },
        { year: 2026, week: 9 },
      ]),
    ).toBe("Made in week 50 of 2025, week 2 of 2026 and week 9 of 2026");
  });
});
