import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { INVALID_SIZE_MESSAGE } from "@treadkit/core/catalog";
import { vehicleRecord } from "@treadkit/core/catalog/test-support";
import { createClient } from "@treadkit/core/client";
import { createPlatform } from "@treadkit/core/platform";
import { AFFILIATE_SOURCE } from "@treadkit/core/widget";
import { afterEach, describe, expect, it } from "vitest";
import { AffiliateFinder } from "./AffiliateFinder";

const STORE = "https://shop.example";
const handoff = {
  widgetSource: AFFILIATE_SOURCE,
  widgetType: "affiliate-widget" as const,
  widgetSourceId: "tirebuyers-blog",
};

function product(id: string, brand: string, line: string, size: string, cents: number) {
  const brandSlug = brand.toLowerCase();
  const lineSlug = line.toLowerCase().replace(/\s+/g, "-");
  return {
    productId: id,
    brand: { label: brand, slug: brandSlug },
    name: `${brand} ${line}`,
    productLine: { name: line, slug: lineSlug },
    size,
    loadIndex: "94",
    speedRating: "H",
    categoryName: "All Season",
    type: "Passenger",
    imageList: [],
    priceList: [{ salePriceInCents: cents, listPriceInCents: cents }],
    link: { href: `/brands/${brandSlug}-tires/${lineSlug}/p/${id}` },
    minQuantityAllowedForCart: 1,
    curationType: null,
    availability: "ProductStatusAvailable",
    isInstallable: true,
  };
}

function listing(
  size: { label: string; slug: string },
  total: number,
  products: unknown[],
  page = 1,
) {
  return {
    size: { ...size, rimDiameter: Number(size.label.slice(-2)) },
    rearSize: null,
    vehicle: null,
    siteCatalogProducts: products,
    rearSiteCatalogProducts: [],
    facets: { brands: [], lines: [], categories: [], types: [], speedRatings: [], price: null },
    pagination: { page, pageSize: products.length, total },
  };
}

/**
 * Ten tires of 225/50R17 in the catalogue's best-match order: the best rated first, whatever
 * their price, each with its picture and its line's rating.
 */
const CATALOGUE_225 = [
  product("101", "Michelin", "Defender2", "225/50R17", 18_999),
  product("102", "Goodyear", "Assurance", "225/50R17", 15_425),
  product("103", "Pirelli", "P Zero", "225/50R17", 24_900),
  product("104", "Kumho", "Solus", "225/50R17", 9_900),
  ...["105", "106", "107", "108", "109", "110"].map((id, i) =>
    product(id, "General", `Altimax ${id}`, "225/50R17", 11_000 + i * 500),
  ),
].map((tire, i) => ({
  ...tire,
  imageList: [
    {
      type: "SiteCatalogProductImage",
      view: "sidewall",
      src: `/media/tires/${tire.productId}.svg`,
      altText: `${tire.name} side view`,
    },
  ],
  rating: { average: 4.8 - i * 0.1, count: 200 - i * 10 },
}));

const SIZE_225 = { label: "225/50R17", slug: "225-50r17" };
const SIZE_235 = { label: "235/45R18", slug: "235-45r18" };

type Answer = { status?: number; body: unknown };

/**
 * A fake fetch behind the real request client: answers by path, records every URL asked for.
 * The default table is a tiny catalogue; a test may override one path.
 */
