import { describe, expect, it } from "vitest";
import {
  type AnalyticsEvent,
  cartQuantityEvent,
  createAnalytics,
  dataLayerSink,
  deferredSink,
  deliveryLabel,
  exitLinkEvent,
} from "./events";

const viewed: AnalyticsEvent = {
  name: "checkout_step_viewed",
  step: "shipping",
  cartId: "c1",
  delivery: "install",
  totalInCents: 81_200,
  currency: "USD",
};

describe("analytics", () => {
  it("labels deliveries as checkout.md §7 names them", () => {
    expect(deliveryLabel({ shippingOption: "installer" })).toBe("install");
    expect(deliveryLabel({ shippingOption: "installer", isMobileInstall: true })).toBe(
      "mobile install",
    );
    expect(deliveryLabel({ shippingOption: "home" })).toBe("ship to customer");
    expect(deliveryLabel({ shippingOption: "fedex" })).toBe("ship to fedex");
    expect(deliveryLabel(null)).toBeNull();
  });

  it("sends every event to every sink, and a failing sink stops no other", () => {
    const seen: AnalyticsEvent[] = [];
    const errors: unknown[] = [];
    const analytics = createAnalytics(
      [
        () => {
          throw new Error("blocked by an ad blocker");
        },
        (event) => seen.push(event),
      ],
      (error) => errors.push(error),
    );
    analytics.track(viewed);
    expect(seen).toEqual([viewed]);
    expect(errors).toHaveLength(1);
  });

  it("pushes to a data layer, creating it when the page has none", () => {
    const page: { dataLayer?: unknown[] } = {};
    dataLayerSink(page)(viewed);
    expect(page.dataLayer).toEqual([{ event: "checkout_step_viewed", ...viewed }]);
  });
});

describe("cartQuantityEvent", () => {
  const line = { productId: "7", quantity: 4, price: { salePriceInCents: 11_899 } };
  it("adds for more tires and removes for fewer, by the difference at the tire's price", () => {
    expect(cartQuantityEvent(line, 6)).toEqual({
      name: "add_to_cart",
      productId: "7",
      quantity: 2,
      priceInCents: 11_899,
      currency: "USD",
    });
    expect(cartQuantityEvent(line, 0)).toMatchObject({ name: "remove_from_cart", quantity: 4 });
    expect(cartQuantityEvent(line, 4)).toBeNull();
  });
});

describe("deferredSink", () => {
  it("loads its sink with the first event, keeps the events meanwhile in order, and loads once", async () => {
    const seen: string[] = [];
    let loads = 0;
    const sink = deferredSink(async () => {
      loads += 1;
      return (event) => seen.push(event.name);
    });
    sink({ name: "logout" });
    sink({ name: "new_catalogue_search", path: "/tire-sizes" });
    expect(seen).toEqual([]);
    await Promise.resolve();
    await Promise.resolve();
    sink({ name: "exit_link_clicked", href: "https://x.example" });
    expect(seen).toEqual(["logout", "new_catalogue_search", "exit_link_clicked"]);
    expect(loads).toBe(1);
  });

  it("tries again with the next event when the load failed", async () => {
    const seen: string[] = [];
    let fail = true;
    const sink = deferredSink(async () => {
      if (fail) throw new Error("chunk failed to load");
      return (event) => seen.push(event.name);
    });
    sink({ name: "logout" });
    await Promise.resolve();
    await Promise.resolve();
    fail = false;
    sink({ name: "exit_link_clicked", href: "https://x.example" });
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual(["exit_link_clicked"]);
  });
});

describe("exitLinkEvent", () => {
  const page = "https://shop.example";

  it("is sent for a link to another site", () => {
    expect(exitLinkEvent("https://www.google.com/maps/dir/?api=1", page)).toEqual({
      name: "exit_link_clicked",
      href: "https://www.google.com/maps/dir/?api=1",
    });
    expect(exitLinkEvent("http://partner.example/a", page)).toEqual({
      name: "exit_link_clicked",
      href: "http://partner.example/a",
    });
  });

  it("is not sent for the store's own pages or links that go nowhere on the web", () => {
    for (const href of ["/tires", "#reviews", "https://shop.example/cart", "mailto:a@b.c"])
      expect(exitLinkEvent(href, page)).toBeNull();
    expect(exitLinkEvent("tel:+15125550100", page)).toBeNull();
    expect(exitLinkEvent("http://[bad", page)).toBeNull();
  });
});
