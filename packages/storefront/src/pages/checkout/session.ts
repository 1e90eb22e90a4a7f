import { createCheckoutSession } from "@treadkit/core/checkout";

/**
 * This browser tab's way through payment and review. Only the browser writes to it (payment is
 * entered in the browser); on the server it stays empty, so a server render never sees it.
 */
export const checkoutSession = createCheckoutSession();
