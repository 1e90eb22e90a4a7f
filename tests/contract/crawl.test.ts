import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processOutbox } from "../../packages/server/src/jobs/outbox";
import { createMailer } from "../../packages/server/src/mail/mailer";
import { storeMailHandlers } from "../../packages/server/src/mail/store-handlers";
import { application } from "../../packages/server/src/modules/programmes/testing";
import { signedInBrowser } from "../../packages/server/src/testing/accounts";
import { createTestApp } from "../../packages/server/src/testing/databases";
import { tireInStock } from "../../packages/server/src/testing/fixtures";
import { mailsIn } from "../../packages/server/src/testing/mail";
import { placeTestOrder } from "../../packages/server/src/testing/orders";
import { type CrawledPage, crawl, routeKind } from "../support/crawl";

/**
 * Every link leads somewhere: the store the way `npm start` serves it (the whole data set) is
 * crawled from its home page, link by link, and every page answers, with a title and a heading.
 */
describe("crawling the store from its home page", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let pages: CrawledPage[];
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true });
    pages = await crawl(ctx.app, {
      start: [{ url: "/", from: "start" }],
      max: 2_500,
      perKind: 30,
      // A sign-in page's links (create an account, forgot password) belong to that visitor's
      // sign-in interaction, kept in a cookie; another visitor is told it expired.
      skip: (url) => url.startsWith("/sign-in/"),
    });
  }, 600_000);
  afterAll(async () => ctx?.close());

  const describeFailures = (failed: CrawledPage[]) =>
    failed.map((p) => `${p.status} ${p.url} (linked from ${p.from})`).join("\n");

  it("reaches every kind of page the site links to", () => {
    const kinds = new Set(pages.map((page) => routeKind(page.url)));
    for (const kind of [
      "/0",
      "tire-sizes/2",
      "tire-sizes/4",
      "brands/2",
      "brands/4",
      "vehicles/1",
      "categories/2",
      "types/2",
      "tire-deals/1",
      "tire-shops/1",
      "learn/3",
      "press/1",
      "about/1",
      "installer-signup/1",
      "partner-program/1",
      "track-your-order/1",
      "help-center/1",
      "contact/1",
      "faqs/1",
      "sitemap/1",
    ])
      expect(kinds, `no ${kind} page was reached`).toContain(kind);
    expect(pages.length).toBeGreaterThan(500);
  });

  it("finds no broken link: no 404 and no server error", () => {
    const failed = pages.filter((page) => page.status >= 400);
    expect(describeFailures(failed)).toBe("");
  });

  it("gives every page a title and one main heading", () => {
    const html = pages.filter((page) => page.contentType.includes("text/html"));
    const untitled = html.filter((page) => !page.title || !page.h1);
    expect(untitled.map((p) => `${p.url}: title ${p.title}, h1 ${p.h1}`).join("\n")).toBe("");
  });
});

