import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { attachmentMessage } from "../../packages/core/src/contact/attachments";
import {
  MAILING_LIST_CHECK_INBOX,
  MAILING_LIST_CONFIRM_INVALID,
  MAILING_LIST_CONFIRMED,
  MAILING_LIST_UNSUBSCRIBED,
} from "../../packages/core/src/contact/mailing-list";
import { CONTACT_NAME_MESSAGE } from "../../packages/core/src/contact/schemas";
import { SUPPORT_TOPIC_MESSAGE } from "../../packages/core/src/contact/support";
import { type ReadEml, readEml } from "../../packages/server/src/mail/read-eml";
import { expect, type Page, test } from "./test";
import { expectNoAxeViolations, watchErrors } from "./widget-host";

/**
 * Support (storefront.md §2 "Support and info"): the contact page's form with a photo, with and
 * without the page's script; the tire-sales inquiry; the mailing list's sign-up in the footer,
 * its confirmation link and its one-click unsubscribe. The e-mails are read where the server
 * writes them (its outbox folder), as an operator without SMTP would.
 */

const SUPPORT_INBOX = "support@treadkit.example";
const SALES_INBOX = "sales@treadkit.example";

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The e-mails the e2e server has written so far. */
function sentMails(): ReadEml[] {
  const dir = join(process.env.TREADKIT_E2E_DATA_DIR ?? "", "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  return files.map((file) => readEml(readFileSync(join(dir, file), "utf8")));
}

/** Waits for the outbox worker to send an e-mail that `match` finds (it runs every 2 s). */
async function waitForMail(match: (mail: ReadEml) => boolean): Promise<ReadEml> {
  let found: ReadEml | undefined;
  await expect
    .poll(
      () => {
        found = sentMails().find(match);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as ReadEml;
}

const uniqueEmail = (who: string) => `${who}.${randomUUID().slice(0, 8)}@example.com`;

async function fillContactForm(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Your name").fill("Ana Diaz");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Phone (optional)").fill("(954) 555-0101");
  await form.getByLabel("Topic").selectOption({ label: "Returns and refunds" });
  await form.getByLabel("Order ID (optional)").fill("1000123");
  await form.getByLabel("Message").fill("One tire arrived with a cut in the sidewall.");
  return form;
}

test.describe("contact page", () => {
  test("the footer's Contact link leads to it; the form sends a photo and confirms in place", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto("/brands");
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "Contact" })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle("Contact us | Treadkit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "1-888-410-0604" })).toHaveAttribute(
      "href",
      "tel:18884100604",
    );
    await expect(main.getByText("8am to 7pm ET")).toBeVisible();
    await expectNoAxeViolations(page, "main");

    // Messages beside the fields, focus on the first.
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByLabel("Your name")).toBeFocused();
    await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Your name")).toHaveAccessibleDescription(CONTACT_NAME_MESSAGE);
    await expect(form.getByLabel("Topic")).toHaveAccessibleDescription(SUPPORT_TOPIC_MESSAGE);
    await expectNoAxeViolations(page, "main");

    // A text file dressed as a photo is refused at the field before anything is sent.
    const email = uniqueEmail("ana");
    await fillContactForm(page, email);
    const files = form.getByLabel("Photos or documents (optional)");
    await files.setInputFiles({
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("just text"),
    });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(files).toBeFocused();
    await expect(form.getByText(attachmentMessage("type", "notes.jpg"))).toBeVisible();

    await files.setInputFiles({ name: "sidewall.png", mimeType: "image/png", buffer: PNG });
    await form.getByRole("button", { name: "Send message" }).click();
    const sent = page.getByRole("status").filter({ hasText: "Thanks, your message is on its way" });
    await expect(sent).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expectNoAxeViolations(page, "main");

    const mail = await waitForMail(
      (m) =>
        m.headers.get("to") === SUPPORT_INBOX && (m.headers.get("reply-to") ?? "").includes(email),
    );
    expect(mail.subject).toBe("Returns and refunds: message from Ana Diaz");
    expect(mail.text).toContain("Order ID: 1000123");
    expect(mail.attachments.map((file) => file.filename)).toEqual(["sidewall.png"]);
    expect(mail.attachments[0]?.contentType).toBe("image/png");
    expect(mail.attachments[0]?.content.equals(PNG)).toBe(true);
    const copy = await waitForMail((m) => m.headers.get("to") === email);
    expect(copy.text).toContain("We reply within 24 hours.");
    expect(errors).toEqual([]);
  });

  // axe runs in the page, which has no script here: the same pages are checked with it above.
  test("works without JavaScript: refused at the field, then sent with its photo and confirmed", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/contact");
      const email = uniqueEmail("nojs");
      const form = await fillContactForm(page, email);
      const files = form.getByLabel("Photos or documents (optional)");
      await files.setInputFiles({
        name: "notes.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("plain text"),
      });
      await form.getByRole("button", { name: "Send message" }).click();
      // The server's answer: the form again, the values kept, the message at the files.
      await expect(page.getByText(attachmentMessage("type", "notes.jpg"))).toBeVisible();
      await expect(form.getByLabel("Your name")).toHaveValue("Ana Diaz");
      await expect(files).toHaveAttribute("aria-invalid", "true");

      await files.setInputFiles({ name: "tread.png", mimeType: "image/png", buffer: PNG });
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page).toHaveURL(/\/contact\?sent=1$/);
      await expect(
        page.getByRole("heading", { name: "Thanks, your message is on its way" }),
      ).toBeVisible();

      const mail = await waitForMail(
        (m) =>
          m.headers.get("to") === SUPPORT_INBOX &&
          (m.headers.get("reply-to") ?? "").includes(email),
      );
      expect(mail.attachments.map((file) => file.filename)).toEqual(["tread.png"]);
      expect(mail.attachments[0]?.content.equals(PNG)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

test("tire-sales inquiry: from the contact page, confirmed in place, e-mailed to the sales team", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("/contact");
  await page.getByRole("link", { name: "Ask for fleet and business pricing" }).click();
  await expect(page).toHaveURL(/\/contact\/tire-sales$/);
  await expect(page).toHaveTitle("Tires for fleets and businesses | Treadkit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Tires for fleets and businesses",
  );
  await expectNoAxeViolations(page, "main");

  const form = page.getByRole("form", { name: "Request fleet pricing" });
  const email = uniqueEmail("lee");
  await form.getByLabel("Company").fill("Sunshine Couriers");
  await form.getByLabel("Kind of business").selectOption({ label: "Rental or car sharing" });
  await form.getByLabel("Fleet size").selectOption({ label: "50 to 249 vehicles" });
  await form.getByLabel("Your name").fill("Lee Park");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill("305-555-0140");
  await form.getByLabel("How many tires").fill("a lot");
  await form.getByRole("button", { name: "Request pricing" }).click();
  await expect(form.getByLabel("How many tires")).toBeFocused();
  await expect(form.getByLabel("How many tires")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("How many tires").fill("480");
  await form.getByLabel("Tire sizes (optional)").fill("225/65R17, LT245/75R16");
  await form.getByRole("button", { name: "Request pricing" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "our sales team has your request" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "main");

  const mail = await waitForMail(
    (m) => m.headers.get("to") === SALES_INBOX && (m.headers.get("reply-to") ?? "").includes(email),
  );
  expect(mail.subject).toBe("Tire-sales inquiry from Sunshine Couriers");
  expect(mail.text).toContain("Fleet size: 50 to 249 vehicles");
  expect(mail.text).toContain("Tires needed: 480");
  expect(errors).toEqual([]);
});

test("mailing list: footer sign-up, the confirmation link, then one-click unsubscribe", async ({
  page,
  playwright,
}) => {
  const errors = watchErrors(page);
  const email = uniqueEmail("max");
  await page.goto("/brands");
  const footer = page.locator(".footer-mailing-list");
  await expectNoAxeViolations(page, ".footer-mailing-list");
  await footer.getByLabel("Your e-mail address").fill("max@");
  await footer.getByRole("button", { name: "Sign up" }).click();
  await expect(footer.getByLabel("Your e-mail address")).toBeFocused();
  await expect(footer.getByText("valid email required")).toBeVisible();
  await footer.getByLabel("Your e-mail address").fill(email);
  await footer.getByRole("button", { name: "Sign up" }).click();
  await expect(footer.getByText(MAILING_LIST_CHECK_INBOX)).toBeVisible();

  const mail = await waitForMail((m) => m.headers.get("to") === email);
  const confirmUrl = /(http\S+\/mailing-list\/confirm\?token=[\w-]+)/.exec(mail.text)?.[1] ?? "";
  const unsubscribeUrl = /^<(.+)>$/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
  expect(confirmUrl).toMatch(
    /^http:\/\/(127\.0\.0\.1|localhost):\d+\/mailing-list\/confirm\?token=/,
  );
  expect(unsubscribeUrl).toMatch(/\/mailing-list\/unsubscribe\?token=[\w-]{43}$/);
  expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

  await page.goto(confirmUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
  await expect(page.getByText(MAILING_LIST_CONFIRMED)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^noindex,/);
  await expectNoAxeViolations(page, "main");
  // The link works once; again, the page says so plainly.
  await page.goto(confirmUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link can't be used");
  await expect(page.getByText(MAILING_LIST_CONFIRM_INVALID)).toBeVisible();

  await page.goto(unsubscribeUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Unsubscribe from our mailing list",
  );
  await expectNoAxeViolations(page, "main");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  await expect(page.getByText(MAILING_LIST_UNSUBSCRIBED)).toBeVisible();
  await expectNoAxeViolations(page, "main");

  // What a mail provider sends (RFC 8058): a POST with no cookie and nothing else; repeatable.
  const provider = await playwright.request.newContext();
  try {
    const oneClick = await provider.post(unsubscribeUrl, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toContain("You&#x27;re unsubscribed");
  } finally {
    await provider.dispose();
  }

  await page.goto("/mailing-list");
  await expect(page).toHaveTitle("Join our mailing list | Treadkit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join our mailing list");
  await expectNoAxeViolations(page, "main");
  expect(errors).toEqual([]);
});
