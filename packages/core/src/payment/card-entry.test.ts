import { describe, expect, it } from "vitest";
import { maskEdit } from "../masks/rules";
import { CARD_NUMBER_MESSAGE, EXPIRY_REQUIRED_MESSAGE } from "../validation/card";
import {
  CARD_NUMBER_REQUIRED_MESSAGE,
  type CardFieldState,
  type CardFormState,
  CVV_REQUIRED_MESSAGE,
  cardFieldMessage,
  cardNumberMask,
  cardNumberState,
  cvvMessage,
  cvvState,
  EXPIRY_FORMAT_MESSAGE,
  expiryState,
  formatCardNumber,
  visibleCardErrors,
} from "./card-entry";
import { CARD_INVALID_MESSAGE } from "./rules";

const NOW = new Date(2026, 2, 15);

const field = (overrides: Partial<CardFieldState> = {}): CardFieldState => ({
  isEmpty: false,
  isValid: false,
  isPotentiallyValid: true,
  isFocused: false,
  ...overrides,
});

describe("card number formatting", () => {
  it("groups by 4, and American Express 4-6-5 as printed", () => {
    expect(formatCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("37828")).toBe("3782 8");
    expect(formatCardNumber("4111111111111111111")).toBe("4111 1111 1111 1111 111");
    expect(formatCardNumber("41")).toBe("41");
  });

  it("takes a pasted number in any grouping, to the brand's length, as digits", () => {
    const paste = (text: string) =>
      maskEdit(cardNumberMask, { text, caret: text.length, previous: "" });
    expect(paste("4111 1111 1111 1111")).toEqual({
      display: "4111 1111 1111 1111",
      caret: 19,
      value: "4111111111111111",
    });
    expect(paste("4111-1111-1111-1111").value).toBe("4111111111111111");
    expect(paste("3782 822463 100059999").value).toBe("378282246310005");
    expect(paste("5555555555554444999").value).toBe("5555555555554444");
  });
});

describe("field messages (checkout.md §5)", () => {
  it("names what is wrong at each field, telling empty from wrong", () => {
    expect(cardFieldMessage("number", field({ isEmpty: true }), null)).toBe(
      CARD_NUMBER_REQUIRED_MESSAGE,
    );
    expect(cardFieldMessage("number", field(), null)).toBe("The card number is not valid");
    expect(cardFieldMessage("expiry", field({ isEmpty: true }), null)).toBe(
      "Please fill out an expiration date",
    );
    expect(cardFieldMessage("expiry", field(), null)).toBe(
      "This expiration date is not valid (format MM/YY)",
    );
    expect(cardFieldMessage("cvv", field({ isEmpty: true }), "Visa")).toBe(CVV_REQUIRED_MESSAGE);
    expect(cardFieldMessage("cvv", field(), "Visa")).toBe(cvvMessage("Visa"));
    expect(cardFieldMessage("number", field({ isValid: true }), "Visa")).toBeUndefined();
  });

  it("tells where the security code is by brand", () => {
    expect(cvvMessage("American Express")).toContain("4 digits on the front");
    expect(cvvMessage("Visa")).toContain("3 digits on the back");
    expect(cvvMessage(null)).toContain("3 or 4 digits");
  });

  it("never says the provider's refusal for a field the shopper can fix", () => {
    const messages = (["number", "expiry", "cvv", "postalCode"] as const).flatMap((name) => [
      cardFieldMessage(name, field(), null),
      cardFieldMessage(name, field({ isEmpty: true }), null),
    ]);
    expect(messages).not.toContain(CARD_INVALID_MESSAGE);
    expect(messages).toContain(CARD_NUMBER_MESSAGE);
    expect(messages).toContain(EXPIRY_REQUIRED_MESSAGE);
    expect(messages).toContain(EXPIRY_FORMAT_MESSAGE);
  });
});

describe("visibleCardErrors", () => {
  const state = (fields: CardFormState["fields"]): CardFormState => ({ fields, brand: "Visa" });

  it("says nothing of a field not reached yet, nor of one being typed that can still be right", () => {
    expect(
      visibleCardErrors(
        state({ number: field({ isFocused: true }), expiry: field({ isEmpty: true }) }),
        new Set(),
      ),
    ).toEqual({});
  });

  it("judges a field once left or once the shopper tried to go on", () => {
    const fields = state({ number: field(), expiry: field({ isEmpty: true }), cvv: field() });
    expect(visibleCardErrors(fields, new Set(["number"]))).toEqual({ number: CARD_NUMBER_MESSAGE });
    expect(visibleCardErrors(fields, new Set(["number", "expiry", "cvv"]))).toEqual({
      number: CARD_NUMBER_MESSAGE,
      expiry: EXPIRY_REQUIRED_MESSAGE,
      cvv: cvvMessage("Visa"),
    });
  });

  it("says at once what no more typing can make right, and nothing once it is right", () => {
    const wrong = state({ expiry: field({ isPotentiallyValid: false, isFocused: true }) });
    expect(visibleCardErrors(wrong, new Set())).toEqual({ expiry: EXPIRY_FORMAT_MESSAGE });
    const right = state({ expiry: field({ isValid: true }) });
    expect(visibleCardErrors(right, new Set(["expiry"]))).toEqual({});
  });
});

describe("judging what was typed (the sandbox's fields)", () => {
  it("reads the number's brand and whether it can still become valid", () => {
    expect(cardNumberState("4111 1111 1111 1111")).toMatchObject({ isValid: true, brand: "Visa" });
    expect(cardNumberState("4111")).toMatchObject({ isValid: false, isPotentiallyValid: true });
    expect(cardNumberState("")).toMatchObject({ isEmpty: true, isPotentiallyValid: true });
    // UnionPay is not accepted (checkout.md §3): four digits are enough to say so.
    expect(cardNumberState("6200")).toMatchObject({ isPotentiallyValid: false, brand: null });
    expect(cardNumberState("4x")).toMatchObject({ isPotentiallyValid: false });
    // An Amex of full length that fails the Luhn check can no longer become valid.
    expect(cardNumberState("378282246310006")).toMatchObject({ isPotentiallyValid: false });
  });

  it("judges the expiry as parsed, by the clock", () => {
    expect(expiryState("1229", NOW)).toMatchObject({ isValid: true });
    expect(expiryState("12/", NOW)).toMatchObject({ isValid: false, isPotentiallyValid: true });
    expect(expiryState("02/26", NOW)).toMatchObject({ isValid: false, isPotentiallyValid: false });
    expect(expiryState("", NOW)).toMatchObject({ isEmpty: true });
  });

  it("wants the security code's length of the brand", () => {
    expect(cvvState("123", "Visa").isValid).toBe(true);
    expect(cvvState("1234", "Visa")).toMatchObject({ isValid: false, isPotentiallyValid: false });
    expect(cvvState("123", "American Express")).toMatchObject({
      isValid: false,
      isPotentiallyValid: true,
    });
    expect(cvvState("1234", null).isValid).toBe(true);
  });
});
