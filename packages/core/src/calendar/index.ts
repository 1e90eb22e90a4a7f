export * from "./ics";
