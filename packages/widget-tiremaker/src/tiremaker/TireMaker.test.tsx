import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { catalogProduct, vehicleRecord } from "@treadkit/core/catalog/test-support";
import { createClient } from "@treadkit/core/client";
import { createPlatform, memoryStorage } from "@treadkit/core/platform";
import { createTireMakerStore } from "@treadkit/core/widget";
import { afterEach, describe, expect, it } from "vitest";
import { TireMaker } from "./TireMaker";

const line = {
  name: "Michelin Pilot Sport 4S",
  productLine: { name: "Pilot Sport 4S", slug: "pilot-sport-4s" },
  speedRating: "Y",
};
const product = (id: string, size: string, cents: number) =>
  catalogProduct(id, size, {
    ...line,
    priceList: [{ salePriceInCents: cents, listPriceInCents: cents }],
  });

const products = [product("2", "235/45R18", 26_699), product("1", "225/45R17", 24_799)];

/** The catalogue of one brand behind the real request client; records the URLs asked for. */
function setup(
  storage = memoryStorage(),
  /** Answers of other paths, by pathname. */
  routes: Record<string, (url: URL) => unknown> = {},
) {
  const calls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    const route = routes[url.pathname];
    if (route) {
      return new Response(JSON.stringify(route(url)), {
        headers: { "content-type": "application/json" },
      });
    }
    const body =
      url.pathname === "/api/catalog/products"
        ? {
            size: null,
            rearSize: null,
            vehicle: null,
            siteCatalogProducts: url.searchParams.get("line") ? products : products.slice(0, 1),
            rearSiteCatalogProducts: [],
            facets: {
              brands: [],
              lines: [
                { value: "pilot-sport-4s", label: "Pilot Sport 4S", count: 2 },
                { value: "defender2", label: "Defender2", count: 5 },
              ],
              categories: [],
              types: [],
              speedRatings: [],
              price: null,
            },
            pagination: { page: 1, pageSize: 60, total: 2 },
          }
        : { errorMessage: "Not found" };
    return new Response(JSON.stringify(body), {
      status: url.pathname === "/api/catalog/products" ? 200 : 404,
      headers: { "content-type": "application/json" },
    });
  };
  const platform = createPlatform({ fetch: fetch as typeof globalThis.fetch, storage });
  const client = createClient({ baseUrls: { main: "https://shop.example/api" }, platform });
  const store = createTireMakerStore(client, {
    brand: "michelin",
    storage,
    logger: platform.logger,
  });
  render(<TireMaker store={store} storeOrigin="https://shop.example" onCheckout={() => true} />);
  void store.loadLines();
  return { store, calls };
}

afterEach(cleanup);