function fakeServer(overrides: Record<string, (url: URL) => Answer> = {}) {
  const calls: URL[] = [];
  const routes: Record<string, (url: URL) => Answer> = {
    "/api/catalog/products": (url) =>
      url.searchParams.get("size") === "235/45R18"
        ? {
            body: listing(SIZE_235, 1, [
              product("301", "Bridgestone", "Turanza", "235/45R18", 21_050),
            ]),
          }
        : (() => {
            // Paged as the server pages it.
            const page = Number(url.searchParams.get("page") ?? 1);
            const pageSize = Number(url.searchParams.get("pageSize") ?? 24);
            const tires = CATALOGUE_225.slice((page - 1) * pageSize, page * pageSize);
            return { body: listing(SIZE_225, CATALOGUE_225.length, tires, page) };
          })(),
    "/api/vehicles/makes": () => ({
      body: {
        makes: [
          { value: "bmw", label: "BMW" },
          { value: "toyota", label: "Toyota" },
        ],
      },
    }),
    "/api/vehicles/models": () => ({ body: { models: [{ value: "camry", label: "Camry" }] } }),
    "/api/vehicles/years": () => ({ body: { years: [2019] } }),
    "/api/vehicles/trims": () => ({
      body: {
        trims: [
          {
            vehicleId: 7,
            trim: "SE",
            frontSize: "235/45R18",
            rearSize: "235/45R18",
            isStaggered: false,
          },
        ],
      },
    }),
    ...overrides,
  };
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    const route = routes[url.pathname];
    const answer = route ? route(url) : { status: 404, body: { errorMessage: "Not found" } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  };
  const logged: string[] = [];
  const client = createClient({
    baseUrls: { main: `${STORE}/api` },
    platform: createPlatform({
      fetch: fetch as typeof globalThis.fetch,
      logger: { error: (message) => logged.push(message), warn: () => {} },
    }),
  });
  const callsTo = (path: string) => calls.filter((url) => url.pathname === path);
  return { client, callsTo, logged };
}

function searchSize(value: string) {
  const field = screen.getByLabelText("Tire size");
  fireEvent.input(field, { target: { value } });
  fireEvent.submit(field.closest("form") as HTMLFormElement);
}

/** Opens the vehicle tab and picks the 2019 Toyota Camry SE; answers its Find tires button. */
async function pickCamry() {
  fireEvent.click(screen.getByRole("tab", { name: "By vehicle" }));
  // The vehicle pickers are a part of their own, fetched on the tab's first opening.
  const find = await screen.findByRole(
    "button",
    { name: "Find tires", hidden: false },
    { timeout: 5000 },
  );
  expect(find.hasAttribute("disabled")).toBe(true);
  const pick = async (label: string, value: string) => {
    const select = screen.getByLabelText(label) as HTMLSelectElement;
    // By property: Preact leaves out a value attribute that equals the option's text.
    await waitFor(() => expect([...select.options].map((o) => o.value)).toContain(value));
    select.value = value;
    // @testing-library/preact turns fireEvent.change into an input event; a select fires change.
    fireEvent(select, new Event("change", { bubbles: true }));
  };
  await pick("Make", "toyota");
  await pick("Model", "camry");
  await pick("Year", "2019");
  await pick("Trim", "7");
  return find;
}

/** The offer cards (not the cautions listed inside one). */
function offers() {
  const list = screen.getByRole("list", { name: /^Tires/ });
  return within(list)
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === list);
}

function query(href: string | null) {
  return Object.fromEntries(new URL(href ?? "").searchParams);
}

