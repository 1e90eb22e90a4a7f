import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser } from "../../testing/accounts";
import { testBrowser } from "../../testing/browser";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart, tireInStock } from "../../testing/fixtures";
import { HOME } from "../../testing/orders";
import { users } from "../account/account.schema";
import { carts } from "../cart/cart.schema";
import { VERIFICATION_ACCOUNT_MESSAGE } from "./verification.routes";

describe.each(testDatabaseKinds())("identity verification on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const statusOf = async (cartId: string) =>
    (await ctx.database.db.select().from(carts).where(eq(carts.id, cartId)))[0]
      ?.idMeVerifiedStatus ?? null;
  const militaryDiscount = async (cartId: string) => {
    await ctx.app.inject({
      method: "PUT",
      url: `/api/checkout/cart-shipping?cartId=${cartId}`,
      payload: HOME,
    });
    const quote = await ctx.app.inject({
      method: "GET",
      url: `/api/checkout/quote?cartId=${cartId}&paymentMethod=credit`,
    });
    return quote.json().quote.amounts.militaryDiscountInCents as number;
  };

  /** Starts verification for a new cart and answers the sandbox with the identity given. */
  async function verify(scope: string, identity: "verified" | "unverified" | "cancel") {
    const cartId = await newCart(ctx.app, tire, "33301");
    const browser = testBrowser(ctx.app);
    const returnTo = encodeURIComponent(`/checkout/payments?cartId=${cartId}`);
    const start = await browser.get(
      `/api/id-verification?scope=${scope}&cartId=${cartId}&returnTo=${returnTo}`,
    );
    expect(start.status).toBe(303);
    const authorize = new URL(start.location as string);
    expect(authorize.pathname).toBe("/id-sandbox/oauth/authorize");
    expect(authorize.searchParams.get("scope")).toBe(scope);
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://localhost/idMeCallback");
    const page = await browser.get(`${authorize.pathname}${authorize.search}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Verify your ${scope} status`);
    const chosen = await browser.request("POST", "/id-sandbox/oauth/authorize", {
      form: { ...Object.fromEntries(authorize.searchParams), identity },
    });
    const back = await browser.get(chosen.location as string);
    return { cartId, back, browser };
  }

  it("records a verified military member on the cart, which takes the extra 5%", async () => {
    const { cartId, back } = await verify("military", "verified");
    expect(back.status).toBe(303);
    expect(back.location).toBe(
      `/checkout/payments?cartId=${cartId}&idMeStatus=verified&idMeGroup=military`,
    );
    expect(await statusOf(cartId)).toBe("military");
    expect(await militaryDiscount(cartId)).toBeGreaterThan(0);
  });

  it("records nothing for an identity the provider could not verify, or a cancel", async () => {
    const unverified = await verify("military", "unverified");
    expect(unverified.back.location).toContain("idMeStatus=unverified");
    expect(await statusOf(unverified.cartId)).toBeNull();
    const cancelled = await verify("military", "cancel");
    expect(cancelled.back.location).toContain("idMeStatus=cancelled");
    expect(await statusOf(cancelled.cartId)).toBeNull();
    expect(await militaryDiscount(cancelled.cartId)).toBe(0);
  });

  it("verifies a student without the military discount", async () => {
    const { cartId } = await verify("student", "verified");
    expect(await statusOf(cartId)).toBe("student");
    expect(await militaryDiscount(cartId)).toBe(0);
  });

  it("verifies the WeCare group, and tells the page which group came back", async () => {
    const { cartId, back } = await verify("wecare", "verified");
    expect(back.location).toContain("idMeStatus=verified&idMeGroup=wecare");
    expect(await statusOf(cartId)).toBe("wecare");
    const status = await ctx.app.inject({
      method: "GET",
      url: `/api/id-verification/status?cartId=${cartId}`,
    });
    expect(status.json()).toEqual({ verifiedGroup: "wecare" });
  });

  it("puts the cart's verified group on the order", async () => {
    const { cartId } = await verify("teacher", "verified");
    await ctx.app.inject({
      method: "PUT",
      url: `/api/checkout/cart-shipping?cartId=${cartId}`,
      payload: HOME,
    });
    const quote = await ctx.app.inject({
      method: "GET",
      url: `/api/checkout/quote?cartId=${cartId}&paymentMethod=credit`,
    });
    const placed = await ctx.app.inject({
      method: "POST",
      url: "/api/checkout/orders",
      headers: { "idempotency-key": `test-${randomUUID()}` },
      payload: {
        cartId,
        paymentMethod: "credit",
        payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
        expectedTotalInCents: quote.json().quote.amounts.totalInCents,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.verifiedGroup).toBe("teacher");
  });

  it("keeps a group verified from the account on the member, shown with any cart", async () => {
    const browser = await signedInBrowser(ctx.app, "retail@treadkit.example");
    const start = await browser.get("/api/id-verification?scope=alumni&returnTo=/account");
    expect(start.status).toBe(303);
    const authorize = new URL(start.location as string);
    const chosen = await browser.request("POST", "/id-sandbox/oauth/authorize", {
      form: { ...Object.fromEntries(authorize.searchParams), identity: "verified" },
    });
    const back = await browser.get(chosen.location as string);
    expect(back.location).toBe("/account?idMeStatus=verified&idMeGroup=alumni");
    const [member] = await ctx.database.db
      .select({ verifiedGroup: users.verifiedGroup })
      .from(users)
      .where(eq(users.email, "retail@treadkit.example"));
    expect(member?.verifiedGroup).toBe("alumni");
    const cartId = await newCart(ctx.app, tire, "33301");
    const status = await browser.get(`/api/id-verification/status?cartId=${cartId}`);
    expect(status.json()).toEqual({ verifiedGroup: "alumni" });
    // The account never holds military: that is the cart's, with its discount.
    const military = await browser.get("/api/id-verification?scope=military");
    expect(military.status).toBe(400);
  });

  it("needs a cart or a signed-in account to verify for", async () => {
    const guest = await testBrowser(ctx.app).get("/api/id-verification?scope=student");
    expect(guest.status).toBe(400);
    expect(guest.json().errorMessage).toBe(VERIFICATION_ACCOUNT_MESSAGE);
    const status = await ctx.app.inject({ method: "GET", url: "/api/id-verification/status" });
    expect(status.json()).toEqual({ verifiedGroup: null });
  });

  it("never lets a shopper mark their own cart verified", async () => {
    const cartId = await newCart(ctx.app, tire, "33301");
    const put = await ctx.app.inject({
      method: "PUT",
      url: `/api/cart-summary?cartId=${cartId}`,
      payload: { idMeVerifiedStatus: "military" },
    });
    expect(put.statusCode).toBeLessThan(500);
    expect(await statusOf(cartId)).toBeNull();
    expect(await militaryDiscount(cartId)).toBe(0);

    // A return without its flow, or with another state, is refused and changes nothing.
    const bare = await testBrowser(ctx.app).get(`/idMeCallback?code=x&state=y`);
    expect(bare.status).toBe(400);
    const { browser } = await verify("military", "verified");
    const replay = await browser.get(`/idMeCallback?code=x&state=y`);
    expect(replay.status).toBe(400);
    // A forged code is not accepted by the sandbox's token endpoint.
    const token = await ctx.app.inject({
      method: "POST",
      url: "/id-sandbox/oauth/token",
      payload:
        "grant_type=authorization_code&code=forged.mac&redirect_uri=http://localhost/idMeCallback&client_id=treadkit-sandbox&client_secret=wrong",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(token.statusCode).toBe(401);
  });

  it("returns only to the store's own origins, which its page's form-action allows", async () => {
    const query = (redirectUri: string) =>
      new URLSearchParams({
        client_id: "treadkit-sandbox",
        redirect_uri: redirectUri,
        response_type: "code",
        scope: "military",
        state: "s",
      });
    const page = await testBrowser(ctx.app).get(
      `/id-sandbox/oauth/authorize?${query("http://localhost/idMeCallback")}`,
    );
    expect(page.status).toBe(200);
    // The browser applies form-action to the post's redirect back to the store.
    expect(page.headers["content-security-policy"]).toContain(
      "form-action 'self' http://localhost",
    );
    const elsewhere = await testBrowser(ctx.app).get(
      `/id-sandbox/oauth/authorize?${query("https://attacker.example/idMeCallback")}`,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toContain("redirect_uri is not registered for this client");
  });

  it("shows a browser an expired return as a page back to checkout; API callers read JSON", async () => {
    const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
    const page = await testBrowser(ctx.app).request("GET", "/idMeCallback?code=x&state=y", {
      headers: html,
    });
    expect(page.status).toBe(400);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("This verification has expired. Please start it again.");
    expect(page.body).toContain('<a href="/checkout/payments">Back to checkout</a>');
    // The same refusal to a caller that asks for no page, and every /api answer, stay JSON.
    const bare = await testBrowser(ctx.app).get("/idMeCallback?code=x&state=y");
    expect(bare.json()).toEqual({
      errorMessage: "This verification has expired. Please start it again.",
      code: "VERIFICATION_EXPIRED",
    });
    const api = await testBrowser(ctx.app).request("GET", "/api/id-verification?scope=astronaut", {
      headers: html,
    });
    expect(api.status).toBe(400);
    expect(api.headers["content-type"]).toContain("application/json");
  });

  it("refuses an unknown scope or a missing cart with a clear message", async () => {
    const browser = testBrowser(ctx.app);
    const scope = await browser.get(
      "/api/id-verification?scope=astronaut&cartId=00000000-0000-4000-8000-000000000000",
    );
    expect(scope.status).toBe(400);
    expect(scope.json().errorMessage).toContain(
      "scope must be military, student, teacher, alumni or wecare",
    );
    const missing = await browser.get(
      "/api/id-verification?scope=military&cartId=00000000-0000-4000-8000-000000000000",
    );
    expect(missing.status).toBe(404);
  });
});
