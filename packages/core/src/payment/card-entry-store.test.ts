import { describe, expect, it } from "vitest";
import { CARD_NUMBER_MESSAGE, EXPIRY_REQUIRED_MESSAGE } from "../validation/card";
import {
  CARD_NUMBER_REQUIRED_MESSAGE,
  type CardFieldState,
  type CardFormState,
  EXPIRY_FORMAT_MESSAGE,
} from "./card-entry";
import { createCardEntryStore } from "./card-entry-store";
import { PaymentProviderError } from "./provider-error";

const valid: CardFieldState = {
  isEmpty: false,
  isValid: true,
  isPotentiallyValid: true,
  isFocused: false,
};
const empty: CardFieldState = { ...valid, isEmpty: true, isValid: false };
const partial: CardFieldState = { ...valid, isValid: false };

const form = (fields: CardFormState["fields"]): CardFormState => ({ fields, brand: "Visa" });

describe("createCardEntryStore", () => {
  it("judges a field when the shopper leaves it with something typed, not when passing through", () => {
    const entry = createCardEntryStore();
    entry.receive({ type: "blur", field: "expiry", state: form({ expiry: empty }) });
    expect(entry.$cardErrors.get()).toEqual({});
    entry.receive({ type: "blur", field: "number", state: form({ number: partial }) });
    expect(entry.$cardErrors.get()).toEqual({ number: CARD_NUMBER_MESSAGE });
    entry.receive({ type: "change", field: "number", state: form({ number: valid }) });
    expect(entry.$cardErrors.get()).toEqual({});
  });

  it("on submit judges every field and answers the first to fix, in form order", () => {
    const entry = createCardEntryStore();
    const first = entry.submit(form({ number: valid, expiry: empty, cvv: partial }));
    expect(first).toBe("expiry");
    expect(entry.$cardErrors.get()).toMatchObject({ expiry: EXPIRY_REQUIRED_MESSAGE });
    expect(entry.submit(form({ number: valid, expiry: valid, cvv: valid }))).toBeNull();
  });

  it("puts the provider's refusal of a field at that field, and leaves other failures to the page", () => {
    const entry = createCardEntryStore();
    const state = form({ number: valid, expiry: valid, cvv: valid });
    const refused = new PaymentProviderError("HOSTED_FIELDS_FIELDS_INVALID", "invalid", {
      invalidFields: ["expiry"],
    });
    expect(entry.refused(refused, state)).toBe("expiry");
    expect(entry.$cardErrors.get()).toEqual({ expiry: EXPIRY_FORMAT_MESSAGE });

    const empties = form({ number: empty, expiry: empty, cvv: empty });
    expect(
      entry.refused(new PaymentProviderError("HOSTED_FIELDS_FIELDS_EMPTY", "e"), empties),
    ).toBe("number");
    expect(entry.$cardErrors.get().number).toBe(CARD_NUMBER_REQUIRED_MESSAGE);

    const other = createCardEntryStore();
    expect(other.refused(new PaymentProviderError("CLIENT_GATEWAY_NETWORK", "down"), state)).toBe(
      null,
    );
    expect(other.refused({ code: "DECLINED" }, state)).toBeNull();
    expect(other.$cardErrors.get()).toEqual({});
  });

  it("starts over for new fields", () => {
    const entry = createCardEntryStore();
    entry.submit(form({ number: empty }));
    entry.reset(form({ number: empty }));
    expect(entry.$cardErrors.get()).toEqual({});
  });
});
