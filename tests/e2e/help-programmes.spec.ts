import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { HELP_NO_RESULTS_MESSAGE } from "../../packages/core/src/content/help-rules";
import {
  AGREEMENT_MESSAGE,
  APPLICATION_PENDING_MESSAGE,
  APPLICATION_RECEIVED_MESSAGE,
} from "../../packages/core/src/installer-signup/rules";
import { EMAIL_MESSAGE } from "../../packages/core/src/validation/email";
import { PHONE_MESSAGE } from "../../packages/core/src/validation/phone";
import { expect, type Locator, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * The help center (topics, articles, the search on the server), the FAQ page with its FAQPage
 * data, the installer sign-up with and without a script, the programme pages and the paid
 * product page of listing ads.
 */

// Pages fade in on navigation; axe reads colours once the page is still.
test.use({ reducedMotion: "reduce" });

const HELP_CANONICAL = /\/help-center$/;

/**
 * What goes wrong in the page's script. The sign-up's refused call (a second application, a
 * 409) is an answer the page shows, not an error of the page.
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    const text = message.text();
    if (
      message.type() === "error" &&
      !text.startsWith("Failed to load resource") &&
      !text.includes(APPLICATION_PENDING_MESSAGE)
    ) {
      errors.push(text);
    }
  });
  return errors;
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]');

test.describe("help center", () => {
  test("hub → topic → article → search, each naming the help center as canonical", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", {
        name: "Help center",
      })
      .click();
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(page).toHaveTitle("Help Center | Treadkit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help Center");
    await expect(canonical(page)).toHaveAttribute("href", HELP_CANONICAL);
    await expectNoAxeViolations(page, "main");

    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Returns and refunds", exact: true }).click();
    await expect(page).toHaveURL(/\/help-center\/returns-and-refunds$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Returns and refunds");
    await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Help Center");
    await expect(canonical(page)).toHaveAttribute("href", HELP_CANONICAL);
    await expectNoAxeViolations(page, "main");

    await main.getByRole("link", { name: "What is your return policy?" }).click();
    await expect(page).toHaveURL(/\/help-center\/returns-and-refunds\/return-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What is your return policy?");
    await expect(main.getByText("within 30 days of delivery").first()).toBeVisible();
    await expect(main.getByText("$20 per tire").first()).toBeVisible();
    await expect(main.getByText("within 48 hours of receiving the tires")).toBeVisible();
    await expect(page).toHaveTitle("What is your return policy? | Treadkit");
    await expect(canonical(page)).toHaveAttribute("href", HELP_CANONICAL);
    await expectNoAxeViolations(page, "main");

    // The search box: a word of an article's body finds it.
    await main.getByLabel("Search the help center").fill("debris");
    await main.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/help-center\/search\?q=debris$/);
    await expect(main.getByText("1 article matches “debris”")).toBeVisible();
    await expect(main.getByLabel("Search the help center")).toHaveValue("debris");
    await expect(canonical(page)).toHaveAttribute("href", HELP_CANONICAL);
    await expectNoAxeViolations(page, "main");
    await main.getByRole("link", { name: "What does road hazard coverage cover?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "What does road hazard coverage cover?",
    );

    // Nothing matches: the spec's message.
    await main.getByLabel("Search the help center").fill("zeppelin");
    await main.getByRole("button", { name: "Search" }).click();
    await expect(main.getByText(HELP_NO_RESULTS_MESSAGE)).toBeVisible();
    await expectNoAxeViolations(page, "main");
    expect(errors).toEqual([]);
  });

  test("the search works as a plain form without a script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/help-center");
      await page.getByLabel("Search the help center").fill("wheel-lock key");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/help-center\/search\?q=wheel-lock\+key$/);
      await expect(
        page.getByRole("link", { name: "How do I get ready for a mobile installation?" }),
      ).toBeVisible();
      await page.getByLabel("Search the help center").fill("<script>x</script>");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByText(HELP_NO_RESULTS_MESSAGE)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("the FAQs answer on the page and as FAQPage data", async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Shop" });
    await nav.locator("summary").filter({ hasText: "Learn" }).click();
    await nav.getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page).toHaveTitle("Frequently Asked Questions | Treadkit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(
      page.getByRole("heading", { level: 3, name: "Can I cancel my order?" }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "main");

    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("FAQPage");
    const cancel = data.mainEntity.find(
      (q: { name: string }) => q.name === "Can I cancel my order?",
    );
    expect(cancel).toMatchObject({
      "@type": "Question",
      acceptedAnswer: {
        "@type": "Answer",
        text: expect.stringContaining("within 30 minutes of placing it"),
      },
    });
    expect(errors).toEqual([]);
  });
});

/** The sign-up form's fields, filled as a shop would. */
async function fillApplication(form: Locator, email: string) {
  await form.getByLabel("Shop name").fill("Gulfstream Tire & Service");
  await form.getByLabel("Street address").fill("1200 Harbor Blvd");
  await form.getByLabel("City").fill("Fort Lauderdale");
  await form.getByLabel("State").selectOption("FL");
  await form.getByLabel("ZIP code").fill("33316");
  await form.getByLabel("Website (optional)").fill("gulfstreamtire.example");
  await form.getByLabel("Number of service bays (optional)").fill("6");
  await form.getByLabel(/mobile installation/).check();
  await form.getByLabel("First name").fill("Rosa");
  await form.getByLabel("Last name").fill("Delgado");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill("(954) 555-0142");
}

const signupForm = (page: Page) =>
  page.getByRole("form", { name: "Become a Treadkit partner shop" });

/** The e-mails the e2e server has written for an address (its outbox folder). */
function mailsTo(email: string): string[] {
  const dir = join(process.env.TREADKIT_E2E_DATA_DIR ?? "", "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(dir, file), "utf8").replace(/=\r?\n/g, ""))
    .filter((mail) => mail.includes(`To: ${email}`));
}

test.describe("installer sign-up", () => {
  test("a shop applies with the page's script: messages at the fields, then thanks and an e-mail", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const email = `rosa.${randomUUID().slice(0, 8)}@gulfstreamtire.example`;
    await page.goto("/partner-program");
    await page
      .getByRole("main")
      .getByRole("link", { name: "Apply to become a partner shop" })
      .click();
    await expect(page).toHaveURL(/\/installer-signup$/);
    await expect(page).toHaveTitle("Installer sign-up | Treadkit");
    const form = signupForm(page);
    await expect(form.getByText("rims from 12 to 22 inches")).toBeVisible();
    await expect(form.getByText("aspect ratio of 35 and above")).toBeVisible();
    await expect(form.getByText("within 15 minutes")).toBeVisible();
    await expectNoAxeViolations(page, "main");

    // Checked in the page: each message beside its field, the first field with one focused.
    await fillApplication(form, "rosa@");
    await form.getByLabel("Phone").fill("555-0142");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(form.getByLabel("E-mail")).toBeFocused();
    await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(EMAIL_MESSAGE)).toBeVisible();
    await expect(form.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(form.getByText(AGREEMENT_MESSAGE)).toBeVisible();
    await expectNoAxeViolations(page, "main");

    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Phone").fill("(954) 555-0142");
    await expect(form.getByText(EMAIL_MESSAGE)).toHaveCount(0);
    await form.getByLabel("My shop accepts the installer agreement").check();
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/installer-signup\?submitted=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for applying");
    await expect(page.getByText(APPLICATION_RECEIVED_MESSAGE)).toBeVisible();
    await expectNoAxeViolations(page, "main");

    // The server's worker e-mails the confirmation, with absolute links.
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    const mail = mailsTo(email)[0] ?? "";
    expect(mail).toContain("Subject: We received your application");
    expect(mail).toMatch(/href=3D"http:\/\/(127\.0\.0\.1|localhost):\d+\/partner-program"/);

    // The same address again: the server's refusal beside the e-mail field.
    await page.goto("/installer-signup");
    await fillApplication(signupForm(page), email);
    await signupForm(page).getByLabel("My shop accepts the installer agreement").check();
    await signupForm(page).getByRole("button", { name: "Apply" }).click();
    await expect(signupForm(page).getByText(APPLICATION_PENDING_MESSAGE)).toBeVisible();
    await expect(signupForm(page).getByLabel("E-mail")).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("the same application works as a plain form without a script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const email = `nojs.${randomUUID().slice(0, 8)}@gulfstreamtire.example`;
      await page.goto("/installer-signup");
      const form = signupForm(page);
      await fillApplication(form, email);
      await form.getByLabel("Phone").fill("12");
      await form.getByLabel("My shop accepts the installer agreement").check();
      const refused = page.waitForResponse((response) => response.request().method() === "POST");
      await form.getByRole("button", { name: "Apply" }).click();
      expect((await refused).status()).toBe(400);
      await expect(signupForm(page).getByText(PHONE_MESSAGE)).toBeVisible();
      await expect(signupForm(page).getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
      // What was typed is kept.
      await expect(signupForm(page).getByLabel("Shop name")).toHaveValue(
        "Gulfstream Tire & Service",
      );
      await expect(signupForm(page).getByLabel("State")).toHaveValue("FL");

      await signupForm(page).getByLabel("Phone").fill("954-555-0143");
      await signupForm(page).getByLabel("My shop accepts the installer agreement").check();
      await signupForm(page).getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/\/installer-signup\?submitted=1$/);
      await expect(page.getByText(APPLICATION_RECEIVED_MESSAGE)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe("programme pages", () => {
  for (const [path, heading] of [
    ["/partner-program", "Partner Program for Tire Shops"],
    ["/affiliates", "Affiliate Program"],
    ["/car-talk", "Car Talk and Treadkit"],
    ["/repair-pal", "RepairPal Certified Shops"],
  ] as const) {
    test(`${path} says what it offers, with links that work`, async ({ page, request }) => {
      const errors = pageErrors(page);
      await page.goto(path);
      await expect(page).toHaveTitle(`${heading} | Treadkit`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(page, "main");
      const hrefs = await page
        .locator("main .content-links a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(1);
      for (const href of hrefs) {
        expect((await request.get(href)).status(), href).toBeLessThan(400);
      }
      expect(errors).toEqual([]);
    });
  }

  test("the partner page's example link opens the partner shop's page", async ({ page }) => {
    await page.goto("/partner-program");
    await page
      .getByRole("link", { name: "See the installer widget on a partner shop's site" })
      .click();
    await expect(page).toHaveURL(/\/examples\/third-party-shop\.html$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sunrise Tire Pros");
  });

  test("/paid shows a listing ad's tire, never indexed; an unknown one offers a way on", async ({
    page,
    request,
  }) => {
    const errors = pageErrors(page);
    const listing = await (await request.get("/api/catalog/products?size=225-50r17")).json();
    const tire = listing.siteCatalogProducts[0];
    await page.goto(`/paid?itemId=${tire.productId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${tire.brand.label} ${tire.name}`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      /^noindex,nofollow/,
    );
    await expectNoAxeViolations(page, "main");

    const missing = await page.goto("/paid?itemId=999999999");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This tire is no longer available",
    );
    await expect(page).toHaveTitle(/\| Treadkit$/);
    await expectNoAxeViolations(page, "main");
    await page.getByRole("main").getByRole("link", { name: "225/50R17" }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/225-50r17$/);
    expect(errors).toEqual([]);
  });
});
