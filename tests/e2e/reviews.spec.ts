import { recordCspViolations } from "./csp";
import { expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/** Tire reviews: the write-a-review form with and without a script, the listings, the ratings. */

const run = Date.now().toString(36);

type Review = { summary: string; email: string; ratings?: Record<string, string> };

const RATINGS: Record<string, string> = {
  "Dry traction": "4 Very good",
  "Wet traction": "5 Excellent",
  "Winter traction": "Not applicable",
  "Ride comfort": "4 Very good",
  "Road noise": "3 Good",
  Treadwear: "Not applicable",
};

/** Fills every field of the form but "Would you buy these tires again?". */
async function fillReview(page: Page, review: Review) {
  for (const [aspect, choice] of Object.entries(review.ratings ?? RATINGS)) {
    await page.getByRole("group", { name: aspect }).getByRole("radio", { name: choice }).check();
  }
  await page.getByLabel("Summary").fill(review.summary);
  await page.getByLabel("Comments").fill("Quiet on the highway and sure-footed in the rain.");
  await page.getByLabel("Your name").fill("Pat Quinn");
  await page.getByLabel("E-mail", { exact: true }).fill(review.email);
  await page.getByLabel("Purchase date (optional)").fill("03/14/2024");
  await page.getByLabel("Your vehicle").fill("2018 Honda Accord");
  await page.getByLabel("Miles driven on these tires").selectOption("10000-20000");
  await page.getByLabel("Driving style").selectOption("average");
  await page.getByLabel("Where you drive most").selectOption("highway");
}

const buyAgain = (page: Page) =>
  page.getByRole("group", { name: "Would you buy these tires again?" }).getByRole("radio", {
    name: "Yes",
  });

test.describe("write a review", () => {
  test("with JavaScript: submit waits for every field, the rules show at their fields, then thanks and the listing", async ({
    page,
  }) => {
    const csp = await recordCspViolations(page);
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    const write = "/brands/continental-tires/purecontact-ls/write-a-review";
    await page.goto(write);
    await expect(page).toHaveTitle("Write a review of the Continental PureContact LS | Treadkit");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex,follow,max-image-preview:large",
    );
    const submit = page.getByRole("button", { name: "Submit review" });
    // Once the page is live the button waits for a complete form, and says so.
    await expect(submit).toBeDisabled();
    await expect(page.getByText("Complete all fields to submit")).toBeVisible();
    await expectNoAxeViolations(page, "main");

    const summary = `Calm and planted ${run}`;
    await fillReview(page, { summary: `${summary}!!!`, email: "pat@example" });
    // Special characters never stay in the text; the counter counts what is kept.
    await expect(page.getByLabel("Summary")).toHaveValue(summary);
    await expect(page.getByText(`${summary.length}/150 characters`)).toBeVisible();
    await expect(submit).toBeDisabled();
    await buyAgain(page).check();
    await expect(submit).toBeEnabled();
    await expect(page.getByText("Complete all fields to submit")).toHaveCount(0);

    // A complete form with a bad e-mail is checked in the page: nothing is sent.
    const sent: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === "POST" && (path === write || path === "/api/v1/reviews"))
        sent.push(path);
    });
    await page.evaluate(() => {
      (window as Window & { __samePage?: boolean }).__samePage = true;
    });
    await submit.click();
    const email = page.getByLabel("E-mail", { exact: true });
    await expect(page.getByText("valid email required")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    expect(sent).toEqual([]);
    await expectNoAxeViolations(page, "main");

    await email.fill(`pat.${run}@example.com`);
    await expect(page.getByText("valid email required")).toHaveCount(0);
    const submitted = page.waitForRequest(
      (request) =>
        request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/reviews",
    );
    await submit.click();
    await submitted;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your review");
    // Reviews are checked before they are published (REVIEW_MODERATION).
    await expect(page).toHaveURL(/write-a-review\?submitted=pending$/);
    await expect(page.getByText("will appear once it has been checked")).toBeVisible();
    // Sent through the API from the page itself: no form post, no page load.
    expect(sent).toEqual(["/api/v1/reviews"]);
    expect(
      await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await expectNoAxeViolations(page, "main");

    await page
      .getByRole("link", { name: "Read reviews of the Continental PureContact LS" })
      .click();
    await expect(page).toHaveURL(/\/brands\/continental-tires\/purecontact-ls\/reviews$/);
    // Waiting for the operator: not listed, not counted.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".review-card", { hasText: summary })).toHaveCount(0);
    await expect(page.getByText("from 1 review")).toHaveCount(0);

    expect(problems).toEqual([]);
    expect(await csp()).toEqual([]);

    // A second review of the line from the same address is refused, on the form.
    await page.goto(write);
    await expect(submit).toBeDisabled();
    await fillReview(page, { summary: "Again", email: `pat.${run}@example.com` });
    await buyAgain(page).check();
    await submit.click();
    await expect(page.locator("form.review-form").getByRole("alert")).toHaveText(
      "You have already reviewed this tire with this e-mail address",
    );
    await expect(page.getByLabel("Summary")).toHaveValue("Again");
  });

  test("without JavaScript: the form posts to the server, which checks it, publishes it and thanks", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/brands/pirelli-tires/p-zero-pz4/write-a-review");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Write a review of the Pirelli P Zero PZ4",
      );
      const summary = `Sticky summer tire ${run}`;
      // Every aspect "not applicable": the server asks for one rating and keeps what was typed.
      await fillReview(page, {
        summary,
        email: `sam.${run}@example.com`,
        ratings: Object.fromEntries(
          Object.keys(RATINGS).map((aspect) => [aspect, "Not applicable"]),
        ),
      });
      await buyAgain(page).check();
      const refused = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Submit review" }).click();
      expect((await refused).status()).toBe(400);
      await expect(page.getByText("Rate at least one performance area from 1 to 5")).toBeVisible();
      await expect(page.getByLabel("Summary")).toHaveValue(summary);
      await expect(page.getByLabel("Your name")).toHaveValue("Pat Quinn");

      await page
        .getByRole("group", { name: "Dry traction" })
        .getByRole("radio", { name: "5 Excellent" })
        .check();
      await page.getByRole("button", { name: "Submit review" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your review");
      await expect(page).toHaveURL(
        /\/brands\/pirelli-tires\/p-zero-pz4\/write-a-review\?submitted=pending$/,
      );

      // Not shown before the operator approves it.
      await page.getByRole("link", { name: "Read reviews of the Pirelli P Zero PZ4" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".review-card", { hasText: summary })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test.describe("review pages", () => {
  test("every review listing renders its reviews and passes axe", async ({ page }) => {
    const pages: [string, string][] = [
      ["/tire-reviews", "Tire reviews"],
      ["/tire-reviews/wet-traction", "Best rated tires for wet traction"],
      ["/brands/michelin-tires/reviews", "Michelin tire reviews"],
      ["/brands/michelin-tires/pilot-sport-4s/reviews", "Michelin Pilot Sport 4S reviews"],
      ["/categories/all-weather/reviews", "All Weather tire reviews"],
      ["/types/suv-crossover/reviews", "SUV/Crossover tire reviews"],
    ];
    for (const [url, heading] of pages) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "index,follow,max-image-preview:large",
      );
      await expectNoAxeViolations(page, "main");
    }
  });

  test("a line's reviews sort and page in place, and link to the form", async ({ page }) => {
    await page.goto("/brands/michelin-tires/pilot-sport-4s/reviews");
    await expect(page.getByText("4.0 out of 5 from 2 reviews")).toBeVisible();
    const headings = page.locator(".review-card h3");
    await expect(headings).toHaveText([
      "Superb in the dry, wear faster than I hoped",
      "Grip that makes every on-ramp fun",
    ]);
    await page
      .getByRole("navigation", { name: "Sort reviews" })
      .getByRole("link", {
        name: "Highest rated",
      })
      .click();
    await expect(page).toHaveURL(/sort=highest/);
    await expect(headings).toHaveText([
      "Grip that makes every on-ramp fun",
      "Superb in the dry, wear faster than I hoped",
    ]);
    await page.getByRole("link", { name: "Write a review" }).click();
    await expect(page).toHaveURL(/\/brands\/michelin-tires\/pilot-sport-4s\/write-a-review$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Write a review of the Michelin Pilot Sport 4S",
    );
  });

  test("an unknown section or line is the 404 page", async ({ page }) => {
    for (const url of ["/tire-reviews/speed", "/brands/michelin-tires/nothing/reviews"]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByText("The page you are looking for is missing")).toBeVisible();
    }
  });
});

test("the product page shows the line's rating and carries it in its schema.org Product", async ({
  page,
  request,
}) => {
  const listing = await (
    await request.get("/api/catalog/products?brand=michelin&line=pilot-sport-4s&pageSize=1")
  ).json();
  const href: string = listing.siteCatalogProducts[0].link.href;
  await page.goto(href);
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((text) =>
      text.includes('"@type":"Product"'),
    ) ?? "{}",
  );
  expect(data["@type"]).toBe("Product");
  expect(data.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: 4,
    reviewCount: 2,
    bestRating: 5,
    worstRating: 1,
  });
  await expect(page.getByRole("link", { name: "4.0 out of 5, 2 reviews" })).toBeVisible();
  await page.getByRole("link", { name: "Write a review" }).click();
  await expect(page).toHaveURL(/\/brands\/michelin-tires\/pilot-sport-4s\/write-a-review$/);
  await expectNoAxeViolations(page, "main");
});
