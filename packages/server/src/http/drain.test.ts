import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { drain } from "./drain";

/** An app whose page asks its own API by injection, as the server-rendered pages do. */
async function appWithPage() {
  const app = Fastify();
  await app.register(drain);
  app.get("/api/menu", async () => ({ items: ["Tires", "Shops"] }));
  app.get("/page", async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const menu = await app.inject({ url: "/api/menu" });
    return { page: "size", menu: menu.json() };
  });
  await app.ready();
  return app;
}

describe("draining before close", () => {
  it("lets a page being rendered finish its own API calls", async () => {
    const app = await appWithPage();
    const page = app.inject({ url: "/page" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.drain(2_000);
    await app.close();
    const answer = await page;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ page: "size", menu: { items: ["Tires", "Shops"] } });
  });

  it("without it, close() refuses the page's call and the page fails", async () => {
    const app = await appWithPage();
    const page = app.inject({ url: "/page" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.close();
    expect((await page).statusCode).toBe(500);
  });

  it("gives up waiting after its limit", async () => {
    const app = Fastify();
    await app.register(drain);
    app.get("/slow", () => new Promise(() => {}));
    await app.ready();
    void app.inject({ url: "/slow" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await app.drain(150);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