describe("AffiliateFinder (rendered with Preact)", () => {
  afterEach(cleanup);

  it("offers the store's tire scan beside the size, on the store's origin with the attribution", () => {
    const { client } = fakeServer();
    render(<AffiliateFinder client={client} storeOrigin={STORE} handoff={handoff} />);
    const scan = screen.getByRole("link", { name: "Scan your tire" });
    const href = new URL(scan.getAttribute("href") ?? "");
    expect(href.origin + href.pathname).toBe(`${new URL(STORE).origin}/sidewall`);
    expect(query(scan.getAttribute("href"))).toMatchObject({
      scan: "1",
      widgetSource: handoff.widgetSource,
    });
    expect(scan.getAttribute("target")).toBe("_blank");
    expect(scan.getAttribute("rel")).toBe("noopener");
  });

  it("reads 2255017 as 225/50R17 and shows the first offers with prices and attributed links", async () => {
    const { client, callsTo } = fakeServer();
    render(<AffiliateFinder client={client} storeOrigin={STORE} handoff={handoff} limit={3} />);
    searchSize("2255017");

    await waitFor(() => expect(offers()).toHaveLength(3));
    const [call] = callsTo("/api/catalog/products");
    expect(call?.searchParams.get("size")).toBe("225/50R17");
    expect(call?.searchParams.get("pageSize")).toBe("3");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Tires in 225/50R17");
    expect(screen.getByRole("status").textContent).toBe("Showing 3 of 10 tires in 225/50R17");

    const first = offers()[0] as HTMLElement;
    expect(within(first).getByRole("heading", { level: 4 }).textContent).toBe("Michelin Defender2");
    expect(first.textContent).toContain("225/50R17 94H");
    expect(first.textContent).toContain("$189.99 per tire");
    const tireLink = within(first).getByRole("link", { name: /^See this tire/ });
    const tireHref = new URL(tireLink.getAttribute("href") ?? "");
    expect(tireHref.origin + tireHref.pathname).toBe(
      `${STORE}/brands/michelin-tires/defender2/p/101`,
    );
    expect(query(tireHref.href)).toEqual({
      widgetSource: "affiliate",
      widgetType: "affiliate-widget",
      widgetSourceId: "tirebuyers-blog",
    });
    expect(tireLink.getAttribute("target")).toBe("_top");
    expect(offers()[1]?.textContent).toContain("$154.25 per tire");

    const all = screen.getByRole("link", { name: "See all 10 tires in 225/50R17" });
    const allHref = new URL(all.getAttribute("href") ?? "");
    expect(allHref.origin + allHref.pathname).toBe(`${STORE}/tire-sizes/225-50r17`);
    expect(query(allHref.href)).toEqual(query(tireHref.href));
  });

  it("keeps the catalogue's best-match order, with each tire's picture and rating", async () => {
    const { client, callsTo } = fakeServer();
    render(<AffiliateFinder client={client} storeOrigin={STORE} handoff={handoff} limit={3} />);
    searchSize("225/50R17");
    await waitFor(() => expect(offers()).toHaveLength(3));
    // No sort is asked for: the catalogue's default is best match, and nothing re-sorts it.
    expect(callsTo("/api/catalog/products")[0]?.searchParams.get("sort")).toBeNull();
    expect(offers().map((offer) => offer.querySelector("h4")?.textContent)).toEqual([
      "Michelin Defender2",
      "Goodyear Assurance",
      "Pirelli P Zero",
    ]);
    const first = offers()[0] as HTMLElement;
    const picture = within(first).getByRole("img", { name: "Michelin Defender2 side view" });
    expect(picture.getAttribute("src")).toBe(`${STORE}/media/tires/101.svg`);
    // The picture's box is reserved before it arrives.
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["96", "96"]);
    expect(first.textContent).toContain("4.8 out of 5, 200 reviews");
  });

  it("shows more: the next page, appended, until every tire is listed", async () => {
    const { client, callsTo } = fakeServer();
    render(<AffiliateFinder client={client} storeOrigin={STORE} handoff={handoff} limit={3} />);
    searchSize("225/50R17");
    await waitFor(() => expect(offers()).toHaveLength(3));
    fireEvent.click(await screen.findByRole("button", { name: /^Show more/ }));
    await waitFor(() => expect(offers()).toHaveLength(6));
    const second = callsTo("/api/catalog/products")[1];
    expect([second?.searchParams.get("page"), second?.searchParams.get("pageSize")]).toEqual([
      "2",
      "3",
    ]);
    expect(offers()[3]?.querySelector("h4")?.textContent).toBe("Kumho Solus");
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Showing 6 of 10 tires in 225/50R17"),
    );
    for (const count of [9, 10]) {
      fireEvent.click(screen.getByRole("button", { name: /^Show more/ }));
      await waitFor(() => expect(offers()).toHaveLength(count));
    }
    expect(screen.queryByRole("button", { name: /^Show more/ })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Showing 10 of 10 tires in 225/50R17"),
    );
  });

  it("refuses a size it cannot read with the core's message, tied to the field, and calls nothing", async () => {
    const { client, callsTo } = fakeServer();
    render(<AffiliateFinder client={client} storeOrigin={STORE} handoff={handoff} />);
    searchSize("225/50");

    expect((await screen.findByRole("alert")).textContent).toBe(INVALID_SIZE_MESSAGE);
    const field = screen.getByLabelText("Tire size");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toContain(
      screen.getByRole("alert").getAttribute("id"),
    );
    expect(callsTo("/api/catalog/products")).toEqual([]);

    searchSize("225/50R17");
    await waitFor(() => expect(offers()).toHaveLength(3));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("searches at once for the size it was given", async () => {
    const { client } = fakeServer();
    render(
      <AffiliateFinder
        client={client}
        storeOrigin={STORE}
        handoff={handoff}
        limit={2}
        size="225/50R17"
      />,
    );
    await waitFor(() => expect(offers()).toHaveLength(2));
    expect((screen.getByLabelText("Tire size") as HTMLInputElement).value).toBe("225/50R17");
  });

  it("finds the trim's original size through make, model, year and trim", async () => {
    const { client, callsTo } = fakeServer();
    render(<AffiliateFinder client={client} storeOrigin={STORE} handoff={handoff} />);
    expect(callsTo("/api/vehicles/makes")).toEqual([]);

    const find = await pickCamry();
    expect(callsTo("/api/vehicles/models")[0]?.searchParams.get("make")).toBe("toyota");
    expect(Object.fromEntries(callsTo("/api/vehicles/trims")[0]?.searchParams ?? [])).toMatchObject(
      { make: "toyota", model: "camry", year: "2019" },
    );
    expect(screen.getByText("Original tire size 235/45R18")).toBeTruthy();
    expect(find.hasAttribute("disabled")).toBe(false);
    fireEvent.submit(find.closest("form") as HTMLFormElement);

    await waitFor(() => expect(offers()).toHaveLength(1));
    expect(callsTo("/api/catalog/products")[0]?.searchParams.get("size")).toBe("235/45R18");
    // Best match for the vehicle: the tires that fit it first, as the storefront lists them.
    expect(callsTo("/api/catalog/products")[0]?.searchParams.get("fitVehicleId")).toBe("7");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe(
      "Tires for your 2019 Toyota Camry SE (235/45R18)",
    );
    expect(screen.getByRole("link", { name: "See all 1 tire in 235/45R18" })).toBeTruthy();
  });

  it("says on each offer for a vehicle whether it fits, as the storefront's cards say it", async () => {
    // A 2019 Camry SE came on 235/45R18 94V: a 94H tire is rated for a lower top speed.
    const fitting = { ...product("311", "Michelin", "Pilot Sport", "235/45R18", 23_000) };
    const cautioned = product("312", "Kumho", "Solus", "235/45R18", 12_000);
    const { client, callsTo } = fakeServer({
      "/api/catalog/products": (url) => {
        const page = Number(url.searchParams.get("page") ?? 1);
        const tires = [{ ...fitting, speedRating: "V" }, cautioned].slice(page - 1, page);
        return { body: listing(SIZE_235, 2, tires, page) };
      },
      "/api/vehicles/7": () => ({
        body: vehicleRecord(
          7,
          { year: 2019, make: "Toyota", model: "Camry", trim: "SE" },
          "235/45R18 94V",
        ),
      }),
    });
    render(<AffiliateFinder client={client} storeOrigin={STORE} handoff={handoff} limit={1} />);
    fireEvent.submit((await pickCamry()).closest("form") as HTMLFormElement);

    await waitFor(() => expect(offers()[0]?.textContent).toContain("Fits your 2019 Camry SE"));
    expect(offers()[0]?.textContent).not.toContain("caution");
    // The next page is judged the same, its caution named.
    fireEvent.click(screen.getByRole("button", { name: /^Show more/ }));
    await waitFor(() => expect(offers()).toHaveLength(2));
    const second = offers()[1];
    expect(second?.textContent).toContain("Fits your 2019 Camry SE, with a caution");
    expect(within(second as HTMLElement).getByRole("listitem").textContent).toBe(
      "Lower speed rating",
    );
    expect(callsTo("/api/vehicles/7")).toHaveLength(1);
  });

  it("shows a size's offers without a verdict when no vehicle was chosen", async () => {
    const { client, callsTo } = fakeServer();
    render(<AffiliateFinder client={client} storeOrigin={STORE} handoff={handoff} />);
    searchSize("225/50R17");
    await waitFor(() => expect(offers()).toHaveLength(3));
    expect(offers().some((offer) => offer.textContent?.includes("Fits"))).toBe(false);
    expect(callsTo("/api/vehicles/7")).toEqual([]);
  });

  it("moves between the tabs with the arrow keys", async () => {
    const { client } = fakeServer();
    render(<AffiliateFinder client={client} storeOrigin={STORE} handoff={handoff} />);
    const bySize = screen.getByRole("tab", { name: "By tire size" });
    expect(bySize.getAttribute("aria-selected")).toBe("true");

    fireEvent.keyDown(bySize, { key: "ArrowRight" });
    const byVehicle = screen.getByRole("tab", { name: "By vehicle" });
    expect(byVehicle.getAttribute("aria-selected")).toBe("true");
    expect(byVehicle.getAttribute("tabindex")).toBe("0");
    expect(bySize.getAttribute("tabindex")).toBe("-1");
    expect(byVehicle.ownerDocument.activeElement).toBe(byVehicle);
    expect(screen.getByRole("tabpanel", { name: "By vehicle" })).toBeTruthy();
    // The vehicle pickers are a part of their own, fetched on the tab's first opening.
    expect(await screen.findByRole("combobox", { name: "Make" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Tire size" })).toBeNull();

    fireEvent.keyDown(byVehicle, { key: "ArrowRight" }); // wraps around
    expect(bySize.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Tire size" })).toBeTruthy();
  });

  it("asks before handing off, and stays on the page when told to", async () => {
    const { client } = fakeServer();
    const asked: string[] = [];
    render(
      <AffiliateFinder
        client={client}
        storeOrigin={STORE}
        handoff={handoff}
        size="225/50R17"
        onHandoff={(href) => {
          asked.push(href);
          return false;
        }}
      />,
    );
    await waitFor(() => expect(offers()).toHaveLength(3));
    const link = within(offers()[0] as HTMLElement).getByRole("link", { name: /^See this tire/ });

    const followed = fireEvent.click(link);
    expect(followed).toBe(false); // default prevented: no navigation
    expect(asked).toEqual([link.getAttribute("href")]);
  });

  it("says when a size has no tires, and shows the server's message when the call fails", async () => {
    let fail = false;
    const { client, logged } = fakeServer({
      "/api/catalog/products": () =>
        fail
          ? { status: 503, body: { errorMessage: "Catalogue unavailable", code: "UNAVAILABLE" } }
          : { body: listing({ label: "205/55R16", slug: "205-55r16" }, 0, []) },
    });
    render(<AffiliateFinder client={client} storeOrigin={STORE} handoff={handoff} />);
    searchSize("205/55R16");
    expect(await screen.findByText("Sorry, no matching results found for 205/55R16")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("No tires found in 205/55R16");

    fail = true;
    searchSize("205/55R16");
    const alert = await screen.findByRole("alert");
    expect(alert.querySelector("p")?.textContent).toBe("Catalogue unavailable");
    expect(screen.queryByRole("list")).toBeNull();
    expect(logged).toHaveLength(1);

    // A 503 may pass: Retry asks again, and the answer replaces the failure.
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Sorry, no matching results found for 205/55R16")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
