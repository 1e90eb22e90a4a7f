import { describe, expect, it } from "vitest";
import { INSTALLED_SET_QUANTITY_MESSAGE, installedSetQuerySchema } from "./installed-set";
import { installedSetLabel } from "./installed-set-label";

describe("installedSetLabel", () => {
  it("labels a set by its out-the-door total, fees and tax included", () => {
    expect(installedSetLabel({ quantity: 4, taxKnown: true, totalInCents: 126_432 })).toEqual({
      amount: "$1,264.32",
      unit: "for 4 installed",
      headline: "$1,264.32 for 4 installed",
      includes: "tires, installation, fees and tax, out the door",
    });
  });

  it("says the sign-up offer is taken off when a new member's first set takes it", () => {
    const label = installedSetLabel({
      quantity: 4,
      taxKnown: true,
      totalInCents: 123_932,
      signUpOfferInCents: 2_500,
    });
    expect(label.headline).toBe("$1,239.32 for 4 installed");
    expect(label.includes).toBe(
      "tires, installation, fees and tax, out the door, after your $25 sign-up offer",
    );
    expect(
      installedSetLabel({ quantity: 4, taxKnown: true, totalInCents: 1, signUpOfferInCents: 0 })
        .includes,
    ).toBe("tires, installation, fees and tax, out the door");
  });

  it("says before tax when the tax at the shop is not known", () => {
    const label = installedSetLabel({ quantity: 2, taxKnown: false, totalInCents: 43_596 });
    expect(label.headline).toBe("$435.96 for 2 installed before tax");
    expect(label.unit).toBe("for 2 installed before tax");
    expect(label.includes).toBe("tires, installation and fees, before tax");
  });
});

describe("installedSetQuerySchema quantity", () => {
  const parse = (quantity: string) =>
    installedSetQuerySchema.safeParse({ userZip: "78704", quantity });

  it("takes a whole number of tires from 1 to the cart's most on a line", () => {
    expect(installedSetQuerySchema.parse({ userZip: "78704" }).quantity).toBeUndefined();
    expect(parse("1").data?.quantity).toBe(1);
    expect(parse("20").data?.quantity).toBe(20);
  });

  it.each(["0", "21", "2.5", "abc", "-1", ""])("refuses %j with the reason", (quantity) => {
    const parsed = parse(quantity);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(INSTALLED_SET_QUANTITY_MESSAGE);
  });
});
