import type { OutboxHandlers } from "../jobs/outbox";
import { salesQuoteHandlers } from "../modules/account/sales-quote";
import { contactMailHandlers } from "../modules/contact/contact.service";
import { mailingListMailHandlers } from "../modules/contact/mailing-list.service";
import { supportMailHandlers } from "../modules/contact/support.mail";
import { orderMailHandlers } from "../modules/orders/order-mail";
import { installerSignupMailHandlers } from "../modules/programmes/installer-signup.mail";
import { referralMailHandlers } from "../modules/referral/referral.mail";
import type { Mailer } from "./mailer";

export type StoreMailDeps = {
  mailer: Mailer;
  /** PUBLIC_ORIGIN; without it each e-mail links to the origin its cause came from. */
  publicOrigin?: string | undefined;
  supportEmail: string;
  salesEmail: string;
  partnersEmail?: string | undefined;
  /** The store's clock (CLOCK_START in tests), for what an e-mail prices or dates. */
  clock?: (() => Date) | undefined;
};

/** Every e-mail the store sends, by outbox topic: what the outbox worker runs. */
export function storeMailHandlers(deps: StoreMailDeps): OutboxHandlers {
  const { mailer, publicOrigin } = deps;
  return {
    ...orderMailHandlers({ mailer, publicOrigin }),
    ...salesQuoteHandlers({ mailer, publicOrigin, clock: deps.clock }),
    ...referralMailHandlers({ mailer, publicOrigin }),
    ...contactMailHandlers({ mailer, supportEmail: deps.supportEmail }),
    ...installerSignupMailHandlers({ mailer, partnersEmail: deps.partnersEmail }),
    ...supportMailHandlers({
      mailer,
      supportEmail: deps.supportEmail,
      salesEmail: deps.salesEmail,
    }),
    ...mailingListMailHandlers({ mailer }),
  };
}
