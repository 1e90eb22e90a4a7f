import { createClient } from "@treadkit/core/client";
import { createPlatform } from "@treadkit/core/platform";
import { describe, expect, it } from "vitest";
import { installedSetsNear } from "./load";

const quiet = { error() {}, warn() {}, info() {}, debug() {} };

/** A set as the API quotes it, at `installerId`, for `totalInCents`. */
function set(productId: string, installerId: string, totalInCents: number) {
  return {
    productId,
    quantity: 4,
    installer: { installerId, company: `Shop ${installerId}`, distanceMiles: 3.2 },
    productsInCents: totalInCents - 10_000,
    installationInCents: 8_000,
    discountInCents: 0,
    signUpOfferInCents: 0,
    shippingInCents: 0,
    federalExciseTaxInCents: 0,
    tireFeeInCents: 1_000,
    salesTaxInCents: 1_000,
    taxKnown: true,
    totalInCents,
    financing: { months: 6, monthlyInCents: Math.round(totalInCents / 6) },
  };
}

/** A client whose API answers installed-set calls through `answer`, recording each query. */
function clientAnswering(answer: (query: URLSearchParams) => Response) {
  const asked: URLSearchParams[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    expect(url.pathname).toBe("/api/catalog/installed-sets");
    asked.push(url.searchParams);
    return answer(url.searchParams);
  };
  const client = createClient({
    baseUrls: { main: "http://store.test/api" },
    platform: createPlatform({ fetch, logger: quiet }),
  });
  return { client, asked };
}

const signal = new AbortController().signal;

describe("a listing's out-the-door sets", () => {
  it("are quoted at the shop the shopper chose", async () => {
    const { client, asked } = clientAnswering(() =>
      Response.json({ installedSets: [set("11", "7", 116_796), set("12", "7", 98_000)] }),
    );
    const sets = await installedSetsNear(client, ["11", "12"], "78704", "7", signal);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.get("installerId")).toBe("7");
    expect(asked[0]?.get("userZip")).toBe("78704");
    expect(asked[0]?.get("productIds")).toBe("11,12");
    expect(sets?.["11"]?.totalInCents).toBe(116_796);
    expect(sets?.["12"]?.installer.installerId).toBe("7");
  });

  it("are quoted at the nearest shop when the chosen one refuses", async () => {
    const { client, asked } = clientAnswering((query) =>
      query.get("installerId")
        ? Response.json({ errorMessage: "No shop near that ZIP code" }, { status: 404 })
        : Response.json({ installedSets: [set("11", "3", 120_000)] }),
    );
    const sets = await installedSetsNear(client, ["11"], "78704", "7", signal);
    expect(asked.map((query) => query.get("installerId"))).toEqual(["7", null]);
    expect(sets?.["11"]?.installer.installerId).toBe("3");
  });

  it("are left out when no shop near the ZIP installs them, or the call fails", async () => {
    const none = clientAnswering(() => Response.json({ installedSets: [] }));
    expect(await installedSetsNear(none.client, ["11"], "99950", null, signal)).toBeNull();
    const down = clientAnswering(() => Response.json({}, { status: 503 }));
    expect(await installedSetsNear(down.client, ["11"], "78704", null, signal)).toBeNull();
  });

  it("ask nothing for a page without tires", async () => {
    const { client, asked } = clientAnswering(() => Response.json({ installedSets: [] }));
    expect(await installedSetsNear(client, [], "78704", "7", signal)).toBeNull();
    expect(asked).toHaveLength(0);
  });
});
