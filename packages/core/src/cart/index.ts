export { deleteCartSummary, getCartSummary, postCart, putCart } from "./api";
export * from "./installed-price";
export * from "./pricing";
export * from "./road-hazard";
export * from "./rules";
export * from "./schemas";
export { createCartStore, NO_CART_YET } from "./store";
