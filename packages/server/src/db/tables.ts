/**
 * Every table of the server, gathered from the schema file of the module that owns it (and
 * db/'s shared infrastructure tables): the `schema` drizzle is opened with, and the import of
 * code that genuinely needs many modules' tables (the seed, test helpers).
 */

export * from "../modules/account/account.schema";
export * from "../modules/cart/cart.schema";
export * from "../modules/catalog/catalog.schema";
export * from "../modules/contact/contact.schema";
export * from "../modules/content/content.schema";
export * from "../modules/deals/deals.schema";
export * from "../modules/geo/geo.schema";
export * from "../modules/identity/identity.schema";
export * from "../modules/installers/installers.schema";
export * from "../modules/orders/orders.schema";
export * from "../modules/pickup/pickup.schema";
export * from "../modules/programmes/programmes.schema";
export * from "../modules/referral/referral.schema";
export * from "../modules/reviews/reviews.schema";
export * from "../modules/schedule/schedule.schema";
export * from "../modules/session/session.schema";
export * from "../modules/shipping/shipping.schema";
export * from "../modules/sign-up-offer/sign-up-offer.schema";
export * from "../modules/site/site.schema";
export * from "../modules/tax/tax.schema";
export * from "../modules/vehicles/vehicles.schema";
export * from "../modules/widget-apps/widget-apps.schema";
export * from "./outbox.schema";
export * from "./rate-limits.schema";
