import { applyMaskedEdit, inputTypeOf } from "../masks/element";
import type { DigitMask } from "../masks/rules";
import {
  CARD_FIELD_ORDER,
  type CardFormState,
  cardNumberMask,
  cardNumberState,
  cvvMask,
  cvvState,
  expiryState,
  postalCodeState,
} from "./card-entry";
import { formatExpiry, parseExpiry } from "./expiry";
import {
  type CardFields,
  type CardFieldsEvent,
  type CardFieldsOptions,
  type CardFieldTarget,
  type CardNoncePayload,
  checkPayload,
} from "./provider";
import { afterTeardownError, type CardFieldName, PaymentProviderError } from "./provider-error";

/**
 * The sandbox provider's card fields (sandbox.ts): plain inputs that behave as Braintree's
 * hosted fields do, down to the state they report and the nonces they mint.
 */

/**
 * Braintree's documented test card numbers and the nonce each becomes. Braintree tokenizes a
 * declining card fine and declines it at the sale; the declining nonces do the same here.
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, string>> = {
  "4111111111111111": "fake-valid-visa-nonce",
  "378282246310005": "fake-valid-amex-nonce",
  "5555555555554444": "fake-valid-mastercard-nonce",
  "6011111111111117": "fake-valid-discover-nonce",
  "3530111333300000": "fake-valid-jcb-nonce",
  "4000111111111115": "fake-processor-declined-visa-nonce",
  "5105105105105100": "fake-processor-declined-mastercard-nonce",
  "378734493671000": "fake-processor-declined-amex-nonce",
  "6011000990139424": "fake-processor-declined-discover-nonce",
  "3566002020360505": "fake-processor-failure-jcb-nonce",
};
/**
 * The part of a sandbox card nonce that names the card behind it: ":card-<brand>-<last four>"
 * ("fake-valid-visa-nonce:3f2a…:card-Visa-1111"). The server's sandbox reads it back
 * (sandbox-triggers.ts); brand names lose their spaces ("AmericanExpress").
 */
export function sandboxCardSuffix(brand: string, lastFour: string): string {
  return `:card-${brand.replace(/\s+/g, "")}-${lastFour}`;
}

/** Any other valid card of an accepted brand. */
export const SANDBOX_GENERIC_CARD_NONCE = "fake-valid-nonce";
/** A plain value standing in for a field, for tests and scripted checkouts. */
export type SandboxFieldValue = { readonly value: string };
export type SandboxFieldTarget = CardFieldTarget | SandboxFieldValue;

export type SandboxCardFieldsOptions = Omit<
  CardFieldsOptions,
  "number" | "expiry" | "cvv" | "postalCode"
> & {
  number: SandboxFieldTarget;
  expiry: SandboxFieldTarget;
  cvv: SandboxFieldTarget;
  postalCode?: SandboxFieldTarget;
};

/** A mounted field: what it holds, and the input behind it when there is one on the page. */
type MountedField = { read(): string; remove(): void; input: HTMLInputElement | null };

const FIELD_INPUTS: Readonly<
  Record<CardFieldName, { label: string; autocomplete: string; placeholder: string }>
> = {
  number: { label: "Card number", autocomplete: "cc-number", placeholder: "4111 1111 1111 1111" },
  expiry: { label: "Expiration date (MM/YY)", autocomplete: "cc-exp", placeholder: "MM/YY" },
  cvv: { label: "Security code", autocomplete: "cc-csc", placeholder: "CVV" },
  postalCode: { label: "Postal code", autocomplete: "postal-code", placeholder: "Postal code" },
};

const isElement = (target: object): target is HTMLElement =>
  "nodeType" in target && (target as { nodeType: unknown }).nodeType === 1;

/**
 * Where Braintree puts an iframe into the container, the sandbox puts a plain input; an input
 * given as the target is read as it is, and a value object is read directly.
 */
