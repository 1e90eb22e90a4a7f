export { searchTypeahead, type TypeaheadParams } from "./api";
export * from "./rules";
export * from "./schemas";
