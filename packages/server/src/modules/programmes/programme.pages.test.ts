import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  AGREEMENT_MESSAGE,
  APPLICATION_PENDING_MESSAGE,
  APPLICATION_RECEIVED_MESSAGE,
  CHECKED,
} from "@treadkit/core/installer-signup";
import { FIRST_NAME_MESSAGE, PHONE_MESSAGE } from "@treadkit/core/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processOutbox } from "../../jobs/outbox";
import { createMailer } from "../../mail/mailer";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { mailsIn } from "../../testing/mail";
import { installerSignupMailHandlers } from "./installer-signup.mail";
import { APPLICATIONS_PER_HOUR } from "./installer-signup.service";
import { installerApplications } from "./programmes.schema";

const FORM = "/installer-signup";

const complete = (email: string) => ({
  company: "Harbor Tire Co",
  firstName: "Lee",
  lastName: "Park",
  email,
  phone: "305-555-0199",
  addressLine1: "22 Harbor Dr",
  city: "Miami",
  state: "FL",
  zip: "33132",
  website: "",
  bays: "",
  offersMobileInstall: "",
  acceptsAgreement: CHECKED,
});

const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];

describe.each(testDatabaseKinds())("programme pages, rendered on the server on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const mailDir = mkdtempSync(join(tmpdir(), "treadkit-installer-form-"));
  beforeAll(async () => {
    ctx = await createTestApp(kind, { web: true });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const get = (url: string) => ctx.app.inject({ method: "GET", url });
  let address = 0;
  /** Each post comes from its own address unless told, so that allowances are its own. */
  const nextAddress = () => {
    address += 1;
    return `198.51.100.${address}`;
  };
  const post = (
    form: Record<string, string>,
    headers: Record<string, string> = {},
    remoteAddress = nextAddress(),
  ) =>
    ctx.app.inject({
      method: "POST",
      url: FORM,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams(form).toString(),
      remoteAddress,
    });
  const stored = (email: string) =>
    ctx.database.db
      .select()
      .from(installerApplications)
      .where(eq(installerApplications.email, email));

  it("renders the sign-up form with every field and the agreement's terms spelled out", async () => {
    const page = await get(FORM);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain("<title>Installer sign-up | Treadkit</title>");
    expect(html).toContain("Become a Treadkit partner shop</h1>");
    for (const name of Object.keys(complete(""))) expect(html).toContain(`name="${name}"`);
    expect(html).toContain("rims from 12 to 22 inches");
    expect(html).toContain("aspect ratio of 35 and above");
    expect(html).toContain("within 15 minutes");
    expect(html).toContain('<option value="PR">Puerto Rico</option>');
    expect(html).toContain('<option value="DC">District of Columbia</option>');
    expect((html.match(/<option value="[A-Z]{2}">/g) ?? []).length).toBe(52);
  });

  it("answers a form with mistakes with each message at its field and the values kept", async () => {
    const email = "mistakes@harbortire.example";
    const refused = await post({
      ...complete(email),
      firstName: "L3e",
      phone: "12",
      acceptsAgreement: "",
    });
    expect(refused.statusCode).toBe(400);
    const html = refused.body;
    expect(html).toContain(
      `id="installer-firstName-error" class="form-error">${FIRST_NAME_MESSAGE}`,
    );
    expect(html).toContain(`id="installer-phone-error" class="form-error">${PHONE_MESSAGE}`);
    expect(html).toContain(
      `id="installer-acceptsAgreement-error" class="form-error">${AGREEMENT_MESSAGE}`,
    );
    expect(html).toMatch(/id="installer-phone"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="Harbor Tire Co"');
    expect(await stored(email)).toEqual([]);
  });

  it("takes a complete form, thanks the applicant and e-mails the confirmation", async () => {
    const email = "lee@harbortire.example";
    const sent = await post(complete(email));
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${FORM}?submitted=1`);
    const thanks = await get(`${FORM}?submitted=1`);
    expect(thanks.body).toContain(APPLICATION_RECEIVED_MESSAGE);
    expect(await stored(email)).toHaveLength(1);
    await processOutbox(
      ctx.database.db,
      installerSignupMailHandlers({ mailer: createMailer({ outboxDir: mailDir }) }),
    );
    const mail = mailsIn(mailDir).find((m) => m.includes(`To: ${email}`));
    expect(mail).toContain('href="http://localhost/partner-program"');

    // The same address again: the message at the e-mail field, nothing stored twice.
    const again = await post(complete(email));
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(
      `id="installer-email-error" class="form-error">${APPLICATION_PENDING_MESSAGE}`,
    );
    expect(await stored(email)).toHaveLength(1);
  });

  it("counts the visitor's own address against the hourly allowance", async () => {
    const from = "192.0.2.77";
    for (let i = 0; i < APPLICATIONS_PER_HOUR; i += 1) {
      expect((await post(complete(`form${i}@limit.example`), {}, from)).statusCode).toBe(303);
    }
    const over = await post(complete("form-over@limit.example"), {}, from);
    expect(over.statusCode).toBe(429);
    expect(over.body).toContain("Several applications have been sent from your connection");
    // Another visitor is not held back by that one.
    expect((await post(complete("form-over@limit.example"))).statusCode).toBe(303);
  });

  it("takes the form only from the site's own pages", async () => {
    const email = "forged@harbortire.example";
    const forged = await post(complete(email), { "sec-fetch-site": "cross-site" });
    expect(forged.statusCode).toBe(403);
    expect(await stored(email)).toEqual([]);
  });

  it("renders the programme pages with a title, a heading and links that exist", async () => {
    for (const [path, heading] of [
      ["/partner-program", "Partner Program for Tire Shops"],
      ["/affiliates", "Affiliate Program"],
      ["/car-talk", "Car Talk and Treadkit"],
      ["/repair-pal", "RepairPal Certified Shops"],
    ] as const) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain(`<title>${heading} | Treadkit</title>`);
      expect(page.body).toContain(`<h1>${heading}</h1>`);
    }
    const partner = (await get("/partner-program")).body;
    expect(partner).toContain('href="/installer-signup"');
    expect(partner).toContain('href="/examples/third-party-shop.html"');
    expect(partner).toContain("$15 to $24 per tire, paid within 48 hours");
    expect((await get("/examples/third-party-shop.html")).statusCode).toBe(200);
    expect((await get("/examples/affiliate-blog.html")).statusCode).toBe(200);
  });

  it("shows a listing ad's tire at /paid, kept out of search results", async () => {
    const listing = (await get("/api/catalog/products?size=225-50r17")).json();
    const product = listing.siteCatalogProducts[0];
    const page = await get(`/paid?itemId=${product.productId}`);
    expect(page.statusCode).toBe(200);
    expect(robotsOf(page.body)).toBe("noindex,nofollow,max-image-preview:large");
    expect(page.body).not.toContain('rel="canonical"');
    expect(page.body).toContain(`${product.brand.label} ${product.name}`);
    expect(page.body).toContain('id="specs"');
  });

  it("answers /paid without a known tire with 404 and a way on, not an error", async () => {
    for (const url of [
      "/paid",
      "/paid?itemId=999999999",
      "/paid?itemId=abc",
      "/paid?itemId=99999999999",
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain("This tire is no longer available");
      expect(page.body, url).toContain('action="/tire-sizes"');
      expect(page.body, url).toContain('href="/tire-sizes/225-50r17"');
      expect(robotsOf(page.body), url).toMatch(/^noindex/);
    }
  });
});