function mountField(name: CardFieldName, target: SandboxFieldTarget): MountedField {
  let resolved: HTMLElement | SandboxFieldValue | null;
  if (typeof target === "string") {
    resolved = typeof document === "undefined" ? null : document.querySelector<HTMLElement>(target);
  } else {
    resolved = target;
  }
  if (!resolved) {
    throw new PaymentProviderError(
      "HOSTED_FIELDS_INVALID_FIELD_SELECTOR",
      `No element for the ${name} field: ${String(target)}`,
      { method: "credit" },
    );
  }
  if (!isElement(resolved)) {
    const field = resolved;
    return { read: () => field.value, remove: () => {}, input: null };
  }
  if (resolved.tagName === "INPUT") {
    const input = resolved as HTMLInputElement;
    return { read: () => input.value, remove: () => {}, input };
  }
  const { label, autocomplete, placeholder } = FIELD_INPUTS[name];
  const input = resolved.ownerDocument.createElement("input");
  input.type = "text";
  input.name = name;
  input.setAttribute("autocomplete", autocomplete);
  input.placeholder = placeholder;
  input.inputMode = name === "postalCode" ? "text" : "numeric";
  input.setAttribute("aria-label", label);
  input.dataset.sandboxField = name;
  resolved.append(input);
  return { read: () => input.value, remove: () => input.remove(), input };
}

/** The fields' state from what they hold, as Braintree's hosted fields report theirs. */
function cardFormState(fields: ReadonlyMap<CardFieldName, MountedField>, now: Date): CardFormState {
  const state: CardFormState = { fields: {}, brand: null };
  const focused = (field: MountedField) =>
    field.input !== null && field.input.ownerDocument.activeElement === field.input;
  const number = fields.get("number");
  if (number) {
    const { brand, ...judged } = cardNumberState(number.read());
    state.brand = brand;
    state.fields.number = { ...judged, isFocused: focused(number) };
  }
  const expiry = fields.get("expiry");
  if (expiry)
    state.fields.expiry = { ...expiryState(expiry.read(), now), isFocused: focused(expiry) };
  const cvv = fields.get("cvv");
  if (cvv) state.fields.cvv = { ...cvvState(cvv.read(), state.brand), isFocused: focused(cvv) };
  const postalCode = fields.get("postalCode");
  if (postalCode) {
    state.fields.postalCode = {
      ...postalCodeState(postalCode.read()),
      isFocused: focused(postalCode),
    };
  }
  return state;
}

// Braintree formats its fields as they are typed (formatInput); the sandbox's masks do the same.
const FIELD_MASKS: Partial<Record<CardFieldName, DigitMask>> = {
  number: cardNumberMask,
  cvv: cvvMask,
};

/** Text hidden from sight but read with the field: Braintree's setMessage. */
function hiddenMessage(input: HTMLInputElement, id: string): HTMLElement {
  const message = input.ownerDocument.createElement("span");
  message.id = id;
  // CSSOM, not a style attribute: a strict style-src allows it.
  Object.assign(message.style, {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clipPath: "inset(50%)",
    whiteSpace: "nowrap",
  });
  input.after(message);
  return message;
}

/** What the provider lends its card fields: its clock, its nonces, and whether it is live. */
export type SandboxCardEnv = {
  now(): Date;
  /** A single-use nonce of the given name. */
  nonce(name: string): string;
  randomId(): string;
  /** Throws once the provider is torn down. */
  live(): void;
  onTeardown(fields: CardFields): void;
};

