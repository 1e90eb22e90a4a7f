import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_BRAND_PARTNER_CLIENT,
  DEMO_PARTNER_CLIENT,
  DEMO_WIDGET_CLIENT,
} from "../../seed/partners";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";

describe.each(testDatabaseKinds())("client credentials and widget config on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const token = (form: Record<string, string>, origin?: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/token",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(origin ? { origin } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });

  it("grants a bearer token to a confidential client with its secret", async () => {
    const response = await token({
      client_id: DEMO_PARTNER_CLIENT.clientId,
      client_secret: DEMO_PARTNER_CLIENT.clientSecret,
      grant_type: "client_credentials",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it("refuses a wrong secret or an unknown client with 401", async () => {
    const wrong = await token({
      client_id: DEMO_PARTNER_CLIENT.clientId,
      client_secret: "nope",
      grant_type: "client_credentials",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      errorMessage: "Unknown client or wrong secret",
      code: "INVALID_CLIENT",
    });
    const unknown = await token({
      client_id: "nobody",
      client_secret: "x",
      grant_type: "client_credentials",
    });
    expect(unknown.statusCode).toBe(401);
  });

  it("grants a publishable widget client only from its registered origins", async () => {
    const form = { client_id: DEMO_WIDGET_CLIENT, grant_type: "client_credentials" };
    expect((await token(form, "https://www.sunrisetirepros.example")).statusCode).toBe(200);
    const elsewhere = await token(form, "https://copycat.example");
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().errorMessage).toBe("This site is not registered for this widget");
    expect((await token(form)).statusCode).toBe(403);
  });

  it("refuses other grant types and JSON bodies with a clear message", async () => {
    const password = await token({ client_id: "demo-partner", grant_type: "password" });
    expect(password.statusCode).toBe(400);
    expect(password.json().errorMessage).toBe("grant_type must be client_credentials");
  });

  it("finds the widget configuration by sub-domain or by site URL", async () => {
    const bySub = await ctx.app.inject({
      method: "GET",
      url: "/api/widget-app-config?identifier=installer-widget&subDomain=sunrise-tire-pros",
    });
    expect(bySub.statusCode).toBe(200);
    expect(bySub.json()).toMatchObject({
      identifier: "installer-widget",
      name: "Sunrise Tire Pros",
    });
    const bySite = await ctx.app.inject({
      method: "GET",
      url: "/api/widget-app-config?identifier=installer-widget&siteUrl=https%3A%2F%2Fwww.sunrisetirepros.example%2Fbook%3Fx%3D1",
    });
    expect(bySite.json().id).toBe(bySub.json().id);
  });

  it.each([
    ["identifier=installer-widget&subDomain=nobody", 404, "No widget is registered for this site"],
    ["identifier=installer-widget", 400, "Send subDomain or siteUrl"],
    ["identifier=banner&subDomain=x", 400, "identifier must be installer-widget or simpleshop"],
    [
      "identifier=installer-widget&siteUrl=javascript%3Aalert(1)",
      400,
      "siteUrl must be an http(s) URL",
    ],
    [
      "identifier=installer-widget&subDomain=..%2F..",
      400,
      "subDomain must be a host label, e.g. sunrise-tire-pros",
    ],
  ])("answers %j with %i", async (query, status, message) => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/widget-app-config?${query}`,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().errorMessage).toBe(message);
  });
});

describe.each(testDatabaseKinds())("brand-restricted accounts on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let bearer: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        client_id: DEMO_BRAND_PARTNER_CLIENT.clientId,
        client_secret: DEMO_BRAND_PARTNER_CLIENT.clientSecret,
        grant_type: "client_credentials",
      }).toString(),
    });
    bearer = `Bearer ${response.json().access_token}`;
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, authorization?: string) =>
    ctx.app.inject({ method: "GET", url, headers: authorization ? { authorization } : {} });
  const brandsOf = (body: { siteCatalogProducts: { brand: { slug: string } }[] }) =>
    new Set(body.siteCatalogProducts.map((p) => p.brand.slug));

  it("lists only the account's brands, with facets to match", async () => {
    const anonymous = (await get("/api/catalog/products?size=225-50r17")).json();
    expect(brandsOf(anonymous).size).toBeGreaterThan(1);
    const restricted = (await get("/api/catalog/products?size=225-50r17", bearer)).json();
    expect([...brandsOf(restricted)]).toEqual(["michelin"]);
    expect(restricted.facets.brands.map((b: { value: string }) => b.value)).toEqual(["michelin"]);
    const otherBrand = (
      await get("/api/catalog/products?size=225-50r17&brand=pirelli", bearer)
    ).json();
    expect(otherBrand.siteCatalogProducts).toEqual([]);
  });

  it("hides other brands from search and product detail", async () => {
    const search = (await get("/api/search-typeahead?queryText=li&queryType=brand", bearer)).json();
    const labels = search.siteSearchResultGroupList.flatMap(
      (g: { siteSearchResultList: { label: string }[] }) =>
        g.siteSearchResultList.map((i) => i.label),
    );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label: string) => label === "Michelin")).toBe(true);
    const everyone = (await get("/api/search-typeahead?queryText=li&queryType=brand")).json();
    expect(JSON.stringify(everyone)).toContain("Pirelli");
    const pirelli = (await get("/api/catalog/products?brand=pirelli")).json()
      .siteCatalogProducts[0];
    expect((await get(`/api/catalog/products/${pirelli.productId}`)).statusCode).toBe(200);
    expect((await get(`/api/catalog/products/${pirelli.productId}`, bearer)).statusCode).toBe(404);
  });

  it("answers a forged or expired token with 401 so the client refreshes it", async () => {
    const response = await get("/api/catalog/products?size=225-50r17", "Bearer abc.def");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errorMessage: "The access token is invalid or has expired",
      code: "INVALID_TOKEN",
    });
  });
});
