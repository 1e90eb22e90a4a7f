import { createClient } from "@treadkit/core/client";
import { createPlatform } from "@treadkit/core/platform";
import { describe, expect, it } from "vitest";
import { preloadPages, renderPage } from "./server";

const quiet = { error() {}, warn() {}, info() {}, debug() {} };

/** A page rendered with an API that answers every call through `fetch`. */
function render(path: string, fetch: typeof globalThis.fetch) {
  return renderPage({
    request: new Request(`http://store.test${path}`),
    client: createClient({
      baseUrls: { main: "http://store.test/api" },
      platform: createPlatform({ fetch, logger: quiet }),
    }),
    nonce: { script: "n", style: "n" },
    scripts: [],
  });
}

describe("a page whose data does not arrive", () => {
  it("is a 503, not a 404, when the API gives no answer", async () => {
    // What the server's in-process fetch throws once the app has begun to close.
    const closing: typeof fetch = async () => {
      throw Object.assign(new Error("Fastify has already been closed"), {
        code: "FST_ERR_REOPENED_CLOSE_SERVER",
      });
    };
    for (const path of [
      "/tire-sizes/225-50r17",
      "/vehicles/honda-tires",
      "/categories/all-season",
    ]) {
      const page = await render(path, closing);
      expect(page.kind === "page" ? page.status : page.location, path).toBe(503);
    }
  });

  it("is a 404 when the API answers that the thing is unknown", async () => {
    const unknown: typeof fetch = async () =>
      Response.json({ errorMessage: "Brand not found" }, { status: 404 });
    const page = await render("/vehicles/no-such-make-tires", unknown);
    expect(page.kind === "page" ? page.status : page.location).toBe(404);
  });
});

describe("preloadPages", () => {
  it("loads every route's module", async () => {
    const client = createClient({ baseUrls: {}, platform: createPlatform({ logger: quiet }) });
    expect(await preloadPages(client)).toBeGreaterThan(40);
  });
});
