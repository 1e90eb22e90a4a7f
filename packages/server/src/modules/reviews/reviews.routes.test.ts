import {
  aspectRatingMessage,
  BUY_AGAIN_MESSAGE,
  COMMENTS_REQUIRED_MESSAGE,
  DRIVING_STYLE_MESSAGE,
  MILES_DRIVEN_MESSAGE,
  PURCHASE_DATE_MESSAGE,
  RATING_REQUIRED_MESSAGE,
  REVIEW_DUPLICATE_MESSAGE,
  REVIEW_LINE_NOT_FOUND_MESSAGE,
  REVIEW_NAME_MESSAGE,
  REVIEW_THANK_YOU_MESSAGE,
  type ReviewSubmission,
  SUMMARY_REQUIRED_MESSAGE,
  SUMMARY_TOO_LONG_MESSAGE,
  VEHICLE_MESSAGE,
  WHERE_DRIVEN_MESSAGE,
} from "@treadkit/core/reviews";
import { EMAIL_MESSAGE } from "@treadkit/core/validation";
import { and, count, eq, notExists } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { brands, productLines, products } from "../catalog/catalog.schema";
import { reviews } from "./reviews.schema";

const valid: ReviewSubmission = {
  brand: "continental",
  line: "purecontact-ls",
  ratings: { dry: 4, wet: 5, winter: null, comfort: 5, noise: 4, treadwear: 4 },
  summary: "Calm and planted on the highway",
  comments: "A year on my Accord: quiet, comfortable and sure in the rain.",
  name: "Sam Ortiz",
  email: "Sam.Ortiz@Example.com",
  purchaseDate: "05/20/2024",
  vehicle: "2018 Honda Accord",
  milesDriven: "10000-20000",
  drivingStyle: "average",
  whereDriven: "highway",
  buyAgain: true,
};

