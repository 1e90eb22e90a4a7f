export { getContentPage, getContentPages } from "./api";
export { contentPath, isContentSlug } from "./rules";
export * from "./schemas";