/** The sandbox's card fields: inputs where Braintree would put its iframes. */
export function mountSandboxCard(
  options: SandboxCardFieldsOptions,
  env: SandboxCardEnv,
): CardFields {
  const targets: [CardFieldName, SandboxFieldTarget | undefined][] = [
    ["number", options.number],
    ["expiry", options.expiry],
    ["cvv", options.cvv],
    ["postalCode", options.postalCode],
  ];
  const fields = new Map<CardFieldName, MountedField>();
  try {
    for (const [name, target] of targets) {
      if (target !== undefined) fields.set(name, mountField(name, target));
    }
  } catch (error) {
    for (const field of fields.values()) field.remove();
    throw error;
  }
  let removed = false;
  let lastExpiry: string | null = null;
  const listeners = new Set<(event: CardFieldsEvent) => void>();
  const cleanups: (() => void)[] = [];
  const messages = new Map<CardFieldName, HTMLElement>();
  const state = () => cardFormState(fields, env.now());
  const emit = (type: CardFieldsEvent["type"], field: CardFieldName) => {
    const event = { type, field, state: state() };
    for (const listener of listeners) listener(event);
  };

  const prefill = options.prefill?.expiry;
  const expiryInput = fields.get("expiry")?.input;
  if (prefill && expiryInput) expiryInput.value = prefill;

  for (const [name, field] of fields) {
    const input = field.input;
    if (!input) continue;
    const mask = FIELD_MASKS[name];
    // The display before each edit, which the mask needs to tell a deleted separator.
    let display = input.value;
    const onInput = (event: Event) => {
      if (mask) applyMaskedEdit(input, mask, display, inputTypeOf(event));
      display = input.value;
      emit("change", name);
    };
    const onFocus = () => emit("focus", name);
    const onBlur = () => {
      // The expiry is taken as typed ("1229", "12 / 2029") and shown back as the card prints it.
      const parsed = name === "expiry" ? parseExpiry(input.value, env.now()) : null;
      if (parsed?.ok) input.value = display = formatExpiry(parsed);
      emit("blur", name);
    };
    input.addEventListener("input", onInput);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    cleanups.push(() => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
      messages.get(name)?.remove();
    });
  }

  const cardFields: CardFields = {
    async tokenize(): Promise<CardNoncePayload> {
      if (removed) throw afterTeardownError("credit");
      env.live();
      const read = (name: CardFieldName) => fields.get(name)?.read() ?? null;
      const values = {
        number: read("number"),
        expiry: read("expiry"),
        cvv: read("cvv"),
        postalCode: read("postalCode"),
      };
      if (Object.values(values).every((value) => !value?.trim())) {
        throw new PaymentProviderError(
          "HOSTED_FIELDS_FIELDS_EMPTY",
          "All fields are empty. Cannot tokenize empty card fields.",
          { method: "credit" },
        );
      }
      const judged = state();
      const invalid = CARD_FIELD_ORDER.filter((name) => judged.fields[name]?.isValid === false);
      const brand = judged.brand;
      if (invalid.length > 0 || !brand) {
        throw new PaymentProviderError(
          "HOSTED_FIELDS_FIELDS_INVALID",
          `Some payment input fields are invalid: ${invalid.join(", ")}`,
          { method: "credit", invalidFields: invalid },
        );
      }
      const number = (values.number ?? "").replace(/\D/g, "");
      const expiry = parseExpiry(values.expiry ?? "", env.now());
      lastExpiry = expiry.ok ? formatExpiry(expiry) : null;
      const name = SANDBOX_TEST_CARDS[number] ?? SANDBOX_GENERIC_CARD_NONCE;
      // Like a Braintree nonce, this one stands for the card typed: its brand and last four
      // travel with it, so the gateway reports the card the shopper paid with.
      const lastFour = number.slice(-4);
      return checkPayload(
        {
          nonce: `${env.nonce(name)}${sandboxCardSuffix(brand, lastFour)}`,
          details: { cardType: brand, lastFour },
        },
        "credit",
      );
    },
    async teardown() {
      if (removed) throw afterTeardownError("credit");
      removed = true;
      env.onTeardown(cardFields);
      listeners.clear();
      for (const cleanup of cleanups) cleanup();
      for (const field of fields.values()) field.remove();
    },
    state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    focus(name) {
      fields.get(name)?.input?.focus();
    },
    setError(name, message) {
      const input = fields.get(name)?.input;
      if (!input) return;
      if (message === null) {
        input.removeAttribute("aria-invalid");
        input.removeAttribute("aria-describedby");
        messages.get(name)?.remove();
        messages.delete(name);
        return;
      }
      let element = messages.get(name);
      if (!element) {
        element = hiddenMessage(input, `sandbox-${name}-message-${env.randomId()}`);
        messages.set(name, element);
      }
      element.textContent = message;
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", element.id);
    },
    lastExpiry: () => lastExpiry,
  };
  return cardFields;
}
