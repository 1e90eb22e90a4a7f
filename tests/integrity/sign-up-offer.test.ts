import { randomUUID } from "node:crypto";
import { SIGN_UP_OFFER_CENTS } from "@treadkit/core/sign-up-offer";
import { beforeAll, describe, expect, it } from "vitest";
import { registerMember, type TestBrowser } from "../../packages/server/src/testing/accounts";
import { httpTestBrowser } from "../../packages/server/src/testing/browser";
import { testDatabaseKinds } from "../../packages/server/src/testing/databases";
import { shippedCart } from "../../packages/server/src/testing/orders";
import { useFleet } from "../support/fleet";
import { tireInStockVia } from "../support/server-processes";

/**
 * The $25 sign-up offer is taken once per member (storefront.md §1) on PostgreSQL with three
 * server processes: a new member places six orders at once, spread over the processes; one order
 * takes the offer, the others are refused without it and, priced again, are placed at the full
 * price. The database holds one use, and one order carries it.
 */
const runs = testDatabaseKinds().includes("postgres");

describe.runIf(runs)("the sign-up offer across three server processes", () => {
  const { fleet, sql, call } = useFleet("treadkit_sign_up_offer");
  let tire: string;

  beforeAll(async () => {
    tire = await tireInStockVia(call);
  });

  /** One member's session on every process: the same cookies sent to each. */
  async function newMemberOnEveryProcess(): Promise<TestBrowser[]> {
    const [first, ...others] = fleet.bases() as [string, ...string[]];
    const browser = httpTestBrowser(first);
    await registerMember(browser);
    expect((await browser.get("/api/me")).status).toBe(200);
    return [browser, ...others.map((base) => httpTestBrowser(base, browser.jar))];
  }

  const quotedTotal = async (browser: TestBrowser, cartId: string) => {
    const answer = await browser.get(`/api/checkout/quote?cartId=${cartId}&paymentMethod=credit`);
    expect(answer.status).toBe(200);
    return answer.json().quote.amounts.totalInCents as number;
  };

  const place = async (browser: TestBrowser, cartId: string) =>
    browser.request("POST", "/api/checkout/orders", {
      json: {
        cartId,
        paymentMethod: "credit",
        payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
        expectedTotalInCents: await quotedTotal(browser, cartId),
      },
      headers: { "idempotency-key": `sign-up-fleet-${randomUUID()}` },
    });

  it("gives the offer to one of six orders placed at once on three processes", async () => {
    const processes = await newMemberOnEveryProcess();
    const on = (i: number) => processes[i % processes.length] as TestBrowser;
    const carts: string[] = [];
    for (let i = 0; i < 6; i++) carts.push(await shippedCart(on(i), tire));
    const totals = await Promise.all(carts.map((id, i) => quotedTotal(on(i), id)));
    // Every cart is priced with the offer while none has been placed.
    expect(new Set(totals).size).toBe(1);

    const answers = await Promise.all(carts.map((id, i) => place(on(i), id)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.json().order.amounts.signUpOfferInCents).toBe(SIGN_UP_OFFER_CENTS);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(["SIGN_UP_OFFER_USED", "PRICE_CHANGED"]).toContain(refused.json().code);
    }

    // Priced again, the refused carts are placed at the full price.
    const again = await Promise.all(
      carts.map((id, i) => (answers[i]?.status === 201 ? undefined : place(on(i + 1), id))),
    );
    for (const answer of again.filter((a) => a !== undefined)) {
      expect(answer.status).toBe(201);
      expect(answer.json().order.amounts.signUpOfferInCents).toBe(0);
      expect(answer.json().order.amounts.totalInCents).toBeGreaterThan(totals[0] as number);
    }

    const { uid } = (await on(0).get("/api/me")).json();
    const uses = await sql.query("select * from sign_up_offer_uses where user_id = $1", [uid]);
    expect(uses.rows).toHaveLength(1);
    const { rows } = await sql.query<{ n: number; with_offer: number }>(
      `select count(*)::int as n, count(*) filter (where sign_up_offer_cents > 0)::int as with_offer
       from orders where user_id = $1`,
      [uid],
    );
    expect(rows[0]).toEqual({ n: 6, with_offer: 1 });
  }, 180_000);
});
