export {
  getArticle,
  getArticleCategory,
  getArticleHub,
  getContentPage,
  getContentPages,
} from "./api";
export * from "./article-rules";
export * from "./article-schemas";
export { contentPath, isContentSlug } from "./rules";
export * from "./schemas";
export { articleStructuredData, glossaryStructuredData } from "./structured-data";
