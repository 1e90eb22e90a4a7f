import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { vehicleRecord } from "@treadkit/core/catalog/test-support";
import type { Client, Result } from "@treadkit/core/client";
import { memoryStorage } from "@treadkit/core/platform";
import { createInstallerShop, offerSearch } from "@treadkit/core/widget";
import { afterEach, describe, expect, it } from "vitest";
import { InstallerShop } from "./InstallerShop";

const product = {
  productId: "101",
  brand: { label: "Michelin", slug: "michelin" },
  name: "Defender2 225/50R17",
  productLine: { name: "Defender2", slug: "defender2" },
  size: "225/50R17",
  loadIndex: "94",
  speedRating: "H",
  categoryName: "All Season",
  type: "Passenger",
  imageList: [],
  priceList: [{ salePriceInCents: 15_000, listPriceInCents: 16_000 }],
  link: { href: "/p/101" },
  minQuantityAllowedForCart: 1,
  curationType: null,
  availability: "ProductStatusAvailable",
  isInstallable: true,
};

const slot = (slotTime: string, isDropOff: boolean, isSlotAvailable: boolean) => ({
  date: "2026-11-24",
  day: "Tuesday",
  isDropOff,
  isSlotAvailable,
  slotTime,
  startTime: isDropOff ? "8:00" : "1:00",
  amOrPm: isDropOff ? "AM" : "PM",
  dropOffWindow: isDropOff ? "8:00 AM - 10:00 AM" : null,
});

/** Answers by path, as the server would for the demo shop; the component's only seam. */
const answers: Record<string, unknown> = {
  "/widget-app-config": {
    id: "7",
    identifier: "installer-widget",
    name: "Sunrise Tire Pros",
    logoUrl: null,
    installerId: "1",
  },
  "/installers": {
    siteInstallers: {
      siteInstallerList: [
        {
          installerId: "1",
          company: "Las Olas Tire & Auto",
          addressLine1: "612 E Las Olas Blvd",
          city: "Fort Lauderdale",
          state: "FL",
          priceList: [{ salePriceInCents: 2_500 }],
          isMobileInstall: false,
        },
      ],
    },
  },
  "/catalog/products": {
    size: { label: "225/50R17", slug: "225-50r17", rimDiameter: 17 },
    siteCatalogProducts: [product],
    pagination: { page: 1, pageSize: 6, total: 1 },
  },
  // A 2019 CR-V EX that came on 225/65R17 94V: the catalogue's 94H tires have a caution.
  "/vehicles/5": vehicleRecord(
    5,
    { year: 2019, make: "Honda", model: "CR-V", trim: "EX" },
    "225/65R17 94V",
  ),
  "/installers/{installerId}/schedule": {
    siteInstallerSchedule: {
      scheduleDays: [
        {
          date: "2026-11-24",
          day: "Tuesday",
          slots: [slot("Morning", true, true), slot("Afternoon", false, false)],
        },
      ],
    },
  },
};

/**
 * The server's out-the-door quote of a set at the shop: tires, installation, a $2 tire fee a
 * tire and 7% sales tax (four: $757.56), which is what its cart totals.
 */
const quotedTotal = (quantity: number) => Math.round(quantity * (15_000 + 2_500 + 200) * 1.07);
const quoteAsked: Record<string, unknown>[] = [];
const listingAsked: Record<string, unknown>[] = [];

/**
 * Nine tires of 225/65R17 in the catalogue's best-match order (best rated first, whatever the
 * price: the dearest leads), each with its picture and its line's rating.
 */
const CATALOGUE = Array.from({ length: 9 }, (_, i) => ({
  ...product,
  productId: String(201 + i),
  productLine: { name: `Line ${201 + i}`, slug: `line-${201 + i}` },
  name: `Line ${201 + i} 225/65R17`,
  size: "225/65R17",
  categoryName: i < 6 ? "All Season" : "Winter",
  imageList: [
    {
      type: "SiteCatalogProductImage",
      view: "sidewall",
      src: `/media/tires/${201 + i}.svg`,
      altText: `Michelin Line ${201 + i} side view`,
    },
  ],
  rating: { average: 4.9 - i * 0.1, count: 300 - i * 10 },
  priceList: [{ salePriceInCents: 30_000 - i * 1_500, listPriceInCents: 30_000 - i * 1_500 }],
}));

