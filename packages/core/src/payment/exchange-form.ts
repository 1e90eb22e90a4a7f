import { EXCHANGE_FORM_FIELD, exchangeFormField } from "./exchange-field";

/**
 * The military exchange takes the order by a top-level form post (checkout.md §7): a hidden
 * form with one input, the XML document in base64, submitted to the exchange's checkout. The
 * page's `document` is passed in, as every platform thing is.
 */

export type ExchangeFormTarget = {
  /** The exchange's checkout address; the server's sandbox receiver outside production. */
  action: string;
  xml: string;
};

/** The hidden form, not yet on the page. */
export function exchangeOrderForm(doc: Document, { action, xml }: ExchangeFormTarget) {
  const form = doc.createElement("form");
  form.method = "post";
  form.action = action;
  form.hidden = true;
  // The value is base64: the exchange reads it whatever the page's encoding.
  form.acceptCharset = "UTF-8";
  const input = doc.createElement("input");
  input.type = "hidden";
  input.name = EXCHANGE_FORM_FIELD;
  input.value = exchangeFormField(xml);
  form.append(input);
  return form;
}

/** Posts the order to the exchange: the browser leaves the store for the exchange's page. */
export function submitExchangeOrder(doc: Document, target: ExchangeFormTarget): void {
  const form = exchangeOrderForm(doc, target);
  doc.body.append(form);
  form.submit();
}
