export { cartTotals } from "./pricing";
export * from "./rules";
export * from "./schemas";
