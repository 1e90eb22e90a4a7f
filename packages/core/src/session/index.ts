export { regionOfState } from "./regions";
export * from "./rules";
export * from "./schemas";
