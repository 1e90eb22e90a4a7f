// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { CardFieldsEvent } from "./provider";
import { isPaymentProviderError } from "./provider-error";
import { createSandboxProvider } from "./sandbox";

// The sandbox's hosted fields are plain inputs on the page; these tests type into them.

const clock = { now: () => new Date(2026, 2, 15).getTime() };

function containers() {
  document.body.innerHTML = `
    <form>
      <div id="number"></div><div id="expiry"></div><div id="cvv"></div><div id="zip"></div>
    </form>`;
}

function type(field: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[data-sandbox-field="${field}"]`);
  if (!input) throw new Error(`no ${field} input`);
  input.value = value;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("sandbox card fields on a page", () => {
  it("mounts an input into each container and tokenizes what the shopper typed", async () => {
    containers();
    const provider = createSandboxProvider({ clock, randomId: () => "p1" });
    const card = await provider.card({
      number: "#number",
      expiry: document.getElementById("expiry") as HTMLElement,
      cvv: "#cvv",
      postalCode: "#zip",
    });
    const number = document.querySelector<HTMLInputElement>("#number input");
    expect(number?.getAttribute("autocomplete")).toBe("cc-number");
    expect(number?.getAttribute("aria-label")).toBe("Card number");
    type("number", "3530 1113 3330 0000");
    type("expiry", "04/27");
    type("cvv", "321");
    type("postalCode", "33301");
    await expect(card.tokenize()).resolves.toEqual({
      nonce: "fake-valid-jcb-nonce:p1:card-JCB-0000",
      details: { cardType: "JCB", lastFour: "0000" },
    });
  });

  it("reads an input given as the target without adding another", async () => {
    document.body.innerHTML = `<input id="n" value="6011111111111117"><input id="e" value="01/29"><input id="c" value="999">`;
    const provider = createSandboxProvider({ clock, randomId: () => "p2" });
    const card = await provider.card({ number: "#n", expiry: "#e", cvv: "#c" });
    expect(document.querySelectorAll("input")).toHaveLength(3);
    await expect(card.tokenize()).resolves.toMatchObject({
      nonce: "fake-valid-discover-nonce:p2:card-Discover-1117",
    });
  });

  it("reads the fields at tokenization, not at mounting", async () => {
    containers();
    const card = await createSandboxProvider({ clock }).card({
      number: "#number",
      expiry: "#expiry",
      cvv: "#cvv",
    });
    await expect(card.tokenize()).rejects.toMatchObject({ code: "HOSTED_FIELDS_FIELDS_EMPTY" });
    type("number", "4111111111111111");
    await expect(card.tokenize()).rejects.toMatchObject({
      code: "HOSTED_FIELDS_FIELDS_INVALID",
      invalidFields: ["expiry", "cvv"],
    });
  });

  it("removes its inputs on teardown, and on the provider's teardown", async () => {
    containers();
    const provider = createSandboxProvider({ clock });
    const card = await provider.card({ number: "#number", expiry: "#expiry", cvv: "#cvv" });
    expect(document.querySelectorAll("input")).toHaveLength(3);
    await card.teardown();
    expect(document.querySelectorAll("input")).toHaveLength(0);

    await provider.card({ number: "#number", expiry: "#expiry", cvv: "#cvv" });
    await provider.teardown();
    expect(document.querySelectorAll("input")).toHaveLength(0);
  });

  it("refuses a selector that matches nothing and leaves no inputs behind", async () => {
    containers();
    const error = await createSandboxProvider({ clock })
      .card({ number: "#number", expiry: "#expiry", cvv: "#missing" })
      .catch((reason: unknown) => reason);
    expect(isPaymentProviderError(error) && error.code).toBe(
      "HOSTED_FIELDS_INVALID_FIELD_SELECTOR",
    );
    expect(document.querySelectorAll("input")).toHaveLength(0);
  });
});

/** What the browser does for a key or a paste: the new text, the caret after it, an input event. */
function typeInto(input: HTMLInputElement, text: string, inputType = "insertText") {
  input.focus();
  const caret = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? caret;
  input.value = input.value.slice(0, caret) + text + input.value.slice(end);
  input.setSelectionRange(caret + text.length, caret + text.length);
  input.dispatchEvent(new InputEvent("input", { bubbles: true, inputType, data: text }));
}

function field(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[data-sandbox-field="${name}"]`);
  if (!input) throw new Error(`no ${name} input`);
  return input;
}

