export * from "./events";
