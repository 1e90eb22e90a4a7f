import { describe, expect, it } from "vitest";
import {
  RETURN_IMAGE_TYPE_MESSAGE,
  RETURN_NO_TIRES_MESSAGE,
  RETURN_WINDOW_CLOSED_MESSAGE,
  returnQuantityMessage,
} from "./returns";
import { RETURN_REASON_MESSAGE } from "./schemas";
import { checkReturnForm, returnRefusalField } from "./tracking";

describe("the return form", () => {
  const lines = [{ productId: "7" }, { productId: "9" }, { productId: null }];
  const quantities = (q: Record<string, string>) => (id: string) => q[id] ?? null;

  it("sends the tires chosen and the reason with the shopper's details", () => {
    expect(
      checkReturnForm(lines, {
        quantityOf: quantities({ "7": "2", "9": "0" }),
        reason: "Wrong size",
        details: " Needed 235s ",
      }),
    ).toEqual({
      ok: true,
      items: [{ productId: "7", quantity: 2 }],
      reason: "Wrong size: Needed 235s",
    });
  });

  it("refuses no tire and a reason not offered, each at its field", () => {
    expect(
      checkReturnForm(lines, { quantityOf: quantities({}), reason: "Bored", details: "" }),
    ).toEqual({
      ok: false,
      errors: { items: RETURN_NO_TIRES_MESSAGE, reason: RETURN_REASON_MESSAGE },
    });
  });

  it("puts each refusal of the API at its field", () => {
    expect(returnRefusalField(RETURN_IMAGE_TYPE_MESSAGE)).toBe("image");
    expect(returnRefusalField(returnQuantityMessage(0, "Maxtour LX 225/50R17"))).toBe("items");
    expect(returnRefusalField(returnQuantityMessage(2, "Maxtour LX 225/50R17"))).toBe("items");
    expect(returnRefusalField(RETURN_WINDOW_CLOSED_MESSAGE)).toBe("form");
  });
});