describe.each(testDatabaseKinds())("tire reviews on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // Published at once, as with REVIEW_MODERATION=off: moderation.test.ts tests the queue.
    ctx = await createTestApp(kind, { reviewModeration: false });
  });
  afterAll(async () => ctx?.close());

  let posted = 0;
  const post = (body: object) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/reviews",
      payload: body,
      // Each from its own address: one address may post only a few reviews an hour.
      remoteAddress: `10.0.${Math.floor(++posted / 250)}.${(posted % 250) + 1}`,
    });
  const get = (url: string) => ctx.app.inject({ method: "GET", url });
  const stored = async () => {
    const [row] = await ctx.database.db.select({ n: count() }).from(reviews);
    return row?.n ?? 0;
  };

  it("lists a line's reviews with its summary, never the reviewers' e-mail", async () => {
    const response = await get("/api/v1/reviews?brand=michelin&line=pilot-sport-4s");
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.scope).toEqual({
      brand: { slug: "michelin", label: "Michelin" },
      line: { slug: "pilot-sport-4s", name: "Pilot Sport 4S" },
      category: null,
      type: null,
    });
    expect(list.reviews).toHaveLength(2);
    // Newest first.
    expect(list.reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      "Marcus Lee",
      "Dana R.",
    ]);
    // Overall ratings 4.4 and 3.6: their mean is 4.0; dry is 5 from both.
    expect(list.summary).toMatchObject({
      average: 4,
      count: 2,
      buyAgainPercent: 100,
      aspects: { dry: { average: 5, count: 2 }, winter: { average: null, count: 0 } },
      // 4.4 counts under four stars, 3.6 under four too.
      starCounts: [0, 0, 0, 2, 0],
    });
    expect(list.pagination).toEqual({ page: 1, pageSize: 10, total: 2 });
    expect(response.body).not.toContain("@example.com");
  });

  it("stores a valid review, which then counts on its line and its product pages", async () => {
    const before = await stored();
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const submitted = response.json();
    expect(submitted.message).toBe(REVIEW_THANK_YOU_MESSAGE);
    expect(submitted.review).toMatchObject({
      brand: { slug: "continental", label: "Continental" },
      productLine: { slug: "purecontact-ls", name: "PureContact LS" },
      ratings: valid.ratings,
      rating: 4.4,
      reviewerName: "Sam Ortiz",
      purchaseDate: "2024-05-20",
      milesDriven: "10000-20000",
      buyAgain: true,
    });
    expect(submitted.review.email).toBeUndefined();
    expect(submitted.summary).toMatchObject({ average: 4.4, count: 1 });
    expect(await stored()).toBe(before + 1);
    const [row] = await ctx.database.db
      .select({ email: reviews.email })
      .from(reviews)
      .where(eq(reviews.id, submitted.review.reviewId));
    expect(row?.email).toBe("sam.ortiz@example.com");

    const list = (await get("/api/v1/reviews?brand=continental&line=purecontact-ls")).json();
    expect(list.reviews[0].reviewId).toBe(submitted.review.reviewId);

    const tire = (
      await get("/api/catalog/products?brand=continental&line=purecontact-ls&pageSize=1")
    ).json().siteCatalogProducts[0];
    const detail = (await get(`/api/catalog/products/${tire.productId}`)).json();
    expect(detail.rating).toEqual({ average: 4.4, count: 1 });
  });

  it("refuses a second review of the line from the same e-mail address, in any case", async () => {
    const before = await stored();
    const again = await post({ ...valid, email: "SAM.ORTIZ@example.com", summary: "Again" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errorMessage: REVIEW_DUPLICATE_MESSAGE,
      code: "REVIEW_DUPLICATE",
    });
    expect(await stored()).toBe(before);
    // Another line is fine.
    const other = await post({ ...valid, brand: "michelin", line: "defender2" });
    expect(other.statusCode).toBe(201);
  });

  it("refuses each invalid field with its message and stores nothing", async () => {
    const before = await stored();
    const cases: [string, object, string][] = [
      [
        "nothing rated",
        {
          ratings: {
            dry: null,
            wet: null,
            winter: null,
            comfort: null,
            noise: null,
            treadwear: null,
          },
        },
        RATING_REQUIRED_MESSAGE,
      ],
      ["a rating above 5", { ratings: { ...valid.ratings, wet: 6 } }, aspectRatingMessage("wet")],
      ["a rating not given", { ratings: { dry: 4 } }, aspectRatingMessage("wet")],
      ["empty summary", { summary: "  " }, SUMMARY_REQUIRED_MESSAGE],
      ["long summary", { summary: "a".repeat(151) }, SUMMARY_TOO_LONG_MESSAGE],
      ["special characters only", { comments: "!!!" }, COMMENTS_REQUIRED_MESSAGE],
      ["name with digits", { name: "R2D2" }, REVIEW_NAME_MESSAGE],
      ["name too long", { name: "a".repeat(26) }, REVIEW_NAME_MESSAGE],
      ["bad e-mail", { email: "sam@" }, EMAIL_MESSAGE],
      ["bad date", { purchaseDate: "2024-05-20" }, PURCHASE_DATE_MESSAGE],
      ["no vehicle", { vehicle: "" }, VEHICLE_MESSAGE],
      ["unknown miles band", { milesDriven: "lots" }, MILES_DRIVEN_MESSAGE],
      ["unknown style", { drivingStyle: "wild" }, DRIVING_STYLE_MESSAGE],
      ["unknown place", { whereDriven: "moon" }, WHERE_DRIVEN_MESSAGE],
      ["buy again as text", { buyAgain: "yes" }, BUY_AGAIN_MESSAGE],
      ["unknown field", { rating: 5 }, "Unknown body field: rating"],
    ];
    for (const [label, change, message] of cases) {
      const response = await post({ ...valid, email: "fresh@example.com", ...change });
      expect(response.statusCode, label).toBe(400);
      expect(response.json().errorMessage, label).toBe(message);
    }
    const missing: Partial<ReviewSubmission> = { ...valid, email: "fresh@example.com" };
    delete missing.buyAgain;
    const noBuyAgain = await post(missing);
    expect(noBuyAgain.statusCode).toBe(400);
    expect(noBuyAgain.json().errorMessage).toBe(BUY_AGAIN_MESSAGE);
    expect(await stored()).toBe(before);
  });

  it("keeps the texts without the special characters", async () => {
    const response = await post({
      ...valid,
      email: "strip@example.com",
      summary: '<b>Great</b> tires!!! "100%"',
      comments: "Quiet & smooth -- really",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().review).toMatchObject({
      summary: "bGreat/b tires 100",
      comments: "Quiet  smooth - really",
    });
  });

  it("answers 404 for a line the catalogue does not have, and stores nothing", async () => {
    const before = await stored();
    const response = await post({ ...valid, line: "no-such-line", email: "x@example.com" });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorMessage).toBe(REVIEW_LINE_NOT_FOUND_MESSAGE);
    expect(await stored()).toBe(before);
  });

  it("lists by brand, category, type or all, paged and sorted", async () => {
    // The seeded reviews are of Passenger and Light Truck lines only: one of an SUV line.
    const suvReview = await post({
      ...valid,
      brand: "michelin",
      line: "defender-ltx-m-s2",
      email: "suv.driver@example.com",
    });
    expect(suvReview.statusCode).toBe(201);
    expect(suvReview.json().review.productLine.type).toBe("SUV/Crossover");

    const all = (await get("/api/v1/reviews?pageSize=3")).json();
    expect(all.reviews).toHaveLength(3);
    expect(all.pagination.total).toBe(await stored());

    const second = (await get("/api/v1/reviews?pageSize=3&page=2")).json();
    const firstIds = all.reviews.map((r: { reviewId: string }) => r.reviewId);
    for (const review of second.reviews) expect(firstIds).not.toContain(review.reviewId);

    const michelin = (await get("/api/v1/reviews?brand=michelin&pageSize=50")).json();
    expect(michelin.scope.brand).toEqual({ slug: "michelin", label: "Michelin" });
    expect(michelin.reviews.length).toBeGreaterThan(0);
    for (const review of michelin.reviews) expect(review.brand.slug).toBe("michelin");

    // All Weather (13): as many as the database holds for lines of that category.
    const allWeather = (await get("/api/v1/reviews?category=13&pageSize=50")).json();
    expect(allWeather.scope.category).toEqual({ id: 13, name: "All Weather" });
    expect(allWeather.reviews.length).toBeGreaterThan(0);
    for (const review of allWeather.reviews)
      expect(review.productLine.categoryName).toBe("All Weather");
    const [inCategory] = await ctx.database.db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(productLines, eq(reviews.productLineId, productLines.id))
      .where(eq(productLines.categoryId, 13));
    expect(allWeather.pagination.total).toBe(inCategory?.n);

    const suv = (await get("/api/v1/reviews?type=SUV%2FCrossover&pageSize=50")).json();
    expect(suv.scope.type).toBe("SUV/Crossover");
    expect(suv.reviews.map((r: { reviewId: string }) => r.reviewId)).toContain(
      suvReview.json().review.reviewId,
    );
    for (const review of suv.reviews) expect(review.productLine.type).toBe("SUV/Crossover");

    const highest = (await get("/api/v1/reviews?sort=highest&pageSize=50")).json();
    const ratings = highest.reviews.map((r: { rating: number }) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("answers 404 for an unknown brand, line or category and 400 for a malformed query", async () => {
    expect((await get("/api/v1/reviews?brand=nobrand")).statusCode).toBe(404);
    expect((await get("/api/v1/reviews?brand=michelin&line=nothing")).statusCode).toBe(404);
    expect((await get("/api/v1/reviews?category=9")).statusCode).toBe(404);
    const lineOnly = await get("/api/v1/reviews?line=defender2");
    expect(lineOnly.statusCode).toBe(400);
    expect(lineOnly.json().errorMessage).toBe("line needs a brand");
    expect((await get("/api/v1/reviews?type=Boat")).statusCode).toBe(400);
    expect((await get("/api/v1/reviews?page=0")).statusCode).toBe(400);
    expect((await get("/api/v1/reviews?sort=random")).statusCode).toBe(400);
  });

  it("ranks reviewed lines overall or by one aspect", async () => {
    const wet = (await get("/api/v1/reviews/product-lines?aspect=wet")).json().productLines;
    expect(wet.length).toBeGreaterThan(1);
    const averages = wet.map((line: { aspect: { average: number } }) => line.aspect.average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    // Only lines someone rated for winter.
    const winter = (await get("/api/v1/reviews/product-lines?aspect=winter&limit=50")).json();
    for (const line of winter.productLines) expect(line.aspect.count).toBeGreaterThan(0);
    expect(
      winter.productLines.some(
        (line: { productLine: { slug: string } }) => line.productLine.slug === "pilot-sport-4s",
      ),
    ).toBe(false);

    const michelin = (await get("/api/v1/reviews/product-lines?brand=michelin")).json();
    for (const line of michelin.productLines) {
      expect(line.brand.slug).toBe("michelin");
      expect(line.aspect).toBeNull();
    }
    const overall = michelin.productLines.map(
      (line: { rating: { average: number } }) => line.rating.average,
    );
    expect(overall).toEqual([...overall].sort((a, b) => b - a));
  });

  it("gives a product without reviews no rating", async () => {
    // A Pirelli tire whose line nobody has reviewed.
    const [tire] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(
        and(
          eq(brands.slug, "pirelli"),
          notExists(
            ctx.database.db
              .select({ id: reviews.id })
              .from(reviews)
              .where(eq(reviews.productLineId, productLines.id)),
          ),
        ),
      )
      .orderBy(products.id)
      .limit(1);
    if (!tire) throw new Error("every Pirelli line has a review");
    const response = await get(`/api/catalog/products/${tire.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().rating).toBeNull();
  });

  it("is described in the OpenAPI document", async () => {
    const response = await get("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/reviews", "/api/v1/reviews/product-lines"]),
    );
    expect(Object.keys(doc.paths["/api/v1/reviews"])).toEqual(
      expect.arrayContaining(["get", "post"]),
    );
  });
});