/** The catalogue API as the server pages it, for the 225/65R17 tires. */
function pagedListing(query: Record<string, unknown>) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 24);
  return {
    size: { label: "225/65R17", slug: "225-65r17", rimDiameter: 17 },
    siteCatalogProducts: CATALOGUE.slice((page - 1) * pageSize, page * pageSize),
    facets: {
      categories: [
        { value: "1", label: "All Season", count: 6 },
        { value: "3", label: "Winter", count: 3 },
      ],
    },
    pagination: { page, pageSize, total: CATALOGUE.length },
  };
}

function fakeClient(): Client {
  return {
    async request<T>({
      path,
      query,
    }: {
      path: string;
      query?: Record<string, unknown>;
    }): Promise<Result<T>> {
      if (path === "/catalog/installed-sets") {
        quoteAsked.push(query ?? {});
        const quantity = Number(query?.quantity);
        const installedSets = [
          { productId: "101", quantity, taxKnown: true, totalInCents: quotedTotal(quantity) },
        ];
        return { isSuccess: true, statusCode: 200, data: { installedSets } as T };
      }
      if (path === "/catalog/products" && query?.size === "225/65R17") {
        listingAsked.push(query);
        return { isSuccess: true, statusCode: 200, data: pagedListing(query) as T };
      }
      if (!(path in answers)) {
        return { isSuccess: false, error: { code: "NotFound", message: "no", statusCode: 404 } };
      }
      return { isSuccess: true, statusCode: 200, data: answers[path] as T };
    },
    getToken: async () => undefined,
  };
}

function mount() {
  const client = fakeClient();
  const shop = createInstallerShop(client, {
    storage: memoryStorage(),
    logger: { error: () => {}, warn: () => {} },
    partner: { identifier: "installer-widget", subDomain: "sunrise-tire-pros" },
    storeOrigin: "https://shop.example",
  });
  render(
    <InstallerShop
      shop={shop}
      client={client}
      onCheckout={() => {}}
      onZip={(zip) => void shop.load(zip)}
    />,
  );
  return shop;
}

afterEach(cleanup);

