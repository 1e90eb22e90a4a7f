export * from "./ics";
export * from "./names";
