/**
 * How many tires one quote call takes: kept apart from the schemas (installed-set.ts) so that a
 * widget batching its calls by it does not bring the validation library with it.
 */

/** A listing's page of tires is quoted at once: 24 a page, front and rear. */
export const MAX_INSTALLED_SET_PRODUCTS = 60;
