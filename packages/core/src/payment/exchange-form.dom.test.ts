// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { EXCHANGE_FORM_FIELD, readExchangeFormField } from "./exchange-field";
import { exchangeOrderForm, submitExchangeOrder } from "./exchange-form";

const xml = '<?xml version="1.0"?><Order><Note>Ünïcode &amp; more</Note></Order>';
const action = "https://exchange.example/checkout";

describe("the exchange's hidden form", () => {
  it("posts one hidden input holding the XML, readable byte for byte by the receiver", () => {
    const form = exchangeOrderForm(document, { action, xml });
    expect(form.method).toBe("post");
    expect(form.action).toBe(action);
    expect(form.hidden).toBe(true);
    const inputs = form.querySelectorAll("input");
    expect(inputs).toHaveLength(1);
    const [input] = inputs;
    expect(input?.type).toBe("hidden");
    expect(input?.name).toBe(EXCHANGE_FORM_FIELD);
    expect(readExchangeFormField(input?.value ?? "")).toBe(xml);
  });

  it("submits the form from the page", () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    submitExchangeOrder(document, { action, xml });
    expect(submit).toHaveBeenCalledOnce();
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.isConnected).toBe(true);
    expect(form.action).toBe(action);
    submit.mockRestore();
  });
});
