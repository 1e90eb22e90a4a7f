// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
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
