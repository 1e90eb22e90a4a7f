import { connect, type Socket } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { drain } from "./drain";

/** An app whose page asks its own API by injection, as the server-rendered pages do. */
async function appWithPage() {
  // As the store's app: a closing server answers the connections it had (app.ts).
  const app = Fastify({ return503OnClosing: false });
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

  it("answers in full a request on a connection accepted before it began", async () => {
    const app = await appWithPage();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    // Connected, but nothing sent yet: the server has no request of it to count.
    const socket = await new Promise<Socket>((resolve) => {
      const opened: Socket = connect(port, "127.0.0.1", () => resolve(opened));
    });
    const response = new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (chunk: Buffer) => {
        text += chunk.toString("utf8");
      });
      socket.on("close", () => resolve(text));
    });
    socket.setNoDelay(true);
    const drained = app.drain(5_000);
    socket.write("GET /page HTTP/1.1\r\nHost: shop.test\r\n\r\n");
    await drained;
    await app.close();
    const text = await response;
    expect(text).toMatch(/^HTTP\/1.1 200/);
    // The kept-alive connection is told to end, and does.
    expect(text.toLowerCase()).toContain("connection: close");
    expect(text).toContain('"menu":{"items":["Tires","Shops"]}');
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
