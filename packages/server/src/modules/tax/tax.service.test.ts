import { quoteTax } from "@treadkit/core/tax";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../http/errors";
import { createTestApp } from "../../testing/databases";
import { installers } from "../installers/installers.schema";
import { taxRates } from "./tax.schema";
import { fillTaxRates, tableTaxRules } from "./tax.service";
import { taxRatesCommand } from "./tax-command";

describe("the store's tax table", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const db = () => ctx.database.db;

  it("has a row for every state a shop of the data set is in", async () => {
    const states = await db().selectDistinct({ state: installers.state }).from(installers);
    expect(states.length).toBeGreaterThanOrEqual(50);
    for (const { state } of states) {
      expect(await tableTaxRules.ruleFor(db(), { zip: null, state }), state).not.toBeNull();
    }
  });

  it("uses a ZIP's own local rate where it has one, else the state's average", async () => {
    const austin = await tableTaxRules.ruleFor(db(), { zip: "78704", state: "TX" });
    expect(austin).toMatchObject({ state: "TX", stateRatePpm: 62_500, localRatePpm: 20_000 });
    const elsewhere = await tableTaxRules.ruleFor(db(), { zip: "75001", state: "TX" });
    expect(elsewhere).toMatchObject({ state: "TX", localRatePpm: 19_500 });
    // ZIP+4 reads as its five digits; a ZIP alone finds its state.
    expect(await tableTaxRules.ruleFor(db(), { zip: "33301-1234", state: null })).toMatchObject({
      state: "FL",
      stateRatePpm: 60_000,
      localRatePpm: 10_000,
    });
    expect(await tableTaxRules.ruleFor(db(), { zip: "00000", state: null })).toBeNull();
    expect(await tableTaxRules.ruleFor(db(), { zip: null, state: null })).toBeNull();
  });

  it("prices a set installed in Austin at 8.25% on tires and labour", async () => {
    const rule = await tableTaxRules.ruleFor(db(), { zip: "78704", state: "TX" });
    if (!rule) throw new Error("no Austin rule");
    const quote = quoteTax(
      {
        lines: [
          {
            productId: "1",
            quantity: 4,
            tiresInCents: 40_000,
            installationInCents: 8_400,
            roadHazardInCents: 0,
          },
        ],
        shippingInCents: 0,
      },
      rule,
    );
    expect(quote.taxInCents).toBe(3_993);
  });

  it("keeps an operator's change when the data set is loaded again", async () => {
    const lines = await taxRatesCommand(db(), ["ny", "--labour", "no", "--tire-fee", "300"]);
    expect(lines[0]).toMatch(/^NY {2}8\.53% .*labour no .*tire fee \$3\.00 {2}\[operator\]$/);
    await fillTaxRates(db());
    const [ny] = await db().select().from(taxRates).where(eq(taxRates.state, "NY"));
    expect(ny).toMatchObject({ taxesInstallation: false, tireFeeCents: 300, source: "operator" });
    // Restores the data set's row for the other tests.
    await db().delete(taxRates).where(eq(taxRates.state, "NY"));
    await fillTaxRates(db());
  });

  it("sets a ZIP's own local rate, and refuses what it cannot read with the usage or the reason", async () => {
    expect(await taxRatesCommand(db(), ["--zip", "75001", "--local", "2"])).toEqual([
      expect.stringMatching(/^75001 .+, TX: local 2%$/),
    ]);
    expect(await tableTaxRules.ruleFor(db(), { zip: "75001", state: "TX" })).toMatchObject({
      localRatePpm: 20_000,
    });
    const refused = async (args: string[]) => {
      try {
        await taxRatesCommand(db(), args);
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        return (error as HttpError).message;
      }
      throw new Error(`accepted ${args.join(" ")}`);
    };
    expect(await refused(["TX", "--state", "25"])).toMatch(/percentage from 0 to 20/);
    expect(await refused(["TX", "--labour", "maybe"])).toBe("--labour takes yes or no");
    expect(await refused(["ZZ"])).toBe("There is no tax row for ZZ");
    expect(await refused(["--zip", "00000", "--local", "1"])).toBe("There is no ZIP code 00000");
    expect(await refused(["TX", "--colour", "red"])).toMatch(/^Usage: npm run tax:rates/);
    const [tx] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(taxRates)
      .where(eq(taxRates.source, "operator"));
    expect(tx?.n).toBe(0);
  });
});
