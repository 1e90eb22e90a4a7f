export { submitInstallerApplication } from "./api";
export * from "./form";
export * from "./rules";
export * from "./schemas";
