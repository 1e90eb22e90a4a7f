/** Every table, declared now by the module that owns it: see tables.ts, which gathers them. */
export * from "./tables";
