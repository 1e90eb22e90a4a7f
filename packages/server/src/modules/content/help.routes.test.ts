import { ROAD_HAZARD_PLANS } from "@treadkit/core/cart";
import {
  HELP_QUERY_MESSAGE,
  HELP_QUERY_TOO_LONG_MESSAGE,
  helpArticlePageSchema,
  helpCenterSchema,
  helpSearchResultSchema,
  helpTopicPageSchema,
  SUPPORT_HOURS,
} from "@treadkit/core/content";
import {
  CANCELLATION_WINDOW_MS,
  DELIVERY_BUSINESS_DAYS,
  RETURN_HANDLING_FEE_CENTS_PER_TIRE,
  RETURN_WINDOW_DAYS,
} from "@treadkit/core/order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { contentPages } from "./content.schema";
import { shopDealContentPaths } from "./sitemap";

const TOPICS = [
  "orders-and-tracking",
  "shipping-and-delivery",
  "installation-appointments",
  "mobile-installation",
  "returns-and-refunds",
  "payments-and-financing",
  "road-hazard-coverage",
  "your-account",
];

describe.each(testDatabaseKinds())("help center API on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });
  const search = async (q: string) => {
    const response = await get(`/api/content/help/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, q).toBe(200);
    return helpSearchResultSchema.parse(response.json());
  };
  const articleText = async (topic: string, slug: string) => {
    const response = await get(`/api/content/help/${topic}/${slug}`);
    expect(response.statusCode, slug).toBe(200);
    const { article } = helpArticlePageSchema.parse(response.json());
    return `${article.title} ${article.summary} ${article.description} ${JSON.stringify(article.body)}`;
  };

  it("lists every topic in its order, each with its articles", async () => {
    const response = await get("/api/content/help");
    expect(response.statusCode).toBe(200);
    const center = helpCenterSchema.parse(response.json());
    expect(center.topics.map((topic) => topic.slug)).toEqual(TOPICS);
    for (const topic of center.topics) {
      expect(topic.articles.length, topic.slug).toBeGreaterThanOrEqual(2);
      expect(topic.articleCount).toBe(topic.articles.length);
      expect(topic.articles.every((article) => article.topic.slug === topic.slug)).toBe(true);
    }
    // The learning center's categories stay its own.
    expect(center.topics.map((t) => t.slug)).not.toContain("tire-basics");
  });

  it("gives a topic with its articles, and an article with its topic and the others", async () => {
    const topic = helpTopicPageSchema.parse(
      (await get("/api/content/help/returns-and-refunds")).json(),
    );
    expect(topic.topic.name).toBe("Returns and refunds");
    expect(topic.articles.map((a) => a.slug)).toContain("start-a-return");

    const page = helpArticlePageSchema.parse(
      (await get("/api/content/help/returns-and-refunds/start-a-return")).json(),
    );
    expect(page.article).toMatchObject({
      slug: "start-a-return",
      topic: { slug: "returns-and-refunds", name: "Returns and refunds" },
      title: "How do I start a return?",
    });
    expect(page.related.map((a) => a.slug)).not.toContain("start-a-return");
    expect(page.related.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown topic or article, or an article under another topic", async () => {
    for (const url of [
      "/api/content/help/nothing-here",
      "/api/content/help/returns-and-refunds/nothing-here",
      "/api/content/help/your-account/start-a-return",
      // A learning-center article is not a help article.
      "/api/content/help/returns-and-refunds/tire-rotation-guide",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorMessage).toBe("The page you are looking for is missing");
    }
    expect((await get("/api/content/help/Bad_Topic")).statusCode).toBe(400);
  });

  it("states the store's constants: cancel window, returns, fee, refund, delivery, coverage, hours", async () => {
    const cancel = await articleText("orders-and-tracking", "cancel-or-change-an-order");
    expect(cancel).toContain(`within ${CANCELLATION_WINDOW_MS / 60_000} minutes of placing it`);
    const returns = await articleText("returns-and-refunds", "return-policy");
    expect(returns).toContain(`within ${RETURN_WINDOW_DAYS} days of delivery`);
    expect(returns).toContain(`$${RETURN_HANDLING_FEE_CENTS_PER_TIRE / 100} per tire`);
    expect(returns).toContain("waived when you reorder the same tire in the correct size");
    expect(returns).toContain("within 48 hours of receiving the tires");
    const delivery = await articleText("shipping-and-delivery", "delivery-times-and-free-shipping");
    expect(delivery).toContain(
      `${DELIVERY_BUSINESS_DAYS.min} to ${DELIVERY_BUSINESS_DAYS.max} business days`,
    );
    const coverage = await articleText("road-hazard-coverage", "what-road-hazard-coverage-covers");
    for (const plan of ROAD_HAZARD_PLANS) expect(coverage).toContain(plan.label);
    expect(coverage).toContain("up to $25 per tire");
    const claim = await articleText("road-hazard-coverage", "make-a-road-hazard-claim");
    expect(claim).toContain(SUPPORT_HOURS);
    expect(claim).toContain("replies within 24 hours");
  });

  it("links only to pages of the site, and to help articles that exist", async () => {
    const rows = await ctx.database.db
      .select({ body: contentPages.body })
      .from(contentPages)
      .where(eq(contentPages.section, "help"));
    const hrefs = rows.flatMap((row) =>
      [...JSON.stringify(row.body).matchAll(/"href":"([^"]+)"/g)].map((m) => m[1] ?? ""),
    );
    expect(hrefs).toEqual(expect.arrayContaining(["/track-your-order", "/contact"]));
    for (const href of hrefs.filter((h) => h.startsWith("/help-center/"))) {
      const [topic, slug] = href.replace("/help-center/", "").split("/");
      const api = slug ? `/api/content/help/${topic}/${slug}` : `/api/content/help/${topic}`;
      expect((await get(api)).statusCode, href).toBe(200);
    }
  });

  it("finds an article by a word of its body, by the start of a word, and by stem", async () => {
    // "debris" is in the body of the road hazard article only, not in its title or summary.
    const debris = await search("debris");
    expect(debris.results.map((r) => r.slug)).toContain("what-road-hazard-coverage-covers");
    expect(debris.query).toBe("debris");
    // Every word must be there; the title's match ranks first.
    const refund = await search("refund");
    expect(refund.results[0]?.slug).toBe("when-is-my-refund");
    expect((await search("REFUN")).results.map((r) => r.slug)).toContain("when-is-my-refund");
    expect((await search("returning tires")).results.map((r) => r.slug)).toContain("return-policy");
    // A word of a list item and of a link label are searched too.
    expect((await search("wheel-lock")).results.map((r) => r.slug)).toContain(
      "prepare-for-mobile-installation",
    );
  });

  it("finds nothing for words no article has, nor for block types or link targets", async () => {
    expect((await search("zeppelin")).results).toEqual([]);
    expect((await search("refund zeppelin")).results).toEqual([]);
    // The blocks' own markup ("paragraph", "href") is not searchable text.
    expect((await search("paragraph")).results).toEqual([]);
    expect((await search("href")).results).toEqual([]);
  });

  it("treats hostile input as words, never as query syntax or SQL", async () => {
    for (const q of [
      "'); drop table content_pages; --",
      "refund & | ! :* ( <-> )",
      "<script>alert(1)</script>",
      "\\\\' OR 1=1 --",
      "%_%",
      "the and of",
      "!!!",
      "😀 emoji",
    ]) {
      const found = await search(q);
      expect(found.query, q).toBe(q.trim());
    }
    expect((await search("refund & | ! :* ( <-> )")).results.map((r) => r.slug)).toContain(
      "when-is-my-refund",
    );
    const [rows] = await Promise.all([ctx.database.db.select().from(contentPages)]);
    expect(rows.length).toBeGreaterThan(20);

    const empty = await get("/api/content/help/search?q=%20%20");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toBe(HELP_QUERY_MESSAGE);
    const long = await get(`/api/content/help/search?q=${"a".repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMessage).toBe(HELP_QUERY_TOO_LONG_MESSAGE);
    expect((await get("/api/content/help/search?q=x&q=y")).statusCode).toBe(400);
    expect((await get("/api/content/help/search?q=x&admin=1")).statusCode).toBe(400);
  });

  it("lists the help center once in the sitemap, not its topics and articles", async () => {
    const paths = await shopDealContentPaths(ctx.database.db, new Date("2026-11-23T12:00:00Z"));
    expect(paths).toContain("/help-center");
    expect(paths).toContain("/faqs");
    expect(paths).toContain("/installer-signup");
    expect(paths.filter((path) => path.startsWith("/help-center/"))).toEqual([]);
  });
});
