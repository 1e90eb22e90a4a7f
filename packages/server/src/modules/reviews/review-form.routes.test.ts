import {
  RATING_REQUIRED_MESSAGE,
  REVIEW_DUPLICATE_MESSAGE,
  REVIEW_INCOMPLETE_MESSAGE,
  REVIEW_NAME_MESSAGE,
  REVIEW_PENDING_MESSAGE,
  REVIEW_THANK_YOU_MESSAGE,
} from "@treadkit/core/reviews";
import { EMAIL_MESSAGE } from "@treadkit/core/validation";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/databases";
import { moderateReview } from "./moderation";
import { reviews } from "./reviews.schema";

const FORM = "/brands/hankook-tires/kinergy-pt/write-a-review";

const complete = {
  dry: "4",
  wet: "4",
  winter: "na",
  comfort: "5",
  noise: "5",
  treadwear: "na",
  summary: "Quiet commuter tire",
  comments: "Smooth and quiet on my daily drive.",
  name: "Lee Park",
  email: "lee.park@example.com",
  purchaseDate: "",
  vehicle: "2017 Honda Civic",
  milesDriven: "5000-10000",
  drivingStyle: "easy",
  whereDriven: "city",
  buyAgain: "yes",
};

/** The write-a-review form and the review pages, rendered on the server (PGlite is enough). */
describe("review pages and the form posted without a script", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true });
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });
  const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "POST",
      url: FORM,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  const stored = async () => {
    const [row] = await ctx.database.db.select({ n: count() }).from(reviews);
    return row?.n ?? 0;
  };

  it("renders the form with every field, kept out of search results but followed", async () => {
    const page = await get(FORM);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<meta name="robots" content="noindex,follow,max-image-preview:large">');
    expect(html).toContain("Write a review of the Hankook Kinergy PT");
    expect(html).toMatch(new RegExp(`<form[^>]*action="${FORM}" method="post"`));
    for (const name of Object.keys(complete)) expect(html).toContain(`name="${name}"`);
    expect(html).toContain("0/150 characters");
    expect(html).toContain(REVIEW_INCOMPLETE_MESSAGE);
    // Without a script the browser's own checks apply, so the button is not disabled.
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it("sends a brand path without -tires to the right one, and a line that is not there to the 404", async () => {
    const bare = await get("/brands/hankook/kinergy-pt/write-a-review");
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(FORM);
    expect((await get("/brands/hankook-tires/no-such-line/write-a-review")).statusCode).toBe(404);
  });

  it("takes a complete form, thanks the reviewer, and shows the review once it is approved", async () => {
    const before = await stored();
    const sent = await post(complete);
    expect(sent.statusCode).toBe(303);
    // Reviews are moderated by default: the thanks say it will appear once checked.
    expect(sent.headers.location).toBe(`${FORM}?submitted=pending`);
    expect(await stored()).toBe(before + 1);
    const [row] = await ctx.database.db
      .select({ name: reviews.reviewerName, winter: reviews.winterRating })
      .from(reviews)
      .where(eq(reviews.email, "lee.park@example.com"));
    expect(row).toEqual({ name: "Lee Park", winter: null });

    const thanks = await get(`${FORM}?submitted=pending`);
    expect(thanks.body).toContain(REVIEW_THANK_YOU_MESSAGE);
    expect(thanks.body).toContain(REVIEW_PENDING_MESSAGE);
    expect(thanks.body).toContain('href="/brands/hankook-tires/kinergy-pt/reviews"');

    const waiting = await get("/brands/hankook-tires/kinergy-pt/reviews");
    expect(waiting.body).not.toContain("Quiet commuter tire");
    const [pending] = await ctx.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.email, "lee.park@example.com"));
    await moderateReview(ctx.database.db, pending?.id ?? "", "published");
    const listing = await get("/brands/hankook-tires/kinergy-pt/reviews");
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain("Quiet commuter tire");
    expect(listing.body).toContain("Lee Park · 2017 Honda Civic");
  });

  it("shows the form again with the values and each message at its field, storing nothing", async () => {
    const before = await stored();
    const refused = await post({
      ...complete,
      dry: "na",
      wet: "na",
      comfort: "na",
      noise: "na",
      name: "R2D2",
      email: "nobody@",
      summary: "Kept as typed",
    });
    expect(refused.statusCode).toBe(400);
    const html = refused.body;
    expect(html).toContain(RATING_REQUIRED_MESSAGE);
    expect(html).toContain(REVIEW_NAME_MESSAGE);
    expect(html).toContain(EMAIL_MESSAGE);
    expect(html).toContain('value="Kept as typed"');
    expect(html).toContain('aria-invalid="true"');
    expect(await stored()).toBe(before);
  });

  it("says so when the e-mail address already reviewed the line", async () => {
    const before = await stored();
    const again = await post({ ...complete, summary: "Second try" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(REVIEW_DUPLICATE_MESSAGE);
    expect(again.body).toContain('value="Second try"');
    expect(await stored()).toBe(before);
  });

  it("refuses a post from another site", async () => {
    const before = await stored();
    const foreign = await post(
      { ...complete, email: "other@example.com" },
      { origin: "https://evil.example" },
    );
    expect(foreign.statusCode).toBe(403);
    const crossSite = await post(
      { ...complete, email: "other@example.com" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(await stored()).toBe(before);
  });

  it("renders each review listing, and 404s for what does not exist", async () => {
    const pages: [string, string][] = [
      ["/brands/michelin-tires/pilot-sport-4s/reviews", "Michelin Pilot Sport 4S reviews"],
      ["/brands/michelin-tires/reviews", "Michelin tire reviews"],
      ["/categories/all-weather/reviews", "All Weather tire reviews"],
      ["/types/suv-crossover/reviews", "SUV/Crossover tire reviews"],
      ["/tire-reviews", "Tire reviews"],
      ["/tire-reviews/wet-traction", "Best rated tires for wet traction"],
    ];
    for (const [url, heading] of pages) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(`>${heading}</h1>`);
      expect(page.body, url).toContain('content="index,follow,max-image-preview:large"');
    }
    const line = (await get("/brands/michelin-tires/pilot-sport-4s/reviews")).body;
    expect(line).toContain("Grip that makes every on-ramp fun");
    expect(line).toContain("4.0 out of 5");
    expect(line).not.toContain("@example.com");
    expect((await get("/brands/michelin/reviews")).statusCode).toBe(301);
    for (const url of [
      "/brands/nobrand-tires/reviews",
      "/brands/michelin-tires/nothing/reviews",
      "/categories/flying/reviews",
      "/types/boat/reviews",
      "/tire-reviews/speed",
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("rates the product page and its schema.org Product from the line's reviews", async () => {
    const tire = (
      await get("/api/catalog/products?brand=michelin&line=pilot-sport-4s&pageSize=1")
    ).json().siteCatalogProducts[0];
    const page = await get(tire.link.href);
    expect(page.statusCode).toBe(200);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(json ?? "{}").aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(page.body).toContain('href="/brands/michelin-tires/pilot-sport-4s/write-a-review"');
    expect(page.body).toContain('href="/brands/michelin-tires/pilot-sport-4s/reviews"');
  });
});
