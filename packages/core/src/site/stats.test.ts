import { describe, expect, it } from "vitest";
import { trustSignals } from "./stats";

describe("trustSignals", () => {
  it("states the store's own numbers, each with what it counts", () => {
    expect(
      trustSignals({
        tires: 32_809,
        brands: 49,
        shops: 886,
        reviews: { count: 1_204, average: 4.4 },
        longestWarrantyMiles: 90_000,
      }),
    ).toEqual([
      { figure: "886", text: "installer shops in the network" },
      { figure: "4.4 / 5", text: "from 1,204 shopper reviews" },
      { figure: "90,000 mi", text: "treadwear warranties, at their longest" },
      { figure: "Free", text: "shipping in the contiguous US" },
    ]);
  });

  it("leaves out a signal whose number is missing", () => {
    const signals = trustSignals({
      tires: 10,
      brands: 2,
      shops: 0,
      reviews: null,
      longestWarrantyMiles: null,
    });
    expect(signals.map((signal) => signal.figure)).toEqual(["Free"]);
  });
});
