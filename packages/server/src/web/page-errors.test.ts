import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createTestDatabase, type TestDatabase } from "../testing/databases";
import { tireInStock } from "../testing/fixtures";
import { placeTestOrder } from "../testing/orders";

/** The order confirmation page under a burst of requests, and a page that fails. */
describe("page answers under load and on a failure", () => {
  let testDb: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const logged: { level: number; reqId?: string; msg?: string; err?: { message?: string } }[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase("pglite");
    app = await buildApp({
      database: testDb.database,
      logger: {
        level: "warn",
        stream: { write: (line: string) => logged.push(JSON.parse(line)) },
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it("answers a shopper who reloads the confirmation page again and again, never with a 5xx", async () => {
    const order = await placeTestOrder(app, await tireInStock(app));
    const url = `/checkout/order-confirmation?orderId=${order.id}`;
    const statuses = new Set<number>();
    // More than the order lookups one address may make in a minute.
    for (let i = 0; i < 65; i += 1) {
      const page = await app.inject({ method: "GET", url, remoteAddress: "203.0.113.61" });
      statuses.add(page.statusCode);
      if (page.statusCode === 429) {
        expect(page.body).toMatch(/Too many requests/);
        break;
      }
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
  });

  it("logs the cause of a page's 5xx with the page request's id", async () => {
    const order = await placeTestOrder(app, await tireInStock(app));
    // The orders are out of reach: the page cannot read its order.
    await testDb.database.db.execute(sql`alter table order_lines rename to order_lines_away`);
    try {
      const page = await app.inject({
        method: "GET",
        url: `/checkout/order-confirmation?orderId=${order.id}`,
      });
      expect(page.statusCode).toBe(500);
      const requestId = String(page.headers["x-request-id"]);
      const line = logged.find((entry) => entry.reqId === requestId && entry.level >= 50);
      expect(line, JSON.stringify(logged.slice(-3))).toBeDefined();
      expect(line?.err?.message).toMatch(/\S/);
    } finally {
      await testDb.database.db.execute(sql`alter table order_lines_away rename to order_lines`);
    }
  });
});
