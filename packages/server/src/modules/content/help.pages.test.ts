import { HELP_NO_RESULTS_MESSAGE } from "@treadkit/core/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";

/** The JSON-LD blocks of a page's HTML, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}"),
  );
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

describe.each(testDatabaseKinds())(
  "help center and FAQ pages, rendered on the server on %s",
  (kind) => {
    let ctx: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      ctx = await createTestApp(kind, { web: true });
    });
    afterAll(async () => ctx?.close());

    const get = (url: string) => ctx.app.inject({ method: "GET", url });

    it("renders the help center, its topics and articles, each naming the help center as canonical", async () => {
      const hub = await get("/help-center");
      expect(hub.statusCode).toBe(200);
      expect(hub.body).toContain("<title>Help Center | Treadkit</title>");
      expect(hub.body).toContain("<h1>Help Center</h1>");
      expect(hub.body).toContain('href="/help-center/returns-and-refunds"');
      expect(hub.body).toContain('href="/help-center/returns-and-refunds/start-a-return"');
      // The search box is a plain GET form.
      expect(hub.body).toMatch(/<form[^>]*action="\/help-center\/search" method="get"/);

      const topic = await get("/help-center/road-hazard-coverage");
      expect(topic.statusCode).toBe(200);
      expect(topic.body).toContain("<h1>Road hazard coverage</h1>");
      const article = await get("/help-center/orders-and-tracking/cancel-or-change-an-order");
      expect(article.statusCode).toBe(200);
      expect(article.body).toContain("<h1>Can I cancel or change my order?</h1>");
      expect(article.body).toContain("within 30 minutes of placing it");
      expect(article.body).toContain("Monday to Friday 8am to 7pm ET, Saturday 9am to 5pm ET");
      for (const page of [hub, topic, article]) {
        expect(canonicalOf(page.body)).toBe("http://localhost/help-center");
      }
    });

    it("searches on the server: matches, and the no-results message", async () => {
      const found = await get("/help-center/search?q=debris");
      expect(found.statusCode).toBe(200);
      expect(found.body).toContain(
        'href="/help-center/road-hazard-coverage/what-road-hazard-coverage-covers"',
      );
      expect(found.body).toContain("1 article matches “debris”");
      expect(canonicalOf(found.body)).toBe("http://localhost/help-center");
      expect(found.body).toContain('content="noindex,follow');

      const none = await get("/help-center/search?q=zeppelin");
      expect(none.statusCode).toBe(200);
      expect(none.body).toContain(HELP_NO_RESULTS_MESSAGE);

      // Markup typed into the box comes back as text, never as markup.
      const hostile = await get(
        `/help-center/search?q=${encodeURIComponent('"><script>alert(1)</script>')}`,
      );
      expect(hostile.statusCode).toBe(200);
      expect(hostile.body).not.toContain("<script>alert(1)</script>");
      expect(hostile.body).toContain(HELP_NO_RESULTS_MESSAGE);

      // Nothing typed: the search box alone; too much typed: cut, not refused.
      const empty = await get("/help-center/search?q=%20");
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toContain("<h1>Search the help center</h1>");
      const long = await get(`/help-center/search?q=refund${"x".repeat(300)}`);
      expect(long.statusCode).toBe(200);
    });

    it("answers 404 for unknown or malformed topics and articles", async () => {
      for (const url of [
        "/help-center/no-such-topic",
        "/help-center/Returns",
        "/help-center/returns-and-refunds/no-such-article",
        "/help-center/your-account/start-a-return",
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain("The page you are looking for is missing");
        expect(canonicalOf(response.body), url).toBeUndefined();
      }
    });

    it("renders the FAQs with their answers and a FAQPage of the same questions", async () => {
      const response = await get("/faqs");
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain("<title>Frequently Asked Questions | Treadkit</title>");
      expect(html).toContain("<h1>Frequently Asked Questions</h1>");
      expect(html).toContain("<h3>Can I cancel my order?</h3>");
      const [faq, ...others] = structuredData(html);
      expect(others).toEqual([]);
      expect(faq).toMatchObject({
        "@context": "https://schema.org",
        "@type": "FAQPage",
        url: "http://localhost/faqs",
      });
      const questions = faq?.mainEntity as {
        "@type": string;
        name: string;
        acceptedAnswer: { "@type": string; text: string };
      }[];
      expect(questions.length).toBeGreaterThanOrEqual(10);
      for (const question of questions) {
        expect(question["@type"]).toBe("Question");
        expect(question.acceptedAnswer["@type"]).toBe("Answer");
        // Each question and answer is on the page as well (HTML-escaped there).
        const asHtml = (text: string) =>
          text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
        expect(html).toContain(asHtml(question.name));
        expect(html).toContain(asHtml(question.acceptedAnswer.text));
      }
      const answers = questions.map((q) => q.acceptedAnswer.text).join(" ");
      expect(answers).toContain("within 30 minutes of placing it");
      expect(answers).toContain("within 30 days of delivery");
      expect(answers).toContain("$20 per tire");
      expect(answers).toContain("within 48 hours of receiving");
      expect(answers).toContain("2 to 4 business days");
      expect(answers).toContain("Monday to Friday 8am to 7pm ET, Saturday 9am to 5pm ET");
      expect(answers).toContain("replies within 24 hours");
    });
  },
);
