import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";

describe.each(testDatabaseKinds())("GET /api/installers on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = (query: string) => ctx.app.inject({ method: "GET", url: `/api/installers?${query}` });

  it("lists 4 installers near the ZIP by default, nearest first", async () => {
    const response = await get("userZip=33301");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const list = body.siteInstallers.siteInstallerList;
    expect(list).toHaveLength(4);
    expect(list[0].company).toBe("Las Olas Tire & Auto");
    const distances = list.map((i: { distance: number }) => i.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.verifiedCount).toBe(4);
    expect(body.defaultSelectMobileInstall).toBe(false);
  });

  it("prices installation for four tires from the shop's price per tire", async () => {
    const list = (await get("userZip=33301")).json().siteInstallers.siteInstallerList;
    for (const installer of list) {
      expect(installer.installationCostFor4TiresInCents).toBe(
        installer.priceList[0].salePriceInCents * 4,
      );
    }
  });

  it("honours limit and ZIP+4", async () => {
    const response = await get("userZip=33301-1234&limit=2");
    expect(response.json().siteInstallers.siteInstallerList).toHaveLength(2);
  });

  it("filters mobile installers", async () => {
    const mobile = (await get("userZip=33301&mobileInstall=true")).json().siteInstallers
      .siteInstallerList;
    expect(mobile.length).toBeGreaterThan(0);
    expect(mobile.every((i: { isMobileInstall: boolean }) => i.isMobileInstall)).toBe(true);
    const shops = (await get("userZip=33301&mobileInstall=false")).json().siteInstallers
      .siteInstallerList;
    expect(shops.every((i: { isMobileInstall: boolean }) => !i.isMobileInstall)).toBe(true);
  });

  it("finds no shops far from any partner", async () => {
    const response = await get("userZip=59001");
    expect(response.statusCode).toBe(200);
    expect(response.json().siteInstallers.siteInstallerList).toEqual([]);
  });

  it.each([
    ["userZip=abc", "Please enter a valid ZIP code"],
    ["userZip=3330", "Please enter a valid ZIP code"],
    ["", "Please enter a valid ZIP code"],
    ["userZip=00000", "Please enter a valid ZIP code"],
    ["userZip=33301&color=red", "Unknown query field: color"],
    ["userZip=33301&limit=0", "limit: Too small: expected number to be >=1"],
    [
      "userZip=33301&mobileInstall=maybe",
      'mobileInstall: Invalid option: expected one of "true"|"false"',
    ],
  ])("answers %j with a 400 and %j", async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(message);
    expect(response.json().code).toMatch(/^[A-Z_]+$/);
  });

  it("accepts the query fields the shared request client adds to every call", async () => {
    const response = await get(
      "userZip=33301&userTime=09%3A30&userRegion=1&channel=widget&ssoUid=u1&vwo_user=v",
    );
    expect(response.statusCode).toBe(200);
  });
});
