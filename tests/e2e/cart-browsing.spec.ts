import { openTireWithZip, tireInStockOfSize } from "./checkout-steps";
import { expect, test } from "./test";

/**
 * The ZIP entered in the header reaches the cart: a set added on the product page is taxed and
 * priced where the page priced it, and checkout needs no ZIP again.
 */

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the header's ZIP reaches the cart, with the product page's out-the-door total`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const tire = await tireInStockOfSize(request, "225-50r17");
    await openTireWithZip(page, tire.link.href, "78704");

    const quote = page.getByRole("region", { name: /for 4 installed/ });
    await expect(quote).toContainText("Sales tax");
    const promised = ((await quote.getByRole("heading").textContent()) ?? "").split(" ")[0] ?? "";
    expect(promised).toMatch(/^\$[\d,]+\.\d\d$/);
    const company = /^At (.+), [\d.]+ mi away/.exec(
      (await quote.locator("p").first().textContent()) ?? "",
    )?.[1];
    expect(company).toBeTruthy();

    await page
      .locator(".pdp__buy, .product-card, main")
      .first()
      .getByRole("button", { name: /^Add 4 to cart/ })
      .first()
      .click();
    const cart = page.getByRole("dialog", { name: "Your cart" });
    await expect(cart.getByRole("combobox", { name: /^Quantity of / })).toHaveValue("4");
    await expect(cart.getByText(/^Estimated sales tax \(TX [\d.]+%\)$/)).toBeVisible();
    await expect(cart.getByText("Calculated at checkout")).toHaveCount(0);
    await expect(cart.locator(".checkout-amounts__total")).toContainText(promised);

    const cartId = (await page.context().cookies()).find((c) => c.name === "CART_ID")?.value;
    const summary = (await (await request.get(`/api/cart-summary?cartId=${cartId}`)).json())
      .siteCart;
    expect(summary.zip).toBe("78704");

    // Checkout opens on that ZIP, with the shop the page priced at first.
    await cart.getByRole("link", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
    await expect(page.locator(".installer-choices__name").first()).toHaveText(company ?? "");
    await expect(page.getByRole("button", { name: "Find shops" })).toHaveCount(0);
  });
}
