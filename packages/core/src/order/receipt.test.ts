import { describe, expect, it } from "vitest";
import { shownLine } from "./receipt";

describe("shownLine", () => {
  it("shows a whole-cent unit price that multiplies out to the line", () => {
    expect(shownLine({ quantity: 4, totalInCents: 3_664 })).toEqual({
      quantity: 4,
      unitPriceInCents: 916,
    });
  });

  it("shows a charge that does not divide into whole cents per unit as one charge", () => {
    // Four tires' sales tax of $36.63 is not 4 × $9.16 ($36.64).
    const shown = shownLine({ quantity: 4, totalInCents: 3_663 });
    expect(shown).toEqual({ quantity: 1, unitPriceInCents: 3_663 });
    expect(shown.quantity * shown.unitPriceInCents).toBe(3_663);
  });

  it("keeps a negative line (a discount) whole", () => {
    expect(shownLine({ quantity: 1, totalInCents: -1_250 })).toEqual({
      quantity: 1,
      unitPriceInCents: -1_250,
    });
  });
});
