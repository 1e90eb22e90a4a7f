export { type ContactEmailInput, sendContactEmail } from "./api";
export * from "./schemas";
