export * from "./rules";
export { COMPARE_STORAGE_KEY, type CompareStore, createCompareStore } from "./store";
export { type CompareRow, compareRows } from "./table";
