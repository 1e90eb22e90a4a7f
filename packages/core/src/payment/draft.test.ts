import { describe, expect, it } from "vitest";
import { emptyBillingAddress } from "../validation/checkout-address";
import { createPaymentDraft } from "./draft";

const billing = { ...emptyBillingAddress(), firstName: "Ana", zip: "33301" };

describe("createPaymentDraft", () => {
  it("keeps the form of a cart and hands it back for that cart only", () => {
    const drafts = createPaymentDraft();
    drafts.keep("cart-1", { type: "credit", billing });
    expect(drafts.draftFor("cart-1")).toEqual({
      cartId: "cart-1",
      type: "credit",
      billing,
      sameAsShipping: false,
      expiry: null,
      card: null,
    });
    expect(drafts.draftFor("cart-2")).toBeNull();
  });

  it("remembers the card's expiry and name across later edits, never its number or code", () => {
    const drafts = createPaymentDraft();
    drafts.keep("cart-1", { type: "credit", billing });
    drafts.rememberCard("cart-1", { expiry: "12/34", card: "Visa ending in 1115" });
    drafts.keep("cart-1", { type: "credit", billing: { ...billing, city: "Miami" } });
    const draft = drafts.draftFor("cart-1");
    expect(draft).toMatchObject({ expiry: "12/34", card: "Visa ending in 1115" });
    expect(draft?.billing.city).toBe("Miami");
    expect(Object.keys(draft ?? {}).sort()).toEqual([
      "billing",
      "card",
      "cartId",
      "expiry",
      "sameAsShipping",
      "type",
    ]);
  });

  it("keeps whether the billing address is the shipping address", () => {
    const drafts = createPaymentDraft();
    drafts.keep("cart-1", { type: "credit", billing, sameAsShipping: true });
    expect(drafts.draftFor("cart-1")?.sameAsShipping).toBe(true);
    drafts.keep("cart-1", { type: "credit", billing, sameAsShipping: false });
    expect(drafts.draftFor("cart-1")?.sameAsShipping).toBe(false);
  });

  it("lets another cart's draft give way, and forgets everything once ordered", () => {
    const drafts = createPaymentDraft();
    drafts.keep("cart-1", { type: "credit", billing });
    drafts.rememberCard("cart-1", { expiry: "12/34", card: "Visa ending in 1115" });
    drafts.keep("cart-2", { type: "affirm", billing });
    expect(drafts.draftFor("cart-2")).toMatchObject({ expiry: null, card: null });
    drafts.rememberCard("cart-1", { expiry: "01/30", card: "x" });
    expect(drafts.draftFor("cart-1")).toBeNull();
    drafts.forget();
    expect(drafts.draftFor("cart-2")).toBeNull();
  });
});
