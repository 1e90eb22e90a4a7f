import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { responseCache } from "./response-cache";

describe("the in-process response cache", () => {
  it("holds at most its byte budget, dropping the least recently used answers", async () => {
    const app = Fastify();
    // Room for four 20 kB answers, whatever the entry count allows.
    await app.register(responseCache, { maxEntries: 1_000, maxBytes: 90_000 });
    app.get("/listing/:id", { config: { cacheSeconds: 60 } }, async (request) => ({
      id: (request.params as { id: string }).id,
      tires: "x".repeat(20_000),
    }));
    const cacheOf = async (id: number) =>
      (await app.inject({ url: `/listing/${id}` })).headers["x-cache"] ?? "miss";

    for (let id = 1; id <= 6; id += 1) expect(await cacheOf(id)).toBe("miss");
    // The last four stayed; the first two made room for them.
    expect(await cacheOf(6)).toBe("hit");
    expect(await cacheOf(3)).toBe("hit");
    expect(await cacheOf(1)).toBe("miss");
    await app.close();
  });
});
