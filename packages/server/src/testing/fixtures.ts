import type { App } from "../app";

/** The id of a tire of the demo catalogue that is in stock, for carts in tests. */
export async function tireInStock(app: App, size = "225-50r17"): Promise<string> {
  const listing = (
    await app.inject({ method: "GET", url: `/api/catalog/products?size=${size}` })
  ).json();
  const tire = listing.siteCatalogProducts.find(
    (p: { availability: string }) => p.availability === "ProductStatusAvailable",
  );
  if (!tire) throw new Error(`no tire in stock in ${size}`);
  return tire.productId;
}

/**
 * The id of a tire of the size that is out of stock: listings put them after every tire in
 * stock, so the listing is read page by page from the end.
 */
export async function tireOutOfStock(app: App, size = "225-50r17"): Promise<string> {
  const url = (page: number) => `/api/catalog/products?size=${size}&pageSize=60&page=${page}`;
  const first = (await app.inject({ method: "GET", url: url(1) })).json();
  const pages = Math.ceil(first.pagination.total / 60);
  for (let page = pages; page >= 1; page -= 1) {
    const listing =
      page === 1 ? first : (await app.inject({ method: "GET", url: url(page) })).json();
    const tire = listing.siteCatalogProducts.find(
      (p: { availability: string }) => p.availability === "ProductStatusOutOfStock",
    );
    if (tire) return tire.productId;
  }
  throw new Error(`no tire out of stock in ${size}`);
}

/** A new cart of four of that tire, optionally for a ZIP; returns its id. */
export async function newCart(app: App, productId: string, zip?: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/cart-summary",
    payload: { productId, quantity: { front: 4 }, ...(zip ? { zip } : {}) },
  });
  return response.json().siteCart.id;
}

/** Chooses a shop to install the cart's tires, as checkout does: it holds no time. */
export async function chooseShop(app: App, cartId: string, installerId: string): Promise<void> {
  const response = await app.inject({
    method: "PUT",
    url: `/api/checkout/cart-shipping?cartId=${cartId}`,
    payload: { shippingOption: "installer", installerId },
  });
  if (response.statusCode !== 200)
    throw new Error(`choosing shop ${installerId}: ${response.body}`);
}

/**
 * A valid tire size the data set has no tire in (a temporary spare's size): its listing is empty,
 * its page says so, and the sitemaps leave it out.
 */
export const UNSTOCKED_SIZE = { slug: "125-80r15", label: "125/80R15" } as const;