describe("sandbox card fields as the shopper types", () => {
  async function mount(prefill?: string) {
    containers();
    const provider = createSandboxProvider({ clock, randomId: () => "m1" });
    return provider.card({
      number: "#number",
      expiry: "#expiry",
      cvv: "#cvv",
      ...(prefill ? { prefill: { expiry: prefill } } : {}),
    });
  }

  it("groups the number as typed, Amex 4-6-5, with the caret after the last digit", async () => {
    await mount();
    const number = field("number");
    for (const digit of "37828224631") typeInto(number, digit);
    expect(number.value).toBe("3782 822463 1");
    expect(number.selectionStart).toBe(number.value.length);
    expect(number.getAttribute("autocomplete")).toBe("cc-number");
    expect(number.inputMode).toBe("numeric");
  });

  it("takes a pasted number with its spaces and tokenizes the digits", async () => {
    const card = await mount();
    typeInto(field("number"), "4111 1111 1111 1111", "insertFromPaste");
    expect(field("number").value).toBe("4111 1111 1111 1111");
    typeInto(field("expiry"), "12 / 2030");
    typeInto(field("cvv"), "12a3");
    expect(field("cvv").value).toBe("123");
    await expect(card.tokenize()).resolves.toMatchObject({ details: { lastFour: "1111" } });
    expect(card.lastExpiry()).toBe("12/30");
  });

  it("shows the expiry back as MM/YY once the shopper leaves it", async () => {
    await mount();
    typeInto(field("expiry"), "1229");
    field("expiry").blur();
    expect(field("expiry").value).toBe("12/29");
  });

  it("reports focus, blur and changes with the fields' state, never their values", async () => {
    const card = await mount();
    const events: CardFieldsEvent[] = [];
    card.subscribe((event) => events.push(event));
    typeInto(field("expiry"), "13");
    field("expiry").blur();
    expect(events.map((event) => `${event.type}:${event.field}`)).toEqual([
      "focus:expiry",
      "change:expiry",
      "blur:expiry",
    ]);
    expect(events.at(-1)?.state.fields.expiry).toEqual({
      isEmpty: false,
      isValid: false,
      isPotentiallyValid: false,
      isFocused: false,
    });
    expect(JSON.stringify(events)).not.toContain("13");
  });

  it("marks a field wrong with its message for assistive technology, and clears it", async () => {
    const card = await mount();
    card.setError("expiry", "This expiration date is not valid (format MM/YY)");
    const expiry = field("expiry");
    expect(expiry.getAttribute("aria-invalid")).toBe("true");
    const described = document.getElementById(expiry.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("This expiration date is not valid (format MM/YY)");
    card.setError("expiry", null);
    expect(expiry.hasAttribute("aria-invalid")).toBe(false);
    expect(document.getElementById(described?.id ?? "")).toBeNull();
  });

  it("starts the expiry from a prefill, and never the number or the code", async () => {
    const card = await mount("12/34");
    expect(field("expiry").value).toBe("12/34");
    expect(field("number").value).toBe("");
    expect(card.state().fields.expiry).toMatchObject({ isValid: true });
    expect(card.state().fields.number).toMatchObject({ isEmpty: true });
  });

  it("moves focus to a field when asked", async () => {
    const card = await mount();
    card.focus("cvv");
    expect(document.activeElement).toBe(field("cvv"));
  });
});
