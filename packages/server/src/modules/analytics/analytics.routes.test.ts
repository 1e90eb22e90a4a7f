import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../testing/databases";
import { startDataPlane } from "./testing";

const post = (ctx: { app: Awaited<ReturnType<typeof createTestApp>>["app"] }, payload: unknown) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/analytics/events",
    payload: payload as object,
    remoteAddress: "10.9.0.1",
  });

describe("the analytics endpoint relaying to RudderStack", () => {
  let plane: Awaited<ReturnType<typeof startDataPlane>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    plane = await startDataPlane();
    ctx = await createTestApp("pglite", {
      rudderstack: { writeKey: "wk_store", dataPlaneUrl: plane.url },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await plane?.close();
  });

  it("relays the storefront's events as RudderStack track, page and identify messages", async () => {
    const response = await post(ctx, {
      anonymousId: "0123456789abcdef0123456789abcdef",
      events: [
        { name: "page_viewed", path: "/tire-sizes/225-50r17", title: "225/50R17 Tires | Treadkit" },
        {
          name: "add_to_cart",
          productId: "101",
          quantity: 4,
          priceInCents: 11_200,
          currency: "USD",
        },
        { name: "login", userId: "42", accountType: "retail" },
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 3 });
    await vi.waitFor(() => expect(plane.messages()).toHaveLength(3), { timeout: 5_000 });
    const [page, track, identify] = plane.messages();
    expect(page).toMatchObject({
      type: "page",
      name: "225/50R17 Tires | Treadkit",
      anonymousId: "0123456789abcdef0123456789abcdef",
      properties: { path: "/tire-sizes/225-50r17" },
      // The store's clock, not the browser's.
      originalTimestamp: expect.stringMatching(/^2026-11-20T15:/),
    });
    expect(track).toMatchObject({
      type: "track",
      event: "Product Added",
      properties: { productId: "101", quantity: 4, priceInCents: 11_200, currency: "USD" },
    });
    expect(identify).toMatchObject({
      type: "identify",
      userId: "42",
      traits: { accountType: "retail" },
    });
    expect(plane.received[0]?.authorization).toBe(
      `Basic ${Buffer.from("wk_store:").toString("base64")}`,
    );
  });

  it("takes only the storefront's own events: anything else is a 400 and nothing is relayed", async () => {
    const before = plane.messages().length;
    for (const payload of [
      { events: [] },
      { events: [{ name: "purchase", revenue: 1_000_000 }] },
      { events: [{ name: "exit_link_clicked", href: "https://x.example", extra: "field" }] },
      { anonymousId: "<script>", events: [{ name: "logout" }] },
      { events: Array.from({ length: 21 }, () => ({ name: "logout" })) },
    ]) {
      const response = await post(ctx, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    // A valid batch sent after them is a barrier: once it is relayed, anything the refused
    // ones had queued would have been relayed before it.
    expect(
      (await post(ctx, { anonymousId: "barrier-batch", events: [{ name: "logout" }] })).statusCode,
    ).toBe(202);
    await vi.waitFor(() => expect(plane.messages().length).toBeGreaterThan(before), {
      timeout: 5_000,
    });
    expect(plane.messages().slice(before)).toEqual([
      expect.objectContaining({ event: "Logged Out", anonymousId: "barrier-batch" }),
    ]);
  });

  it("gives a batch without an anonymous id one of its own", async () => {
    const before = plane.messages().length;
    expect((await post(ctx, { events: [{ name: "logout" }] })).statusCode).toBe(202);
    await vi.waitFor(() => expect(plane.messages()).toHaveLength(before + 1), { timeout: 5_000 });
    expect(plane.messages().at(-1)).toMatchObject({
      type: "track",
      event: "Logged Out",
      anonymousId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});

describe("the analytics endpoint without RudderStack", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("accepts the events and drops them", async () => {
    const response = await post(ctx, { events: [{ name: "logout" }] });
    expect(response.statusCode).toBe(202);
  });
});
