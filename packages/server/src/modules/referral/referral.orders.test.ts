import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CART_ID_COOKIE } from "@treadkit/core/cart";
import {
  REFERRAL_FIRST_ORDER_MESSAGE,
  REFERRAL_ONE_PER_ORDER_MESSAGE,
  REFERRAL_OWN_CODE_MESSAGE,
  REFERRAL_REWARD_CENTS,
  REWARD_USED_MESSAGE,
  REWARD_WITHDRAWN_MESSAGE,
  referralDiscountInCents,
} from "@treadkit/core/referral";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processOutbox } from "../../jobs/outbox";
import { createMailer } from "../../mail/mailer";
import { signedInBrowser, type TestBrowser } from "../../testing/accounts";
import { testBrowser } from "../../testing/browser";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { HOME, placeTestOrder } from "../../testing/orders";
import { orders } from "../orders/orders.schema";
import { referralMailHandlers } from "./referral.mail";
import { referrals } from "./referral.schema";

const MAX = "member@treadkit.example";

type Coupon = { promoCode: string; discountInCents: number; errorDescription: string | null };

/**
 * The friend's side and the advocate's, through the API as browsers use it: the invite link's
 * claim, the cart it starts, checkout, and the reward that comes of it.
 */
describe.each(testDatabaseKinds())("referral discounts and rewards on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  let code: string;
  let max: TestBrowser;
  const mailDir = mkdtempSync(join(tmpdir(), "treadkit-referral-orders-mail-"));
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    tire = await tireInStock(ctx.app);
    max = await signedInBrowser(ctx.app, MAX);
    code = (await max.get("/api/referral")).json().code;
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const ok = async (response: Promise<{ status: number; body: string; json(): unknown }>) => {
    const answer = await response;
    if (answer.status >= 300) throw new Error(`${answer.status}: ${answer.body}`);
    // biome-ignore lint/suspicious/noExplicitAny: tests read the answer's fields as they assert.
    return answer.json() as any;
  };

  /** A browser that followed the invite link: its next cart starts with the code. */
  const friendBrowser = async () => {
    const friend = testBrowser(ctx.app);
    await ok(friend.request("POST", "/api/referral/claim", { json: { code } }));
    return friend;
  };

  const newCart = async (browser: TestBrowser) =>
    (
      await ok(
        browser.request("POST", "/api/cart-summary", {
          json: { productId: tire, quantity: { front: 4 }, zip: HOME.zip },
        }),
      )
    ).siteCart;

  const shipHome = async (browser: TestBrowser, cartId: string, email: string) => {
    await ok(
      browser.request("POST", `/api/checkout/cart-shipping?cartId=${cartId}`, {
        json: { ...HOME, email },
      }),
    );
    return (await ok(browser.get(`/api/cart-summary?cartId=${cartId}`))).siteCart;
  };

  const place = (
    browser: TestBrowser,
    cart: { id: string; cartSummary: { totalInCents: number } },
    email?: string,
  ) =>
    browser.request("POST", "/api/checkout/orders", {
      json: {
        cartId: cart.id,
        paymentMethod: "credit",
        payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
        expectedTotalInCents: cart.cartSummary.totalInCents,
        ...(email ? { email } : {}),
      },
      headers: { "idempotency-key": `referral-${randomUUID()}` },
    });

  const couponOf = (cart: { siteCartCoupons: Coupon[] }, promoCode: string) =>
    cart.siteCartCoupons.find((c) => c.promoCode.toUpperCase() === promoCode.toUpperCase());

  const friendEmail = () => `friend-${randomUUID()}@example.com`;

  it("gives the friend 30 percent off the first order's tires, up to $75, and the advocate $10", async () => {
    const email = friendEmail();
    const waiting = friendEmail();
    for (const invited of [waiting, email]) {
      await ok(
        max.request("POST", "/api/referral/invites", {
          json: { email: invited },
          headers: { "x-csrf-token": max.jar.get("CSRF_TOKEN") as string },
        }),
      );
    }
    const friend = await friendBrowser();
    const started = await newCart(friend);
    const expected = referralDiscountInCents(started.cartSummary.productsInCents);
    expect(expected).toBeGreaterThan(0);
    expect(couponOf(started, code)).toMatchObject({
      discountInCents: expected,
      errorDescription: null,
    });
    expect(started.cartSummary.discountInCents).toBe(expected);

    const priced = await shipHome(friend, started.id, email);
    const placed = await place(friend, priced);
    expect(placed.status).toBe(201);
    const { order } = placed.json();
    expect(order.amounts.discountInCents).toBe(expected);
    expect(order.lines).toContainEqual(
      expect.objectContaining({ kind: "discount", totalInCents: -expected }),
    );

    const [referral] = await ctx.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.friendEmail, email));
    expect(referral).toMatchObject({ orderId: order.id, discountCents: expected });

    const summary = (await max.get("/api/referral")).json();
    expect(summary.friendsOrdered).toBe(1);
    expect(summary.invites).toContainEqual(expect.objectContaining({ email, ordered: true }));
    // A friend invited alongside who has not ordered still reads as waiting.
    expect(summary.invites).toContainEqual(
      expect.objectContaining({ email: waiting, ordered: false }),
    );
    expect(summary.rewards).toEqual([
      expect.objectContaining({
        amountInCents: REFERRAL_REWARD_CENTS,
        status: "available",
        usedAt: null,
        promoCode: expect.stringMatching(/^THANKS-/),
      }),
    ]);

    // The advocate hears of it by e-mail, with the code.
    const handlers = referralMailHandlers({
      mailer: createMailer({ outboxDir: mailDir }),
      publicOrigin: "https://shop.example",
    });
    await processOutbox(ctx.database.db, handlers);
    const mails = readdirSync(mailDir).map((file) =>
      readFileSync(join(mailDir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replaceAll("=3D", "="),
    );
    const reward = mails.find((mail) => mail.includes(`To: ${MAX}`));
    expect(reward).toContain("Subject: You earned $10.00 off: a friend placed their first order");
    expect(reward).toContain(summary.rewards[0].promoCode);
    expect(reward).toContain("https://shop.example/advocate-dashboard");
  });

  it("is for a first order only: a friend referred before, or a returning customer, gets nothing", async () => {
    const email = friendEmail();
    const first = await friendBrowser();
    const cart = await shipHome(first, (await newCart(first)).id, email);
    expect((await place(first, cart)).status).toBe(201);

    const again = await friendBrowser();
    const second = await shipHome(again, (await newCart(again)).id, email);
    expect(couponOf(second, code)).toMatchObject({
      discountInCents: 0,
      errorDescription: REFERRAL_FIRST_ORDER_MESSAGE,
    });

    // A customer who ordered before without a referral is no new customer either.
    await placeTestOrder(ctx.app, tire);
    const shopper = await friendBrowser();
    const theirs = await shipHome(shopper, (await newCart(shopper)).id, HOME.email);
    expect(couponOf(theirs, code)?.errorDescription).toBe(REFERRAL_FIRST_ORDER_MESSAGE);
  });

  it("checks the e-mail the order is placed with: a returning customer's order is refused whole", async () => {
    await placeTestOrder(ctx.app, tire);
    const friend = await friendBrowser();
    const cart = await shipHome(friend, (await newCart(friend)).id, friendEmail());
    expect(couponOf(cart, code)?.discountInCents).toBeGreaterThan(0);
    const refused = await place(friend, cart, HOME.email);
    expect(refused.status).toBe(409);
    expect(refused.json().errorMessage).toBe(REFERRAL_FIRST_ORDER_MESSAGE);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.cartId, cart.id))).toEqual(
      [],
    );
  });

  it("never lets the advocate use their own code, signed in or by e-mail", async () => {
    const own = await newCart(max);
    const entered = (
      await ok(
        max.request("PUT", `/api/cart-summary?cartId=${own.id}`, { json: { promoCode: code } }),
      )
    ).siteCart;
    expect(couponOf(entered, code)).toMatchObject({
      discountInCents: 0,
      errorDescription: REFERRAL_OWN_CODE_MESSAGE,
    });
    const guest = await friendBrowser();
    const byEmail = await shipHome(guest, (await newCart(guest)).id, MAX.toUpperCase());
    expect(couponOf(byEmail, code)?.errorDescription).toBe(REFERRAL_OWN_CODE_MESSAGE);
  });

  it("takes one referral per order: a second advocate's code on the cart gives nothing", async () => {
    const rita = await signedInBrowser(ctx.app, "retail@treadkit.example");
    const ritaCode = (await rita.get("/api/referral")).json().code;
    const friend = await friendBrowser();
    const cart = await newCart(friend);
    const both = (
      await ok(
        friend.request("PUT", `/api/cart-summary?cartId=${cart.id}`, {
          json: { promoCode: ritaCode },
        }),
      )
    ).siteCart;
    expect(couponOf(both, code)?.errorDescription).toBeNull();
    expect(couponOf(both, ritaCode)?.errorDescription).toBe(REFERRAL_ONE_PER_ORDER_MESSAGE);
    // Following another link puts that advocate's code on the cart instead: the cart of the
    // cart cookie the storefront keeps.
    friend.jar.set(CART_ID_COOKIE, cart.id);
    const claimed = await ok(
      friend.request("POST", "/api/referral/claim", { json: { code: ritaCode } }),
    );
    expect(claimed.appliedToCartId).toBe(cart.id);
    const switched = (await ok(friend.get(`/api/cart-summary?cartId=${cart.id}`))).siteCart;
    expect(switched.siteCartCoupons.map((c: Coupon) => c.promoCode)).toEqual([ritaCode]);
  });

  it("lets the advocate spend a reward once, and withdraws one whose order was cancelled", async () => {
    const friend = await friendBrowser();
    const friendCart = await shipHome(friend, (await newCart(friend)).id, friendEmail());
    const friendOrder = (await place(friend, friendCart)).json().order;
    const rewards = (await max.get("/api/referral")).json().rewards;
    const reward = rewards.find((r: { status: string }) => r.status === "available").promoCode;

    const cart = await newCart(max);
    await ok(
      max.request("PUT", `/api/cart-summary?cartId=${cart.id}`, { json: { promoCode: reward } }),
    );
    const priced = await shipHome(max, cart.id, MAX);
    expect(couponOf(priced, reward)).toMatchObject({
      discountInCents: REFERRAL_REWARD_CENTS,
      errorDescription: null,
    });
    expect((await place(max, priced)).status).toBe(201);
    const after = (await max.get("/api/referral")).json().rewards;
    expect(after.find((r: { promoCode: string }) => r.promoCode === reward)).toMatchObject({
      status: "used",
      usedAt: expect.any(String),
    });
    const spent = await newCart(max);
    const refused = (
      await ok(
        max.request("PUT", `/api/cart-summary?cartId=${spent.id}`, {
          json: { promoCode: reward.toLowerCase() },
        }),
      )
    ).siteCart;
    expect(couponOf(refused, reward)?.errorDescription).toBe(REWARD_USED_MESSAGE);

    // Another friend orders, then cancels: the unused reward it earned is withdrawn.
    const other = await friendBrowser();
    const otherCart = await shipHome(other, (await newCart(other)).id, friendEmail());
    const otherOrder = (await place(other, otherCart)).json().order;
    const earned = (await max.get("/api/referral")).json().rewards[0].promoCode;
    await ok(
      other.request("POST", `/api/checkout/orders/${otherOrder.id}/cancel`, {
        json: { zip: otherOrder.zip },
      }),
    );
    const withdrawn = (await max.get("/api/referral")).json().rewards[0];
    expect(withdrawn).toMatchObject({ promoCode: earned, status: "withdrawn" });
    const tried = await newCart(max);
    const denied = (
      await ok(
        max.request("PUT", `/api/cart-summary?cartId=${tried.id}`, { json: { promoCode: earned } }),
      )
    ).siteCart;
    expect(couponOf(denied, earned)?.errorDescription).toBe(REWARD_WITHDRAWN_MESSAGE);
    expect(friendOrder.id).not.toBe(otherOrder.id);
  });

  it("records one referral when one friend places two first orders at once", async () => {
    const email = friendEmail();
    const first = await friendBrowser();
    const second = await friendBrowser();
    const firstCart = await shipHome(first, (await newCart(first)).id, email);
    const secondCart = await shipHome(second, (await newCart(second)).id, email);
    const placed = await Promise.all([place(first, firstCart), place(second, secondCart)]);
    expect(placed.map((p) => p.status).sort()).toEqual([201, 409]);
    expect(
      await ctx.database.db.select().from(referrals).where(eq(referrals.friendEmail, email)),
    ).toHaveLength(1);
  });
});
