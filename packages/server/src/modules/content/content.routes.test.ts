import { contentPageSchema } from "@treadkit/core/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { contentPages } from "./content.schema";

describe.each(testDatabaseKinds())("content pages' API on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });
  const textOf = (page: { body: { type: string; text?: string; items?: unknown[] }[] }) =>
    JSON.stringify(page.body);

  it("lists the seeded pages", async () => {
    const response = await get("/api/content");
    expect(response.statusCode).toBe(200);
    const slugs = response.json().pages.map((p: { slug: string }) => p.slug);
    for (const slug of [
      "about",
      "terms",
      "sales",
      "privacy-policy",
      "returns-and-refunds",
      "free-shipping",
      "military-discount",
      "financing",
      "tire-buying-guide",
    ]) {
      expect(slugs).toContain(slug);
    }
  });

  it("gives a page with its structured body", async () => {
    const response = await get("/api/content/returns-and-refunds");
    expect(response.statusCode).toBe(200);
    const page = contentPageSchema.parse(response.json());
    expect(page.title).toBe("Returns and Refunds");
    expect(page.body.some((block) => block.type === "heading")).toBe(true);
    // storefront.md §9: 30 days, $20 per tire unless reordered in the correct size, 48 hours.
    const text = textOf(page);
    expect(text).toContain("within 30 days");
    expect(text).toContain("$20 per tire");
    expect(text).toContain("reorder the same tire in the correct size");
    expect(text).toContain("within 48 hours of receiving");
  });

  it("states the business constants on the pages that name them", async () => {
    const military = textOf((await get("/api/content/military-discount")).json());
    expect(military).toContain("additional 5%");
    const shipping = textOf((await get("/api/content/free-shipping")).json());
    expect(shipping).toContain("contiguous US");
    expect(shipping).toContain("2 to 4 business days");
    const sales = textOf((await get("/api/content/sales")).json());
    expect(sales).toContain("within 30 days of your purchase");
    expect(sales).toContain("within 30 minutes");
  });

  it("answers 404 with the spec's text for an unknown page, 400 for a bad slug", async () => {
    const unknown = await get("/api/content/no-such-page");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      errorMessage: "The page you are looking for is missing",
      code: "PAGE_NOT_FOUND",
    });
    for (const slug of ["About", "a..b", "favicon.ico"]) {
      expect((await get(`/api/content/${slug}`)).statusCode, slug).toBe(400);
    }
  });

  it("keeps a slug that is not a path segment out of the table", async () => {
    await expect(
      ctx.database.db
        .insert(contentPages)
        .values({ slug: "Bad Slug", title: "t", description: "d", body: [] }),
    ).rejects.toThrow();
  });
});
