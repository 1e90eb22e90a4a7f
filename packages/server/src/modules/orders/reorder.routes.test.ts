import { REORDER_DISCONTINUED_MESSAGE, REORDER_OUT_OF_STOCK_MESSAGE } from "@treadkit/core/order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../payments/sandbox";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { placeTestOrder } from "../../testing/orders";
import { products } from "../catalog/catalog.schema";

describe.each(testDatabaseKinds())("reordering a past order's tires on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { payments: createSandboxGateway() });
  });
  afterAll(async () => ctx?.close());

  const tireLine = async (orderId: string) => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/checkout/orders/${orderId}`,
    });
    expect(response.statusCode).toBe(200);
    const lines: { kind: string; productId: number | null; reorder: unknown }[] =
      response.json().order.lines;
    return {
      tire: lines.find((line) => line.kind === "tire"),
      others: lines.filter((l) => l.kind !== "tire"),
    };
  };
  const setProduct = (id: string, values: Partial<typeof products.$inferInsert>) =>
    ctx.database.db
      .update(products)
      .set(values)
      .where(eq(products.id, Number(id)));

  it("offers a reorder while the tire is sold and in stock, on tire lines only", async () => {
    const tire = await tireInStock(ctx.app);
    const order = await placeTestOrder(ctx.app, tire, { quantity: 4, roadHazard: true });
    const { tire: line, others } = await tireLine(order.id);
    expect(line).toMatchObject({
      productId: Number(tire),
      reorder: { available: true, message: null },
    });
    expect(others.map((other) => other.kind)).toContain("roadHazard");
    for (const other of others) expect(other.reorder).toBeNull();
  });

  it("disables the reorder once the tire is out of stock", async () => {
    const tire = await tireInStock(ctx.app, "205-55r16");
    const order = await placeTestOrder(ctx.app, tire, { quantity: 4 });
    await setProduct(tire, { availability: "ProductStatusOutOfStock" });

    expect((await tireLine(order.id)).tire?.reorder).toEqual({
      available: false,
      message: REORDER_OUT_OF_STOCK_MESSAGE,
    });
  });

  it("disables the reorder of a discontinued tire, which leaves listings and carts", async () => {
    const tire = await tireInStock(ctx.app, "235-45r18");
    const order = await placeTestOrder(ctx.app, tire, { quantity: 4 });
    await setProduct(tire, { discontinuedAt: ctx.clock() });

    expect((await tireLine(order.id)).tire?.reorder).toEqual({
      available: false,
      message: REORDER_DISCONTINUED_MESSAGE,
    });
    // Another query than the fixture's: listings are cached for a minute.
    const listing = await ctx.app.inject({
      method: "GET",
      url: "/api/catalog/products?size=235-45r18&sort=price-asc",
    });
    const ids = listing.json().siteCatalogProducts.map((p: { productId: string }) => p.productId);
    expect(ids).not.toContain(tire);

    const added = await ctx.app.inject({
      method: "POST",
      url: "/api/cart-summary",
      payload: { productId: tire, quantity: { front: 4 } },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual({
      errorMessage: REORDER_DISCONTINUED_MESSAGE,
      code: "DISCONTINUED",
    });
  });
});
