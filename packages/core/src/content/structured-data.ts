import type { Article } from "./article-schemas";
import type { ContentBlock } from "./schemas";

type Definition = Extract<ContentBlock, { type: "definitions" }>["items"][number];
type Question = Extract<ContentBlock, { type: "questions" }>["items"][number];

const PUBLISHER = { "@type": "Organization", name: "Treadkit" };

/** As the text of a <script type="application/ld+json">: "<" escaped so the data cannot close it. */
function scriptText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * schema.org structured data of an article's page: a learning-center article is an Article, a
 * press release a NewsArticle; headline, summary, dates, author (or the release's source) and
 * the publisher, on the page's own URL.
 */
export function articleStructuredData(
  article: Pick<
    Article,
    "section" | "title" | "summary" | "author" | "publishedAt" | "updatedAt" | "category"
  >,
  url: string,
): string {
  return scriptText({
    "@context": "https://schema.org",
    "@type": article.section === "press" ? "NewsArticle" : "Article",
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { "@type": "Organization", name: article.author },
    publisher: PUBLISHER,
    articleSection: article.category.name,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  });
}

/** schema.org DefinedTermSet of a glossary page: each term with its definition. */
export function glossaryStructuredData(
  name: string,
  terms: readonly Definition[],
  url: string,
): string {
  return scriptText({
    "@context": "https://schema.org",
    "@type": "DefinedTermSet",
    name,
    url,
    hasDefinedTerm: terms.map((item) => ({
      "@type": "DefinedTerm",
      name: item.term,
      description: item.definition,
      inDefinedTermSet: url,
    })),
  });
}

/**
 * schema.org FAQPage of a questions-and-answers page: each question with its accepted answer, as
 * the page shows them (search engines only credit answers the visitor can read on the page).
 */
export function faqStructuredData(questions: readonly Question[], url: string): string {
  return scriptText({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url,
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  });
}
