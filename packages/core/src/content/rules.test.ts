import { describe, expect, it } from "vitest";
import { isContentSlug } from "./rules";
import { contentBodySchema } from "./schemas";

describe("content slugs", () => {
  it("are lower-case words joined by hyphens", () => {
    expect(isContentSlug("returns-and-refunds")).toBe(true);
    for (const slug of ["About", "favicon.ico", "a--b", "-a", "a_b", ""]) {
      expect(isContentSlug(slug), slug).toBe(false);
    }
  });
});

describe("content bodies", () => {
  it("take headings, paragraphs, lists, glossary terms and links within the site", () => {
    const body = [
      { type: "heading", text: "Refunds" },
      { type: "paragraph", text: "Within 48 hours." },
      { type: "list", items: ["One", "Two"] },
      { type: "definitions", items: [{ term: "Load index", definition: "Weight per tire." }] },
      { type: "links", items: [{ label: "Deals", href: "/tire-deals" }] },
    ];
    expect(contentBodySchema.parse(body)).toEqual(body);
  });

  it("refuse HTML blocks and links to other hosts", () => {
    expect(contentBodySchema.safeParse([{ type: "html", html: "<b>x</b>" }]).success).toBe(false);
    for (const href of ["https://evil.example/", "//evil.example", "javascript:alert(1)"]) {
      const links = [{ type: "links", items: [{ label: "x", href }] }];
      expect(contentBodySchema.safeParse(links).success, href).toBe(false);
    }
  });
});
