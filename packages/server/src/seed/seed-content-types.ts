/** The shapes the content seed files share: an article and a category of articles. */
import type { ContentBlock, ContentSection, HELP_SECTION } from "@treadkit/core/content";

export type SeedArticle = {
  category: string;
  slug: string;
  title: string;
  description: string;
  summary: string;
  author: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  body: ContentBlock[];
};

export type SeedCategory = {
  section: ContentSection | typeof HELP_SECTION;
  slug: string;
  name: string;
  description: string;
};
