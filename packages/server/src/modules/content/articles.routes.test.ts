import {
  articleCategoryPageSchema,
  articleHubSchema,
  articlePageSchema,
  glossaryTerms,
} from "@treadkit/core/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { contentPages } from "./content.schema";

describe.each(testDatabaseKinds())("learning center and press room API on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("gives the learning center's categories with counts and newest articles", async () => {
    const response = await get("/api/content/learn");
    expect(response.statusCode).toBe(200);
    const hub = articleHubSchema.parse(response.json());
    expect(hub.section).toBe("learn");
    const slugs = hub.categories.map((category) => category.slug);
    for (const slug of [
      "tire-basics",
      "tire-maintenance",
      "tire-news-information",
      "seasonal-driving",
    ]) {
      expect(slugs).toContain(slug);
    }
    for (const category of hub.categories) {
      expect(category.articleCount, category.slug).toBeGreaterThanOrEqual(2);
      expect(category.latest.length).toBeGreaterThan(0);
      expect(category.latest.length).toBeLessThanOrEqual(3);
      expect(category.latest.every((a) => a.category.slug === category.slug)).toBe(true);
    }
    const dates = hub.latest.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(hub.latest.every((article) => article.section === "learn")).toBe(true);
  });

  it("lists a category's articles newest first, a page at a time", async () => {
    const first = articleCategoryPageSchema.parse(
      (await get("/api/content/learn/tire-maintenance")).json(),
    );
    expect(first.category.name).toBe("Tire Maintenance");
    expect(first.pagination).toEqual({ page: 1, pageSize: 5, total: first.category.articleCount });
    expect(first.pagination.total).toBeGreaterThan(5);
    expect(first.articles).toHaveLength(5);
    const second = articleCategoryPageSchema.parse(
      (await get("/api/content/learn/tire-maintenance?page=2")).json(),
    );
    expect(second.articles.length).toBe(first.pagination.total - 5);
    const all = [...first.articles, ...second.articles];
    expect(new Set(all.map((a) => a.slug)).size).toBe(all.length);
    const dates = all.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const small = articleCategoryPageSchema.parse(
      (await get("/api/content/press/company-news?pageSize=1&page=2")).json(),
    );
    expect(small.articles).toHaveLength(1);
  });

  it("gives an article with its body, category and related articles", async () => {
    const response = await get("/api/content/learn/tire-maintenance/tire-rotation-guide");
    expect(response.statusCode).toBe(200);
    const page = articlePageSchema.parse(response.json());
    expect(page.article).toMatchObject({
      section: "learn",
      slug: "tire-rotation-guide",
      category: { slug: "tire-maintenance", name: "Tire Maintenance" },
      author: "Treadkit Tire Team",
    });
    // storefront.md §9: rotate every 6 months or 6,000 miles.
    expect(JSON.stringify(page.article.body)).toContain("every 6 months or 6,000 miles");
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.related.map((a) => a.slug)).not.toContain("tire-rotation-guide");
    expect(page.related.every((a) => a.category.slug === "tire-maintenance")).toBe(true);
  });

  it("holds the tire dictionary's terms", async () => {
    const page = articlePageSchema.parse(
      (await get("/api/content/learn/tire-news-information/tire-dictionary")).json(),
    );
    const terms = glossaryTerms(page.article.body).map((item) => item.term.toLowerCase());
    for (const term of [
      "aspect ratio",
      "load index",
      "speed rating",
      "utqg",
      "run-flat",
      "extra load",
      "staggered fitment",
      "section width",
      "rim diameter",
      "treadwear",
      "tpms",
    ]) {
      expect(
        terms.some((t) => t.startsWith(term)),
        term,
      ).toBe(true);
    }
  });

  it("gives the press room's releases as NewsArticle material", async () => {
    const hub = articleHubSchema.parse((await get("/api/content/press")).json());
    expect(hub.categories.map((c) => [c.slug, c.articleCount])).toEqual([
      ["company-news", 2],
      ["partnerships", 2],
    ]);
    const release = articlePageSchema.parse(
      (
        await get(
          "/api/content/press/partnerships/treadkit-opens-installer-marketplace-to-independent-shops",
        )
      ).json(),
    );
    expect(release.article.section).toBe("press");
    expect(JSON.stringify(release.article.body)).toContain("$15 to $24 per tire");
  });

  it("answers 404 for an unknown category, article, page or section", async () => {
    for (const url of [
      "/api/content/learn/no-such-category",
      "/api/content/learn/no-such-category/tire-rotation-guide",
      "/api/content/learn/tire-basics/no-such-article",
      // An article is found only in its own section and category.
      "/api/content/learn/tire-basics/tire-rotation-guide",
      "/api/content/press/tire-maintenance/tire-rotation-guide",
      "/api/content/learn/tire-maintenance?page=9",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorMessage, url).toBeTruthy();
    }
    const unknown = await get("/api/content/learn/tire-basics/no-such-article");
    expect(unknown.json()).toEqual({
      errorMessage: "The page you are looking for is missing",
      code: "ARTICLE_NOT_FOUND",
    });
  });

  it("answers 400 with a message for malformed slugs and queries", async () => {
    for (const url of [
      "/api/content/learn/Tire-Basics",
      "/api/content/learn/tire_basics/x",
      "/api/content/learn/tire-basics/Not.A.Slug",
      "/api/content/press/a--b",
      "/api/content/learn/tire-basics?page=abc",
      "/api/content/learn/tire-basics?page=0",
      "/api/content/learn/tire-basics?pageSize=500",
      "/api/content/learn/tire-basics?sort=oldest",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errorMessage, url).toBeTruthy();
    }
    expect((await get("/api/content/learn/tire-basics?page=abc")).json().errorMessage).toBe(
      "page takes a page number from 1, e.g. 2",
    );
  });

  it("documents the calls in the OpenAPI document", async () => {
    const paths = Object.keys((await get("/api/docs/json")).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/content/learn",
        "/api/content/learn/{category}",
        "/api/content/learn/{category}/{slug}",
        "/api/content/press",
        "/api/content/press/{category}",
        "/api/content/press/{category}/{slug}",
      ]),
    );
  });

  it("keeps articles out of the generic pages", async () => {
    const slugs = (await get("/api/content")).json().pages.map((p: { slug: string }) => p.slug);
    expect(slugs).not.toContain("tire-rotation-guide");
    expect((await get("/api/content/tire-rotation-guide")).statusCode).toBe(404);
  });

  it("keeps half an article and an article of an unknown category out of the table", async () => {
    const base = { title: "t", description: "d", body: [] };
    await expect(
      ctx.database.db.insert(contentPages).values({ ...base, slug: "half", section: "learn" }),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.insert(contentPages).values({
        ...base,
        slug: "orphan",
        section: "learn",
        categorySlug: "no-such-category",
        publishedOn: "2026-01-01",
        author: "a",
        summary: "s",
      }),
    ).rejects.toThrow();
  });
});