/** The links of an e-mail as a mail client reads it: every href and bare URL. */
function linksOfMail(text: string): string[] {
  const hrefs = [...text.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");
  const bare = [...text.matchAll(/https?:\/\/[^\s"<>)]+/g)].map((m) => m[0]);
  return [...new Set([...hrefs, ...bare])].map((link) => link.replaceAll("&amp;", "&"));
}

/**
 * Every link of every e-mail the store's journeys send leads somewhere: an order and its
 * cancellation, a sales quote, a referral invitation, the contact page's copy, a tire-sales
 * inquiry, a mailing-list confirmation and an installer application, each sent through the
 * outbox as the worker sends them, then every link followed.
 */
describe("following every link of the store's e-mails", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const mailDir = mkdtempSync(join(tmpdir(), "treadkit-crawl-mail-"));
  const links: { url: string; mail: string }[] = [];
  let pages: CrawledPage[] = [];
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true });
    const post = async (url: string, payload: object | FormData, headers = {}) => {
      const response = await ctx.app.inject({ method: "POST", url, payload, headers });
      if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
      return response;
    };
    const tire = await tireInStock(ctx.app);
    await placeTestOrder(ctx.app, tire);
    const cancelled = await placeTestOrder(ctx.app, tire);
    await post(`/api/checkout/orders/${cancelled.id}/cancel`, { zip: cancelled.zip });
    const sales = await signedInBrowser(ctx.app, "sales@treadkit.example");
    const cart = (
      await post("/api/cart-summary", { productId: tire, quantity: { front: 4 } })
    ).json().siteCart;
    const quoted = await sales.request("POST", `/api/checkout/sales-quote?cartId=${cart.id}`, {
      json: { customerEmail: "pat@example.com", customerPhone: "9545550199" },
      headers: { "x-csrf-token": sales.jar.get("CSRF_TOKEN") as string },
    });
    expect(quoted.status).toBe(201);
    const member = await signedInBrowser(ctx.app, "member@treadkit.example");
    const invited = await member.request("POST", "/api/referral/invites", {
      json: { email: "kim@example.com", firstName: "Kim" },
      headers: { "x-csrf-token": member.jar.get("CSRF_TOKEN") as string },
    });
    expect(invited.status).toBeLessThan(300);
    const contact = new FormData();
    for (const [name, value] of Object.entries({
      name: "Ana Diaz",
      email: "ana@example.com",
      topic: "returns",
      message: "One tire arrived with a cut in the sidewall.",
    }))
      contact.append(name, value);
    await post("/api/v1/support/messages", contact);
    await post("/api/v1/support/sales-inquiries", {
      company: "Sunshine Couriers",
      name: "Lee Park",
      email: "lee@sunshine.example",
      phone: "305-555-0140",
      businessType: "fleet",
      fleetSize: "50-249",
      tireSizes: "225/65R17",
      quantity: 480,
      message: "Vans and pickups.",
    });
    await post("/api/v1/mailing-list/subscriptions", {
      email: "news@example.com",
      source: "footer",
    });
    await post("/api/v1/installer-signup", application("owner@sunrisetire.example"));

    await processOutbox(
      ctx.database.db,
      storeMailHandlers({
        mailer: createMailer({ outboxDir: mailDir }),
        supportEmail: "support@treadkit.test",
        salesEmail: "sales@treadkit.test",
        partnersEmail: "partners@treadkit.test",
      }),
    );
    for (const [n, mail] of mailsIn(mailDir).entries()) {
      const subject = /^Subject: (.*)$/m.exec(mail)?.[1] ?? `e-mail ${n + 1}`;
      for (const url of linksOfMail(mail)) links.push({ url, mail: subject });
    }
    const own = links.filter((link) => link.url.startsWith("http://localhost/"));
    pages = await crawl(ctx.app, {
      start: own.map((link) => {
        const url = new URL(link.url);
        return { url: `${url.pathname}${url.search}`, from: `e-mail ${link.mail}` };
      }),
      max: own.length,
      perKind: own.length,
    });
  }, 600_000);
  afterAll(async () => {
    await ctx?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it("sends e-mails whose every link is absolute, on the store's own origin", () => {
    expect(readdirSync(mailDir).length).toBeGreaterThanOrEqual(10);
    const relative = links.filter((link) => !/^(https?:|mailto:|tel:)/.test(link.url));
    expect(relative.map((l) => `${l.url} in ${l.mail}`).join("\n")).toBe("");
    // Other sites only where a shopper gave one: the applying shop's own website.
    const elsewhere = links.filter(
      (link) =>
        /^https?:/.test(link.url) &&
        !link.url.startsWith("http://localhost/") &&
        link.url !== "https://sunrisetire.example",
    );
    expect(elsewhere.map((l) => `${l.url} in ${l.mail}`).join("\n")).toBe("");
    for (const kind of [
      "/checkout/confirm-order/",
      "/my_customers/pdf/",
      "/retrieve-quote/",
      "/invite?code=",
      "/mailing-list/",
    ])
      expect(
        links.some((link) => link.url.includes(kind)),
        `no ${kind} link`,
      ).toBe(true);
  });

  it("finds no broken link in them: no 404 and no server error", () => {
    expect(pages.length).toBeGreaterThan(5);
    const failed = pages.filter((page) => page.status >= 400);
    expect(failed.map((p) => `${p.status} ${p.url} (${p.from})`).join("\n")).toBe("");
  });
});
