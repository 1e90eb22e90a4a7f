import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SALES_QUOTE_ONLY_MESSAGE } from "@treadkit/core/session";
import { EMAIL_MESSAGE, PHONE_MESSAGE } from "@treadkit/core/validation";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processOutbox } from "../../jobs/outbox";
import { createMailer } from "../../mail/mailer";
import { signedInBrowser, type TestBrowser } from "../../testing/accounts";
import { testBrowser } from "../../testing/browser";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart, tireInStock } from "../../testing/fixtures";
import { salesQuotes } from "./account.schema";
import { salesQuoteHandlers } from "./sales-quote";

describe.each(testDatabaseKinds())("sales quotes on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  const mailDir = mkdtempSync(join(tmpdir(), "treadkit-quote-mail-"));
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });
  const send = (browser: TestBrowser, cartId: string, body: object, csrf = true) =>
    browser.request("POST", `/api/checkout/sales-quote?cartId=${cartId}`, {
      json: body,
      headers: csrf ? { "x-csrf-token": browser.jar.get("CSRF_TOKEN") as string } : {},
    });
  const customer = { customerEmail: "pat@example.com", customerPhone: "(954) 555-0199" };

  it("is for sales-tool accounts only, refused before the body is read", async () => {
    const cartId = await newCart(ctx.app, tire, "33301");
    expect((await send(testBrowser(ctx.app), cartId, {}, false)).status).toBe(401);
    const retail = await signedInBrowser(ctx.app, "retail@treadkit.example");
    const refused = await send(retail, cartId, {});
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ errorMessage: SALES_QUOTE_ONLY_MESSAGE });
    const sales = await signedInBrowser(ctx.app, "sales@treadkit.example");
    expect((await send(sales, cartId, customer, false)).status).toBe(403);
    expect(await ctx.database.db.select().from(salesQuotes)).toEqual([]);
  });

  it("checks the customer's e-mail and phone, storing nothing when they are wrong", async () => {
    const cartId = await newCart(ctx.app, tire, "33301");
    const sales = await signedInBrowser(ctx.app, "sales@treadkit.example");
    const bad = await send(sales, cartId, { customerEmail: "pat@", customerPhone: "555" });
    expect(bad.status).toBe(400);
    expect(bad.json().errorMessage).toContain(EMAIL_MESSAGE);
    const phone = await send(sales, cartId, {
      customerEmail: "pat@example.com",
      customerPhone: "555",
    });
    expect(phone.status).toBe(400);
    expect(phone.json().errorMessage).toContain(PHONE_MESSAGE);
    expect(await ctx.database.db.select().from(salesQuotes)).toEqual([]);
  });

  it("sends the cart as priced now, and e-mails the customer the way to pay for it", async () => {
    const cartId = await newCart(ctx.app, tire, "33301");
    const total = (
      await ctx.app.inject({ method: "GET", url: `/api/cart-summary?cartId=${cartId}` })
    ).json().siteCart.cartSummary.totalInCents as number;
    const sales = await signedInBrowser(ctx.app, "sales@treadkit.example");
    const sent = await send(sales, cartId, customer);
    expect(sent.status).toBe(201);
    expect(sent.json().quote).toMatchObject({
      customerEmail: "pat@example.com",
      customerPhone: "9545550199",
      totalInCents: total,
      checkoutPath: `/checkout/shipping?cartId=${cartId}`,
    });

    const handlers = salesQuoteHandlers({
      mailer: createMailer({ outboxDir: mailDir }),
      publicOrigin: "https://shop.example",
      clock: ctx.clock,
    });
    await processOutbox(ctx.database.db, handlers);
    await processOutbox(ctx.database.db, handlers);
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    // Quoted-printable, as mail is sent: soft line breaks joined, "=3D" read as "=".
    const mail = readFileSync(join(mailDir, files[0] as string), "utf8")
      .replace(/=\r?\n/g, "")
      .replaceAll("=3D", "=");
    expect(mail).toContain("To: pat@example.com");
    expect(mail).toContain("Subject: Your tire quote:");
    expect(mail).toContain(`https://shop.example/retrieve-quote/${cartId}`);
  });

  it("links to the origin the quote was asked on when the store has no public origin", async () => {
    const cartId = await newCart(ctx.app, tire, "33301");
    const sales = await signedInBrowser(ctx.app, "sales@treadkit.example");
    expect((await send(sales, cartId, customer)).status).toBe(201);
    const dir = mkdtempSync(join(tmpdir(), "treadkit-quote-origin-"));
    await processOutbox(
      ctx.database.db,
      salesQuoteHandlers({ mailer: createMailer({ outboxDir: dir }), clock: ctx.clock }),
    );
    const [file] = readdirSync(dir);
    const mail = readFileSync(join(dir, file as string), "utf8")
      .replace(/=\r?\n/g, "")
      .replaceAll("=3D", "=");
    expect(mail).toContain(`href="http://localhost/retrieve-quote/${cartId}"`);
    rmSync(dir, { recursive: true, force: true });
  });

  it("the e-mail's link makes the quoted cart the customer's, flagged for the cart summary on a phone", async () => {
    const cartId = await newCart(ctx.app, tire, "33301");
    const opened = await ctx.app.inject({ url: `/retrieve-quote/${cartId}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/checkout/shipping?cartId=${cartId}`);
    const cookies = Object.fromEntries(opened.cookies.map((c) => [c.name, c]));
    expect(cookies.CART_ID?.value).toBe(cartId);
    expect(cookies.CART_QTY?.value).toBe("4");
    expect(cookies.RETRIEVE_QUOTE).toMatchObject({ value: "yes", path: "/", maxAge: 86_400 });
    expect(cookies.RETRIEVE_QUOTE?.httpOnly).toBeFalsy();

    for (const unknown of ["0b7a2d9e-5c1f-4e8a-9d3b-2f6c8a1e4b70", "not-a-cart"]) {
      const missing = await ctx.app.inject({ url: `/retrieve-quote/${unknown}` });
      expect(missing.statusCode).toBe(303);
      expect(missing.headers.location).toBe("/checkout/shipping");
      expect(missing.cookies).toEqual([]);
    }
  });
});