describe("TireMaker", () => {
  it("shows the brand's lines, then a line's sizes with their price per tire", async () => {
    setup();
    await screen.findByRole("heading", { name: "Michelin tires, installed near you" });
    fireEvent.click(await screen.findByRole("button", { name: /^Pilot Sport 4S/ }));
    // The sizes are a part of their own, fetched with the line's sizes.
    const sizes = await screen.findByRole(
      "group",
      { name: "Sizes of Pilot Sport 4S" },
      { timeout: 5000 },
    );
    const radios = within(sizes).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "225/45R17 94Y$247.99 per tire",
      "235/45R18 94Y$266.99 per tire",
    ]);
    expect(
      screen.getByRole("button", { name: /^Pilot Sport 4S/ }).getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("asks for a size before adding, without calling the cart", async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole("button", { name: /^Pilot Sport 4S/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Add to cart" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose a size first");
    expect(calls.some((url) => url.pathname === "/api/cart-summary")).toBe(false);
  });

  it("shows the stored cart count on the cart button before any cart call", async () => {
    const storage = memoryStorage();
    storage.set("CART_ID", "6f1c5a9e-0d0b-4c47-9a7e-2b1f6f0f8a11");
    storage.set("CART_QTY", "12");
    const { calls } = setup(storage);
    const button = await screen.findByRole("button", { name: /^Cart/ });
    expect(button.textContent).toContain("9 +");
    expect(button.textContent).toContain("12 tires");
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.some((url) => url.pathname === "/api/cart-summary")).toBe(false);
  });

  it("finds a vehicle's size best match for it, with the storefront's caution on a lower speed rating", async () => {
    // A 2019 CR-V EX came on 235/60R18 103H: a 103T tire is rated for a lower top speed.
    const cautioned = catalogProduct("31", "235/60R18", {
      productLine: { name: "X-Ice Snow", slug: "x-ice-snow" },
      loadIndex: "103",
      speedRating: "T",
    });
    const fitting = catalogProduct("32", "235/60R18", {
      productLine: { name: "CrossClimate2", slug: "crossclimate2" },
      loadIndex: "103",
      speedRating: "H",
    });
    const { store, calls } = setup(memoryStorage(), {
      "/api/vehicles/5": () =>
        vehicleRecord(
          5,
          { year: 2019, make: "Honda", model: "CR-V", trim: "EX" },
          "235/60R18 103H",
        ),
      "/api/catalog/products": (url) => ({
        size: null,
        rearSize: null,
        vehicle: null,
        // In the catalogue's best-match order for the vehicle: the tire that fits first.
        siteCatalogProducts: url.searchParams.get("line") ? products : [fitting, cautioned],
        rearSiteCatalogProducts: [],
        facets: {
          brands: [],
          lines: [{ value: "crossclimate2", label: "CrossClimate2", count: 1 }],
          categories: [],
          types: [],
          speedRatings: [],
          price: null,
        },
        pagination: { page: 1, pageSize: 60, total: 2 },
      }),
    });
    await screen.findByRole("heading", { name: "Find your size" }, { timeout: 5000 });
    await store.findSizes({
      kind: "vehicle",
      vehicle: "2019 Honda CR-V EX",
      vehicleId: 5,
      size: "235/60R18",
    });
    const sizes = await screen.findByRole(
      "group",
      { name: "Sizes that fit a 2019 Honda CR-V EX (235/60R18)" },
      { timeout: 5000 },
    );
    const asked = calls.filter((url) => url.pathname === "/api/catalog/products").at(-1);
    expect(asked?.searchParams.get("fitVehicleId")).toBe("5");
    const labels = within(sizes)
      .getAllByRole("radio")
      .map((radio) => radio.closest("label")?.textContent ?? "");
    expect(labels).toHaveLength(2);
    expect(labels[0]).toContain("CrossClimate2 235/60R18 103H");
    expect(labels[0]).toContain("Fits your 2019 CR-V EX");
    expect(labels[1]).toContain("X-Ice Snow 235/60R18 103T");
    expect(labels[1]).toContain("Fits your 2019 CR-V EX, with a caution: Lower speed rating");
  });

  it("pages a rim's sizes of one width with Show more sizes, the width asked of the catalogue", async () => {
    const rimTires = ["225/45R17", "225/50R17", "225/55R17"].map((size, i) =>
      catalogProduct(`4${i}`, size, { productLine: { name: `Line ${i}`, slug: `line-${i}` } }),
    );
    const { calls } = setup(memoryStorage(), {
      "/api/catalog/products": (url) => {
        const page = Number(url.searchParams.get("page") ?? 1);
        const rim = url.searchParams.get("rimDiameter");
        return {
          size: null,
          rearSize: null,
          vehicle: null,
          siteCatalogProducts: rim ? rimTires.slice((page - 1) * 2, page * 2) : products,
          rearSiteCatalogProducts: [],
          facets: {
            brands: [],
            lines: [{ value: "pilot-sport-4s", label: "Pilot Sport 4S", count: 2 }],
            categories: [],
            types: [],
            speedRatings: [],
            price: null,
          },
          pagination: { page, pageSize: 2, total: rim ? rimTires.length : 2 },
        };
      },
    });
    fireEvent.change(await screen.findByLabelText("Rim"), { target: { value: "17" } });
    fireEvent.change(screen.getByLabelText("Width"), { target: { value: "225" } });
    fireEvent.click(screen.getByRole("button", { name: "Find sizes" }));
    const legend = "225 mm wide sizes on 17-inch rims";
    const sizes = await screen.findByRole("group", { name: legend }, { timeout: 5000 });
    expect(within(sizes).getAllByRole("radio")).toHaveLength(2);
    expect(within(sizes).getByText("Showing 2 of 3 sizes")).toBeTruthy();
    fireEvent.click(within(sizes).getByRole("button", { name: "Show more sizes" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("group", { name: legend })).getAllByRole("radio"),
      ).toHaveLength(3),
    );
    expect(screen.queryByRole("button", { name: "Show more sizes" })).toBeNull();
    const asked = calls.filter((url) => url.searchParams.has("rimDiameter"));
    expect(
      asked.map((url) => [url.searchParams.get("width"), url.searchParams.get("page")]),
    ).toEqual([
      ["225", null],
      ["225", "2"],
    ]);
  });
});
