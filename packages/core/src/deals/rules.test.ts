import { describe, expect, it } from "vitest";
import {
  dealDatesText,
  dealListingScope,
  dealNotRunningText,
  dealsOfThemePage,
  discountText,
  isPromotionActive,
  type PromotionTheme,
  themePageOf,
} from "./rules";

describe("isPromotionActive", () => {
  const now = new Date("2026-11-27T12:00:00Z");

  it("runs from its start until its end", () => {
    const deal = { startsAt: "2026-11-27T00:00:00.000Z", endsAt: "2026-11-30T00:00:00.000Z" };
    expect(isPromotionActive(deal, now)).toBe(true);
    expect(isPromotionActive(deal, new Date("2026-11-26T23:59:59Z"))).toBe(false);
    expect(isPromotionActive(deal, new Date("2026-11-30T00:00:00Z"))).toBe(false);
    expect(isPromotionActive(deal, new Date("2026-11-27T00:00:00Z"))).toBe(true);
  });

  it("is open-ended on a side without a date", () => {
    expect(isPromotionActive({ startsAt: null, endsAt: null }, now)).toBe(true);
    expect(isPromotionActive({ startsAt: null, endsAt: "2026-11-01T00:00:00.000Z" }, now)).toBe(
      false,
    );
    expect(isPromotionActive({ startsAt: "2027-01-01T00:00:00.000Z", endsAt: null }, now)).toBe(
      false,
    );
  });
});

describe("theme pages", () => {
  const deals: { slug: string; theme: PromotionTheme }[] = [
    { slug: "a", theme: "blackFriday" },
    { slug: "b", theme: "blackFridayPreSale" },
    { slug: "c", theme: "cyberMonday" },
    { slug: "d", theme: "cyberWeekend" },
    { slug: "e", theme: "default" },
    { slug: "f", theme: "lastChance" },
  ];

  it("gather Black Friday and its pre-sale on the Black Friday page", () => {
    const page = themePageOf("black-friday-sale");
    if (!page) throw new Error("no Black Friday page");
    expect(page.title).toBe("Black Friday Tire Sale");
    expect(dealsOfThemePage(deals, page).map((d) => d.slug)).toEqual(["a", "b"]);
  });

  it("gather Cyber Monday and Cyber Weekend on the Cyber Monday page", () => {
    const page = themePageOf("cyber-monday-sale");
    if (!page) throw new Error("no Cyber Monday page");
    expect(dealsOfThemePage(deals, page).map((d) => d.slug)).toEqual(["c", "d"]);
  });

  it("exist only for those two sales", () => {
    expect(themePageOf("free-installation")).toBeNull();
  });
});

describe("discountText", () => {
  it("reads each discount type", () => {
    expect(discountText({ discountType: "Percentage", amount: 15, target: "tires" })).toBe(
      "15% off tires",
    );
    expect(discountText({ discountType: "Flat Amount", amount: 50, target: "tires" })).toBe(
      "$50.00 off tires",
    );
    expect(discountText({ discountType: "Buy3Get1", amount: 0, target: "tires" })).toBe(
      "Buy 3, get 1 free",
    );
    expect(discountText({ discountType: "Free", amount: 0, target: "installation" })).toBe(
      "Free installation",
    );
    expect(discountText({ discountType: "Percentage", amount: 100, target: "roadHazard" })).toBe(
      "Free road hazard coverage",
    );
  });
});

describe("dealDatesText", () => {
  it("names the last day a deal runs, not the instant it ends", () => {
    expect(
      dealDatesText({ startsAt: "2026-11-27T00:00:00.000Z", endsAt: "2026-11-30T00:00:00.000Z" }),
    ).toBe("Nov 27, 2026 – Nov 29, 2026");
    expect(dealDatesText({ startsAt: null, endsAt: "2026-12-01T00:00:00.000Z" })).toBe(
      "Until Nov 30, 2026",
    );
    expect(dealDatesText({ startsAt: "2026-11-16T00:00:00.000Z", endsAt: null })).toBe(
      "From Nov 16, 2026",
    );
    expect(dealDatesText({ startsAt: null, endsAt: null })).toBe("Ongoing");
  });
});

describe("dealListingScope", () => {
  it("lists a line's, a brand's, or else the tires on sale", () => {
    const brand = { slug: "michelin" };
    expect(dealListingScope({ brand, line: { slug: "defender2" } })).toEqual({
      brand: ["michelin"],
      line: "defender2",
    });
    expect(dealListingScope({ brand, line: null })).toEqual({ brand: ["michelin"] });
    expect(dealListingScope({ brand: null, line: null })).toEqual({ deals: true });
  });
});

describe("dealNotRunningText", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("gives a deal that has not started its start date, and says an ended one has ended", () => {
    expect(
      dealNotRunningText({ startsAt: "2026-11-27T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" }, now),
    ).toBe("This deal starts Nov 27, 2026.");
    expect(dealNotRunningText({ startsAt: null, endsAt: "2026-11-01T00:00:00Z" }, now)).toBe(
      "This deal has ended.",
    );
    expect(dealNotRunningText({ startsAt: null, endsAt: null }, now)).toBeNull();
  });
});
