import { describe, expect, it } from "vitest";
import { articleStructuredData, glossaryStructuredData } from "./structured-data";

const article = {
  section: "learn" as const,
  title: "How to Read a Tire Size",
  summary: "P225/50R17 94V, decoded.",
  author: "Treadkit Tire Team",
  publishedAt: "2026-01-13",
  updatedAt: "2026-02-01T10:00:00.000Z",
  category: { slug: "tire-basics", name: "Tire Basics" },
};
const URL = "https://treadkit.example/learn/tire-basics/how-to-read-a-tire-size";

describe("article structured data", () => {
  it("is an Article for the learning center, a NewsArticle for the press room", () => {
    const learn = JSON.parse(articleStructuredData(article, URL));
    expect(learn).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "How to Read a Tire Size",
      datePublished: "2026-01-13",
      dateModified: "2026-02-01T10:00:00.000Z",
      author: { name: "Treadkit Tire Team" },
      publisher: { name: "Treadkit" },
      articleSection: "Tire Basics",
      mainEntityOfPage: { "@id": URL },
    });
    const press = JSON.parse(articleStructuredData({ ...article, section: "press" }, URL));
    expect(press["@type"]).toBe("NewsArticle");
  });

  it("cannot close its script element", () => {
    const text = articleStructuredData(
      { ...article, title: "</script><script>alert(1)</script>" },
      URL,
    );
    expect(text).not.toContain("<");
    expect(JSON.parse(text).headline).toBe("</script><script>alert(1)</script>");
  });
});

describe("glossary structured data", () => {
  it("is a DefinedTermSet of the terms, escaped like the articles'", () => {
    const text = glossaryStructuredData(
      "Tire Dictionary",
      [{ term: "Load index", definition: "Weight <per tire>" }],
      URL,
    );
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toMatchObject({
      "@type": "DefinedTermSet",
      name: "Tire Dictionary",
      hasDefinedTerm: [
        { "@type": "DefinedTerm", name: "Load index", description: "Weight <per tire>" },
      ],
    });
  });
});
