export {
  getArticle,
  getArticleCategory,
  getArticleHub,
  getContentPage,
  getContentPages,
  getHelpArticle,
  getHelpCenter,
  getHelpTopic,
  searchHelp,
} from "./api";
export * from "./article-rules";
export * from "./article-schemas";
export * from "./help-rules";
export * from "./help-schemas";
export { contentPath, isContentSlug, isServedFile } from "./rules";
export * from "./schemas";
export {
  articleStructuredData,
  faqStructuredData,
  glossaryStructuredData,
} from "./structured-data";