describe("InstallerShop", () => {
  it("asks for a ZIP when it has none, with the error tied to the field", async () => {
    const shop = mount();
    await shop.load(null);
    const zip = await screen.findByLabelText("ZIP code");
    fireEvent.input(zip, { target: { value: "12ab" } });
    fireEvent.submit(zip.closest("form") as HTMLFormElement);
    await screen.findByText("Please enter a valid ZIP code");
    expect(zip.getAttribute("aria-invalid")).toBe("true");

    // A good ZIP shows the shop, and focus goes to the first step rather than being lost.
    fireEvent.input(zip, { target: { value: "33301" } });
    fireEvent.submit(zip.closest("form") as HTMLFormElement);
    await screen.findByRole("heading", { name: "Sunrise Tire Pros" });
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Find tires"));
  });

  it("leaves focus where it is when the shop first appears", async () => {
    const shop = mount();
    await shop.load("33301");
    await screen.findByRole("heading", { name: "Sunrise Tire Pros" });
    expect(document.activeElement).toBe(document.body);
  });

  it("shows the shop, prices tires installed there, and moves focus to the schedule step", async () => {
    const shop = mount();
    await shop.load("33301");
    await screen.findByRole("heading", { name: "Sunrise Tire Pros" });

    // The steps are a part of their own, fetched while the shop is looked up.
    const size = await screen.findByRole("textbox", { name: "Tire size" }, { timeout: 5000 });
    fireEvent.input(size, { target: { value: "225/50R17" } });
    fireEvent.submit(size.closest("form") as HTMLFormElement);

    // The set of 4 (by default) out the door, as the server quoted it and the cart will total.
    await screen.findByText("$757.56");
    expect(screen.getByText("for 4 installed")).toBeTruthy();
    expect(
      screen.getByText(/tires, installation, fees and tax, out the door; \$150\.00 per tire/),
    ).toBeTruthy();
    expect(quoteAsked.at(-1)).toEqual({
      productIds: "101",
      userZip: "33301",
      installerId: "1",
      quantity: 4,
    });
    // Another quantity is quoted again.
    shop.setQuantity("2");
    await waitFor(() => expect(quoteAsked.map((q) => q.quantity)).toContain(2));
    await screen.findByText("$378.78");
    expect(screen.getByText("for 2 installed")).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Choose your tires"));

    fireEvent.click(screen.getByRole("button", { name: /Book installation/ }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Pick an install time"));
    // The schedule step repeats the quote it is booking.
    await screen.findByText(/2 × Michelin Defender2 225\/50R17: \$378\.78 for 2 installed/);
    // The schedule picker arrives as its own chunk; a full slot cannot be chosen.
    const full = await screen.findByRole("radio", { name: /Afternoon 1:00 PM \(full\)/ });
    expect((full as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Please select a time slot");
    const group = screen.getByRole("group", { name: /Install time/ });
    expect(group.getAttribute("aria-describedby")).toBe(alert.id);
  });

  it("lists the catalogue's best match as it comes, with pictures and ratings, and shows more", async () => {
    const shop = mount();
    await shop.load("33301");
    const size = await screen.findByRole("textbox", { name: "Tire size" }, { timeout: 5000 });
    fireEvent.input(size, { target: { value: "225/65R17" } });
    fireEvent.submit(size.closest("form") as HTMLFormElement);

    const cards = () =>
      within(screen.getByRole("list", { name: "Tires in 225/65R17" })).getAllByRole("listitem");
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(listingAsked.at(-1)).toMatchObject({ sort: "best-match", page: 1, pageSize: 6 });
    // The catalogue's order, the dearest first: nothing re-sorts it by price.
    expect(cards().map((card) => card.querySelector("h4")?.textContent)).toEqual(
      CATALOGUE.slice(0, 6).map((tire) => `Michelin ${tire.productLine.name}`),
    );
    const first = cards()[0] as HTMLElement;
    const picture = within(first).getByRole("img", { name: "Michelin Line 201 side view" });
    expect(picture.getAttribute("src")).toBe("https://shop.example/media/tires/201.svg");
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["96", "96"]);
    expect(first.textContent).toContain("4.9 out of 5, 300 reviews");
    expect(screen.getByRole("status").textContent).toMatch(/^Showing 6 of 9 tires in 225\/65R17/);

    fireEvent.click(screen.getByRole("button", { name: /^Show more/ }));
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(listingAsked.at(-1)).toMatchObject({ page: 2, pageSize: 6 });
    expect(cards()[6]?.querySelector("h4")?.textContent).toBe("Michelin Line 207");
    expect(screen.getByRole("status").textContent).toMatch(/^Showing 9 of 9 tires/);
    expect(screen.queryByRole("button", { name: /^Show more/ })).toBeNull();

    // The price order and a season are the catalogue's to apply, from the first page.
    const choose = (label: string, value: string) => {
      const select = screen.getByLabelText(label) as HTMLSelectElement;
      select.value = value;
      fireEvent(select, new Event("change", { bubbles: true }));
    };
    choose("Sort by", "price-asc");
    await waitFor(() => expect(listingAsked.at(-1)).toMatchObject({ sort: "price-asc", page: 1 }));
    choose("Season", "3");
    await waitFor(() =>
      expect(listingAsked.at(-1)).toMatchObject({ sort: "price-asc", category: "3", page: 1 }),
    );
    expect(
      [...(screen.getByLabelText("Season") as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(["All seasons", "All Season (6)", "Winter (3)"]);
  });

  it("says on each offer for a vehicle whether it fits, as the storefront's cards say it", async () => {
    const shop = mount();
    await shop.load("33301");
    await screen.findByRole("textbox", { name: "Tire size" }, { timeout: 5000 });
    await offerSearch(shop).search({
      size: "225/65R17",
      vehicle: "2019 Honda CR-V EX",
      vehicleId: 5,
    });
    const list = () => screen.getByRole("list", { name: /^Tires for your 2019 Honda CR-V EX/ });
    // The offer cards, not the cautions listed inside one.
    const cards = () =>
      within(list())
        .getAllByRole("listitem")
        .filter((item) => item.parentElement === list());
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(listingAsked.at(-1)).toMatchObject({ fitVehicleId: 5 });
    const verdict = (card: HTMLElement | undefined) =>
      card?.querySelector(".tk-fit")?.textContent ?? "";
    expect(verdict(cards()[0])).toBe("! Fits your 2019 CR-V EX, with a cautionLower speed rating");
    // The next page is judged the same: its winter tires have a second caution.
    fireEvent.click(screen.getByRole("button", { name: /^Show more/ }));
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(verdict(cards()[8])).toBe(
      "! Fits your 2019 CR-V EX, with 2 cautionsLower speed ratingWinter tire",
    );
  });
});
