import { createCheckoutSession } from "@treadkit/core/checkout";
import { createPaymentDraft } from "@treadkit/core/payment";

/**
 * This browser tab's way through payment and review. Only the browser writes to it (payment is
 * entered in the browser); on the server it stays empty, so a server render never sees it.
 */
export const checkoutSession = createCheckoutSession();

/**
 * What the shopper typed on the payment step, kept while they go to review and back (a decline
 * costs them only the card number and security code). Written from the browser only.
 */
export const paymentDraft = createPaymentDraft();
