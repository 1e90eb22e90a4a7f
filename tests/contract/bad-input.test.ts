import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../packages/server/src/testing/databases";

/**
 * Every operation of the API description (/api/docs/json), sent what a hostile client sends:
 * wrong types, huge and NUL-laden strings, numbers past any range, prototype keys, invalid and
 * deeply nested JSON, unknown fields. No answer may be a 5xx, and nothing may be stored.
 */

type Operation = {
  method: string;
  path: string;
  params: { name: string; in: "path" | "query" | "header"; required?: boolean }[];
  hasBody: boolean;
};

const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x".repeat(100_000),
  "2147483648",
  "-1",
  "9".repeat(40),
  "NaN",
  "1e309",
  "__proto__",
  "constructor",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "%00",
  "\u202e",
  "😀".repeat(1000),
];

/** Values of every JSON type, hostile first, then generated. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    -1,
    0,
    1e308,
    -1e308,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    [],
    {},
    ...HOSTILE_STRINGS,
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Raw bodies a JSON parser must refuse without a 500. */
const RAW_BODIES = [
  "{",
  "[1,2",
  "not json",
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
  '{"x":"\\u0000"}',
  "\u0000",
  "",
];

function operationsOf(doc: {
  paths: Record<
    string,
    Record<string, { parameters?: Operation["params"]; requestBody?: unknown }>
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      if (!["get", "post", "put", "delete", "patch"].includes(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        params: spec.parameters ?? [],
        hasBody: spec.requestBody !== undefined,
      });
    }
  }
  return operations;
}

/** URL-encoded text; a lone surrogate goes as the bytes of one (%ED%A0%80), invalid UTF-8. */
function encode(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "undefined");
  try {
    return encodeURIComponent(text).slice(0, 20_000);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ""))}%ED%A0%80`.slice(0, 20_000);
  }
}

describe("hostile input on every API operation", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let operations: Operation[];
  /** Rows of every table that holds what callers send, before the storm. */
  let counts: Record<string, number>;

  const STORED_TABLES = [
    "carts",
    "cart_items",
    "cart_shipping",
    "cart_billing",
    "cart_appointments",
    "cart_coupons",
    "cart_install_locations",
    "slot_holds",
    "orders",
    "order_lines",
    "order_returns",
    "payment_attempts",
    "outbox",
    "reviews",
    "users",
    "garage_vehicles",
    "search_history",
    "referral_invites",
    "sales_quotes",
    "support_messages",
    "support_attachments",
    "mailing_list_subscribers",
    "installer_applications",
  ];
  const countRows = async () => {
    const result: Record<string, number> = {};
    for (const table of STORED_TABLES) {
      const rows = await ctx.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}`),
      );
      result[table] = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    }
    return result;
  };

  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true });
    operations = operationsOf(
      (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json(),
    );
    counts = await countRows();
  });
  afterAll(async () => ctx?.close());

  it("describes the operations it is about to attack", () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it("answers at least 10,000 hostile requests without a 5xx, and stores nothing", async () => {
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, payload?: string, contentType?: string) => {
      sent += 1;
      const response = await ctx.app.inject({
        method: method as "GET",
        url,
        // Each from its own address, so that rate limits do not hide what follows them.
        remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        ...(payload !== undefined
          ? { payload, headers: { "content-type": contentType ?? "application/json" } }
          : {}),
      });
      if (response.statusCode >= 500 && failures.length < 20) {
        failures.push(
          `${method} ${url.slice(0, 120)} ${payload?.slice(0, 80) ?? ""} → ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
      }
    };
    const fill = (path: string, values: () => unknown) =>
      `/api${path.replace(/^\/api/, "")}`.replace(/\{([^}]+)\}/g, () => encode(values()));

    const random = fc.sample(hostileValue, { numRuns: 4_000, seed: 20_261_120 });
    let next = 0;
    const pick = () => random[next++ % random.length];

    for (const operation of operations) {
      // Path parameters: each hostile string, and generated values.
      for (const value of HOSTILE_STRINGS)
        await send(
          operation.method,
          fill(operation.path, () => value),
        );
      for (let i = 0; i < 20; i += 1) await send(operation.method, fill(operation.path, pick));
      // Query parameters: each declared one with hostile values, and unknown ones.
      const query = operation.params.filter((p) => p.in === "query");
      for (const param of query) {
        for (const value of HOSTILE_STRINGS.slice(0, 12))
          await send(
            operation.method,
            `${fill(operation.path, () => "1")}?${param.name}=${encode(value)}`,
          );
        for (let i = 0; i < 8; i += 1)
          await send(
            operation.method,
            `${fill(operation.path, () => "1")}?${param.name}=${encode(pick())}`,
          );
      }
      await send(
        operation.method,
        `${fill(operation.path, () => "1")}?__proto__[x]=1&constructor=1&zz=${encode("\u0000")}`,
      );
      // Bodies: raw text, every JSON type, objects of hostile fields.
      if (operation.method !== "GET") {
        const url = fill(operation.path, () => "1");
        for (const raw of RAW_BODIES) await send(operation.method, url, raw);
        for (let i = 0; i < 25; i += 1) await send(operation.method, url, JSON.stringify(pick()));
        for (let i = 0; i < 10; i += 1) {
          const body: Record<string, unknown> = {};
          for (let f = 0; f < 6; f += 1) {
            const key = pick();
            body[
              (typeof key === "string" ? key : (JSON.stringify(key) ?? "")).slice(0, 30) || "field"
            ] = pick();
          }
          await send(operation.method, url, JSON.stringify(body));
        }
        await send(operation.method, url, "a=%00&b=1", "application/x-www-form-urlencoded");
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(await countRows()).toEqual(counts);
    // Nothing was polluted on the way.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600_000);
});
