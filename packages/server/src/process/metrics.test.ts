import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/databases";
import { type MetricsServer, startMetricsServer } from "./metrics";

const TOKEN = "metrics-token-0123456789";

describe("the Prometheus endpoint", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let metrics: MetricsServer;

  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: false });
    const started = await startMetricsServer({
      port: 0,
      host: "127.0.0.1",
      token: TOKEN,
      cluster: false,
      log: { warn: () => undefined },
    });
    if (!started) throw new Error("no metrics server");
    metrics = started;
  }, 120_000);
  afterAll(async () => {
    await metrics?.close();
    await ctx?.close();
  });

  it("is closed without the token", async () => {
    const refused = await fetch(metrics.url);
    expect(refused.status).toBe(401);
    const wrong = await fetch(metrics.url, { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
  });

  it("counts requests by route pattern and status, and reads the store's own figures", async () => {
    await ctx.app.inject({ method: "GET", url: "/api/health" });
    await ctx.app.inject({ method: "GET", url: "/api/catalog/products/999999999" });
    await ctx.app.inject({ method: "GET", url: "/api/content" });
    await ctx.app.inject({ method: "GET", url: "/api/content" });
    const answer = await fetch(metrics.url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toMatch(
      /treadkit_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/,
    );
    // The pattern, not the URL: one series however many products are asked for.
    expect(text).toContain('route="/api/catalog/products/:productId",status_code="404"');
    // (The id, not the digits: a float such as a duration sum may hold nine 9s in a row.)
    expect(text).not.toContain("products/999999999");
    expect(text).toMatch(/treadkit_response_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/treadkit_outbox_lag_seconds \d/);
    expect(text).toMatch(/treadkit_orders\{kind="all"\} \d+/);
    expect(text).toContain("process_resident_memory_bytes");
  });

  it("answers nothing but GET /metrics", async () => {
    const other = await fetch(metrics.url.replace("/metrics", "/"), {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(other.status).toBe(404);
  });
});
