import { describe, expect, it } from "vitest";
import { faqQuestions } from "./article-rules";
import {
  HELP_QUERY_MAX_LENGTH,
  helpArticlePath,
  helpBreadcrumbs,
  helpQueryFromParam,
  helpResultsText,
  helpSearchHref,
  helpSearchWords,
} from "./help-rules";
import { HELP_QUERY_MESSAGE, helpSearchQuerySchema } from "./help-schemas";
import { isServedFile } from "./rules";
import { contentBodySchema } from "./schemas";
import { faqStructuredData } from "./structured-data";

describe("help center search", () => {
  it("searches for words of letters and digits only, each once, lower-cased", () => {
    expect(helpSearchWords("Return  a TIRE, return!")).toEqual(["return", "a", "tire"]);
    expect(helpSearchWords("'); drop table content_pages; --")).toEqual([
      "drop",
      "table",
      "content",
      "pages",
    ]);
    expect(helpSearchWords("<script>alert(1)</script>")).toEqual(["script", "alert", "1"]);
    expect(helpSearchWords("&|!:*()")).toEqual([]);
    expect(helpSearchWords("one two three four five six seven eight nine")).toHaveLength(8);
    expect(helpSearchWords("Pneumático")).toEqual(["pneumático"]);
  });

  it("takes the box's text trimmed and cut to the longest query, and links to its results", () => {
    expect(helpQueryFromParam("  road   hazard ")).toBe("road hazard");
    expect(helpQueryFromParam(null)).toBe("");
    expect(helpQueryFromParam("x".repeat(500))).toHaveLength(HELP_QUERY_MAX_LENGTH);
    expect(helpSearchHref("road & hazard")).toBe("/help-center/search?q=road%20%26%20hazard");
    expect(helpSearchQuerySchema.safeParse({ q: " " }).error?.issues[0]?.message).toBe(
      HELP_QUERY_MESSAGE,
    );
    expect(helpResultsText(1, "refund")).toBe("1 article matches “refund”");
    expect(helpResultsText(3, "refund")).toBe("3 articles match “refund”");
  });

  it("places articles under their topic, below the help center", () => {
    expect(helpArticlePath("returns-and-refunds", "start-a-return")).toBe(
      "/help-center/returns-and-refunds/start-a-return",
    );
    expect(helpBreadcrumbs({ slug: "account", name: "Your account" })).toEqual([
      { href: "/help-center", label: "Help Center" },
      { href: "/help-center/account", label: "Your account" },
    ]);
  });
});

describe("questions and answers", () => {
  const body = contentBodySchema.parse([
    { type: "heading", text: "Orders" },
    {
      type: "questions",
      items: [
        {
          question: "Can I cancel an order?",
          answer: "Within 30 minutes of placing it.",
          links: [{ label: "Track your order", href: "/track-your-order" }],
        },
      ],
    },
    { type: "questions", items: [{ question: "When do tires arrive?", answer: "2 to 4 days." }] },
  ]);

  it("are a body block; their links stay on the site", () => {
    expect(faqQuestions(body).map((q) => q.question)).toEqual([
      "Can I cancel an order?",
      "When do tires arrive?",
    ]);
    const offSite = [
      {
        type: "questions",
        items: [{ question: "Q", answer: "A", links: [{ label: "x", href: "https://x.example" }] }],
      },
    ];
    expect(contentBodySchema.safeParse(offSite).success).toBe(false);
  });

  it("make a FAQPage whose answers are the page's, escaped so they cannot end the script", () => {
    const url = "https://treadkit.example/faqs";
    const questions = [
      ...faqQuestions(body),
      { question: "Is </script> safe?", answer: "<b>Yes</b>" },
    ];
    const text = faqStructuredData(questions, url);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      url,
      mainEntity: [
        {
          "@type": "Question",
          name: "Can I cancel an order?",
          acceptedAnswer: { "@type": "Answer", text: "Within 30 minutes of placing it." },
        },
        {
          "@type": "Question",
          name: "When do tires arrive?",
          acceptedAnswer: { "@type": "Answer", text: "2 to 4 days." },
        },
        {
          "@type": "Question",
          name: "Is </script> safe?",
          acceptedAnswer: { "@type": "Answer", text: "<b>Yes</b>" },
        },
      ],
    });
  });
});

describe("links of a page", () => {
  it("reach the partner example pages, which the server serves as files", () => {
    const links = [
      { type: "links", items: [{ label: "Demo", href: "/examples/third-party-shop.html" }] },
    ];
    expect(contentBodySchema.safeParse(links).success).toBe(true);
    expect(isServedFile("/examples/third-party-shop.html")).toBe(true);
    expect(isServedFile("/installer-signup")).toBe(false);
    expect(isServedFile("/learn/tire-basics")).toBe(false);
  });
});
