import type { ApplePay } from "braintree-web/apple-pay";
import { toPaymentProviderError } from "./braintree-errors";
import { reshapeTokenizedCard, walletCardOf } from "./braintree-payloads";
import type { ApplePaySessionClass } from "./braintree-sdk";
import type { TokenizedCardPayload } from "./provider";
import { PaymentProviderError } from "./provider-error";

/** Apple Pay JS version 3: Safari 11 and later. */
const APPLE_PAY_VERSION = 3;

export type ApplePaySessionOptions = {
  Session: ApplePaySessionClass;
  applePay: ApplePay;
  /** Dollars and cents, "89.99". */
  amount: string;
  merchantName: string;
  /** Runs an SDK call under the integration timeout. */
  call: <T>(work: () => Promise<T>) => Promise<T>;
};

/**
 * Shows the Apple Pay sheet and settles with the tokenized card, or with CANCELLED when the
 * shopper closes it. The session is created and begun synchronously, so calling this inside a
 * click handler keeps Safari's user-gesture requirement.
 */
export function runApplePaySession(options: ApplePaySessionOptions): Promise<TokenizedCardPayload> {
  const { Session, applePay, amount, merchantName, call } = options;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => reject(toPaymentProviderError(error, "applepay"));
    try {
      const request = applePay.createPaymentRequest({ total: { label: merchantName, amount } });
      const session = new Session(APPLE_PAY_VERSION, request);
      session.onvalidatemerchant = (event) => {
        call(() =>
          applePay.performValidation({
            validationURL: event.validationURL,
            displayName: merchantName,
          }),
        ).then(
          (merchantSession) => session.completeMerchantValidation(merchantSession),
          (error: unknown) => {
            session.abort();
            fail(error);
          },
        );
      };
      session.onpaymentauthorized = (event) => {
        call(() => applePay.tokenize({ token: event.payment.token }))
          .then((payload) => {
            // Shaped before the sheet says success, so a malformed answer fails the sheet.
            const chosen = event.payment.token.paymentMethod;
            const shaped = reshapeTokenizedCard(
              "applepay",
              payload?.nonce,
              payload?.details?.dpanLastTwo,
              walletCardOf(chosen?.network, chosen?.displayName),
            );
            session.completePayment(Session.STATUS_SUCCESS);
            resolve(shaped);
          })
          .catch((error: unknown) => {
            session.completePayment(Session.STATUS_FAILURE);
            fail(error);
          });
      };
      session.oncancel = () =>
        fail(
          new PaymentProviderError("CANCELLED", "The shopper closed Apple Pay", {
            method: "applepay",
          }),
        );
      session.begin();
    } catch (error) {
      // Safari throws when the session is not created inside a click.
      fail(error);
    }
  });
}
