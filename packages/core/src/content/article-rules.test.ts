import { describe, expect, it } from "vitest";
import {
  articleBreadcrumbs,
  articlePath,
  categoryPath,
  glossaryByLetter,
  glossaryLetter,
  pageCount,
  parseArticleParams,
  parsePageParam,
  publishedDateText,
  TIRE_DICTIONARY,
  TIRE_DICTIONARY_PATH,
} from "./article-rules";
import { articleListQuerySchema } from "./article-schemas";

describe("article paths", () => {
  it("put an article under its section and category", () => {
    expect(articlePath("learn", "tire-basics", "how-to-read-a-tire-size")).toBe(
      "/learn/tire-basics/how-to-read-a-tire-size",
    );
    expect(articlePath("press", TIRE_DICTIONARY.category, TIRE_DICTIONARY.slug)).toBe(
      "/press/tire-news-information/tire-dictionary",
    );
    expect(articlePath("learn", TIRE_DICTIONARY.category, TIRE_DICTIONARY.slug)).toBe(
      TIRE_DICTIONARY_PATH,
    );
  });

  it("give page 1 of a category one address, later pages a ?page=", () => {
    expect(categoryPath("learn", "tire-maintenance")).toBe("/learn/tire-maintenance");
    expect(categoryPath("learn", "tire-maintenance", 1)).toBe("/learn/tire-maintenance");
    expect(categoryPath("press", "partnerships", 3)).toBe("/press/partnerships?page=3");
  });

  it("lead back through the section and the category", () => {
    expect(articleBreadcrumbs("press")).toEqual([{ href: "/press", label: "Press Room" }]);
    expect(articleBreadcrumbs("learn", { slug: "tire-basics", name: "Tire Basics" })).toEqual([
      { href: "/learn", label: "Tire Learning Center" },
      { href: "/learn/tire-basics", label: "Tire Basics" },
    ]);
  });
});

describe("article path parameters", () => {
  it("take slugs of lower-case words", () => {
    expect(parseArticleParams({ category: "tire-basics" })).toEqual({
      category: "tire-basics",
      slug: null,
    });
    expect(parseArticleParams({ category: "tire-basics", slug: "load-index-2" })).toEqual({
      category: "tire-basics",
      slug: "load-index-2",
    });
  });

  it("refuse segments that cannot be slugs", () => {
    for (const params of [
      {},
      { category: "Tire-Basics" },
      { category: "tire_basics" },
      { category: "tire-basics", slug: "a--b" },
      { category: "tire-basics", slug: "x.html" },
      { category: "tire-basics", slug: "" },
    ]) {
      expect(parseArticleParams(params), JSON.stringify(params)).toBeNull();
    }
  });

  it("read ?page= as a whole number from 1, and nothing else", () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("2")).toBe(2);
    for (const value of ["0", "-1", "1.5", "01", "two", "", "99999"]) {
      expect(parsePageParam(value), value).toBeNull();
    }
  });

  it("count pages, with one page for an empty category", () => {
    expect(pageCount({ page: 1, pageSize: 5, total: 0 })).toBe(1);
    expect(pageCount({ page: 1, pageSize: 5, total: 5 })).toBe(1);
    expect(pageCount({ page: 1, pageSize: 5, total: 6 })).toBe(2);
  });

  it("reject a page query that is not a page number, with a message", () => {
    expect(articleListQuerySchema.parse({ page: "2" })).toEqual({ page: 2 });
    const bad = articleListQuerySchema.safeParse({ page: "abc" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("page takes a page number from 1, e.g. 2");
    expect(articleListQuerySchema.safeParse({ sort: "oldest" }).success).toBe(false);
  });
});

describe("published dates", () => {
  it("read as a month, day and year whatever the locale", () => {
    expect(publishedDateText("2026-03-04")).toBe("March 4, 2026");
    expect(publishedDateText("2025-12-31")).toBe("December 31, 2025");
  });
});

describe("glossary grouping", () => {
  const define = (term: string) => ({ term, definition: `${term} means…` });

  it("sorts terms alphabetically under their first letter, case aside", () => {
    const groups = glossaryByLetter(
      ["TPMS", "aspect ratio", "Load index", "Treadwear", "Bead", "Air"].map(define),
    );
    expect(groups.map((group) => group.letter)).toEqual(["A", "B", "L", "T"]);
    expect(groups[0]?.terms.map((item) => item.term)).toEqual(["Air", "aspect ratio"]);
    expect(groups[3]?.terms.map((item) => item.term)).toEqual(["TPMS", "Treadwear"]);
    expect(groups[3]?.anchor).toBe("letter-t");
  });

  it("puts terms that start with a number first, under #", () => {
    const groups = glossaryByLetter(["Winter tire", "3PMSF", "All-season tire"].map(define));
    expect(groups.map((group) => [group.letter, group.anchor])).toEqual([
      ["#", "letter-0-9"],
      ["A", "letter-a"],
      ["W", "letter-w"],
    ]);
  });

  it("files accented letters under their base letter", () => {
    expect(glossaryLetter("Éclat")).toBe("E");
    expect(glossaryLetter(" ply rating")).toBe("P");
  });

  it("leaves out letters without terms and keeps every term once", () => {
    const terms = ["Camber", "Caster", "Toe"].map(define);
    const groups = glossaryByLetter(terms);
    expect(groups.map((group) => group.letter)).toEqual(["C", "T"]);
    expect(groups.flatMap((group) => group.terms)).toHaveLength(terms.length);
    expect(glossaryByLetter([])).toEqual([]);
  });
});
