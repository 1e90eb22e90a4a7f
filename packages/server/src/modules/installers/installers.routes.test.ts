import { distanceMiles, INSTALLER_IDS_MESSAGE } from "@treadkit/core/installer";
import { MOBILE_SERVICE_RADIUS_MILES } from "@treadkit/core/shipping";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { chooseShop, newCart, tireInStock } from "../../testing/fixtures";
import { zipCodes } from "../geo/geo.schema";
import { installers } from "./installers.schema";
import { INSTALLER_RADIUS_MILES } from "./installers.service";

type Listed = {
  installerId: string;
  company: string;
  distance: number;
  isMobileInstall: boolean;
  geolocation: { latitude: number; longitude: number };
  rating: { value: number; quantity: number };
  installationCostFor4TiresInCents: number;
  installTomorrow: boolean;
  isSelected: boolean;
  selectedTime: { dropOffWindow: string | null; slotTime: string | null } | null;
  schedule: { firstAvailableDate: string; slots: { isSlotAvailable: boolean }[] } | null;
  promotionList: { label: string }[];
  certificationList: { type: string }[];
};
type Day = { date: string; slots: { slotTime: string; isDropOff: boolean }[] };

/**
 * The installers the database has within reach of a ZIP, worked out here from the rows: a shop
 * within the search radius, a mobile installer within its own service radius as well.
 */
async function inReachOf(db: Db, zip: string) {
  const [place] = await db.select().from(zipCodes).where(eq(zipCodes.zip, zip));
  if (!place) throw new Error(`no ZIP ${zip}`);
  const rows = await db.select().from(installers);
  return rows.filter((row) => {
    const radius = row.isMobileInstall
      ? Math.min(INSTALLER_RADIUS_MILES, row.serviceRadiusMiles ?? MOBILE_SERVICE_RADIUS_MILES)
      : INSTALLER_RADIUS_MILES;
    return distanceMiles(place, row) <= radius;
  });
}
const idsOf = (rows: { id: number }[]) => rows.map((row) => String(row.id)).sort();

describe.each(testDatabaseKinds())("GET /api/installers on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = (query: string) => ctx.app.inject({ method: "GET", url: `/api/installers?${query}` });
  const list = async (query: string) =>
    (await get(query)).json().siteInstallers.siteInstallerList as Listed[];
  const companies = async (query: string) => (await list(query)).map((i) => i.company);
  const byCompany = async (query: string, company: string) => {
    const found = (await list(query)).find((i) => i.company === company);
    if (!found) throw new Error(`${company} is not listed for ${query}`);
    return found;
  };

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

  it("takes the product lists' query fields (pdp, catalogue, home, tire shops)", async () => {
    const plain = (await get("userZip=33301")).json();
    const pdp = await get(
      "userZip=33301&source=pdp&brand=michelin&dominantSubType=Passenger&productSubType=Passenger&productQuantity=4&frontQuantity=2&rearQuantity=2&itemId=12",
    );
    expect(pdp.statusCode).toBe(200);
    expect(pdp.json().siteInstallers).toEqual(plain.siteInstallers);
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
    // North Platte, Nebraska: the nearest shop of the data set is some 200 miles away.
    const response = await get("userZip=69101");
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
    [
      "userZip=33301&sort=cheapest",
      'sort: Invalid option: expected one of "all"|"distance"|"rating"|"price"',
    ],
    ["userZip=33301&installerIds=1,abc", INSTALLER_IDS_MESSAGE],
    ["userZip=33301&cartId=nope", "cartId must be a cart id"],
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

  describe("sort", () => {
    // Fort Lauderdale has more installers in reach than the 10 asked for, so every sort below
    // must pick from all of them, not order the nearest 10.
    const all = "userZip=33301&limit=10";
    const everyone = async () => {
      const whole = await list("userZip=33301&limit=50&sort=distance");
      expect(whole.length).toBeGreaterThan(10);
      expect(whole.length).toBeLessThan(50);
      return whole;
    };
    const ids = (listed: Listed[]) => listed.map((i) => i.installerId);

    it("puts the best rated first with sort=rating", async () => {
      const nearestFirst = await everyone();
      const sorted = await list(`${all}&sort=rating`);
      // More stars first; among equal stars the more reviews, then the nearer.
      const expected = [...nearestFirst].sort(
        (a, b) =>
          b.rating.value - a.rating.value ||
          b.rating.quantity - a.rating.quantity ||
          a.distance - b.distance,
      );
      expect(ids(sorted)).toEqual(ids(expected.slice(0, 10)));
      expect(ids(sorted)).not.toEqual(ids(nearestFirst.slice(0, 10)));
      // Stars outrank the number of reviews: 4.9 from 98 reviews before 4.8 from 412.
      const names = sorted.map((i) => i.company);
      expect(names.indexOf("Broward Mobile Tire Service")).toBeGreaterThanOrEqual(0);
      expect(names.indexOf("Broward Mobile Tire Service")).toBeLessThan(
        names.indexOf("Las Olas Tire & Auto"),
      );
    });

    it("puts the cheapest installation first with sort=price", async () => {
      const nearestFirst = await everyone();
      const sorted = await list(`${all}&sort=price`);
      const expected = [...nearestFirst].sort(
        (a, b) =>
          a.installationCostFor4TiresInCents - b.installationCostFor4TiresInCents ||
          a.distance - b.distance,
      );
      expect(ids(sorted)).toEqual(ids(expected.slice(0, 10)));
      expect(ids(sorted)).not.toEqual(ids(nearestFirst.slice(0, 10)));
    });

    it("lists the sponsored shop first by default (all), and the nearest first with sort=distance", async () => {
      // In Miami the sponsored Las Olas shop is 21 miles away; Biscayne is round the corner.
      const miami = "userZip=33137&limit=10";
      expect((await companies(miami))[0]).toBe("Las Olas Tire & Auto");
      expect(await companies(`${miami}&sort=all`)).toEqual(await companies(miami));
      const nearest = await list(`${miami}&sort=distance`);
      expect(nearest[0]?.company).toBe("Biscayne Tire Center");
      const distances = nearest.map((i) => i.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it("sorts before the limit: the cheapest of all shops in reach, not of the nearest", async () => {
      const nearestFirst = await everyone();
      const cheapest = Math.min(...nearestFirst.map((i) => i.installationCostFor4TiresInCents));
      // The cheapest shop is not among the nearest four a default list would hold.
      expect(nearestFirst.slice(0, 4).map((i) => i.installationCostFor4TiresInCents)).not.toContain(
        cheapest,
      );
      const [first] = await list("userZip=33301&limit=1&sort=price");
      expect(first?.installationCostFor4TiresInCents).toBe(cheapest);
      expect(nearestFirst.map((i) => i.installerId)).toContain(first?.installerId);
    });
  });

  describe("mobile installers", () => {
    it("lists a mobile installer only within its own service radius (5 miles for Hill Country)", async () => {
      // 78757 is Hill Country's own ZIP; 78704 is 7 miles south, by South Congress Tire: well
      // inside the radius a shop is listed within, outside Hill Country's own 5 miles.
      const hillCountry = await byCompany("userZip=78757", "Hill Country Mobile Tire");
      const [southAustin] = await ctx.database.db
        .select()
        .from(zipCodes)
        .where(eq(zipCodes.zip, "78704"));
      if (!southAustin) throw new Error("no ZIP 78704");
      const miles = distanceMiles(southAustin, hillCountry.geolocation);
      expect(miles).toBeGreaterThan(5);
      expect(miles).toBeLessThan(INSTALLER_RADIUS_MILES);
      const near = await list("userZip=78704&limit=50");
      expect(near.map((i) => i.company)).toContain("South Congress Tire");
      expect(near.map((i) => i.company)).not.toContain("Hill Country Mobile Tire");
      expect(await list(`userZip=78704&installerIds=${hillCountry.installerId}`)).toEqual([]);
      // Those listed are the installers in reach, mobile ones among them.
      const reach = await inReachOf(ctx.database.db, "78704");
      expect(reach.length).toBeLessThan(50);
      expect(near.map((i) => i.installerId).sort()).toEqual(idsOf(reach));
      expect(near.some((i) => i.isMobileInstall)).toBe(true);
    });

    it("uses the default 25-mile radius for a mobile installer without its own, while shops keep 50", async () => {
      // West Palm Beach: Fort Lauderdale shops are about 41 miles away, Broward's base 42.
      const far = await companies("userZip=33401&limit=10");
      expect(far).toContain("Las Olas Tire & Auto");
      expect(far).not.toContain("Broward Mobile Tire Service");
      expect(await companies("userZip=33441&limit=10")).toContain("Broward Mobile Tire Service");
    });

    it("pre-selects mobile install only when no shop is nearer than the mobile installer", async () => {
      expect((await get("userZip=78757")).json().defaultSelectMobileInstall).toBe(true);
      expect((await get("userZip=33311")).json().defaultSelectMobileInstall).toBe(false);
    });
  });

  it("lists a shop's promotions and certifications", async () => {
    const lasOlas = await byCompany("userZip=33301&limit=50", "Las Olas Tire & Auto");
    expect(lasOlas.promotionList).toEqual([
      {
        icon: "tag",
        label: "$20 off installation of 4 tires",
        style: "success",
        showInInstallationOnPDP: true,
        showInPDPAbovePrice: false,
        siteDynamicModal: null,
      },
    ]);
    expect(lasOlas.certificationList).toEqual([{ logo: "ase", type: "ASE Certified" }]);
    const sunrise = await byCompany("userZip=33301&limit=50", "Sunrise Tire Pros");
    expect(sunrise.promotionList).toEqual([]);
  });

  it("filters to the installerIds asked for, still only those in reach", async () => {
    const near = await list("userZip=33301&limit=10");
    const ids = near.slice(1, 3).map((i) => i.installerId);
    const austin = (await list("userZip=78704"))[0]?.installerId;
    const only = await list(`userZip=33301&installerIds=${[...ids, austin].join(",")}`);
    expect(only.map((i) => i.installerId)).toEqual(ids);
  });

  it("offers the first install day once the tires can be there, and the next once it is full", async () => {
    // Sunrise Tire Pros opens every day of the week. On Friday 20 November (TEST_NOW) the tires
    // reach a shop in 4 business days, Thanksgiving not counted: Friday 27 November.
    const sunrise = await byCompany("userZip=33311", "Sunrise Tire Pros");
    const query = `userZip=33311&installerIds=${sunrise.installerId}`;
    expect(sunrise.installTomorrow).toBe(false);
    expect(sunrise.schedule?.firstAvailableDate).toBe("2026-11-27");
    const days = (
      await ctx.app.inject({
        method: "GET",
        url: `/api/installers/${sunrise.installerId}/schedule`,
      })
    ).json().siteInstallerSchedule.scheduleDays as Day[];
    expect(days[0]?.date).toBe("2026-11-27");
    const first = days[0]?.date ?? "";
    const slots = days[0]?.slots ?? [];
    expect(slots.length).toBeGreaterThan(0);

    const tire = await tireInStock(ctx.app);
    for (const slot of slots) {
      for (let place = 0; place < 2; place += 1) {
        const cartId = await newCart(ctx.app, tire);
        await chooseShop(ctx.app, cartId, sunrise.installerId);
        const booked = await ctx.app.inject({
          method: "POST",
          url: `/api/checkout/cart-appointment?cartId=${cartId}`,
          payload: {
            installerId: sunrise.installerId,
            date: first,
            slotTime: slot.slotTime,
            isDropOff: slot.isDropOff,
          },
        });
        expect(booked.statusCode).toBe(200);
      }
    }
    // Anonymous lists may be a minute stale in the response cache; read a fresh one.
    ctx.app.clearResponseCache();
    const [full] = await list(query);
    expect(full?.schedule?.firstAvailableDate).toBe(days[1]?.date);
    expect(full?.schedule?.slots.some((s) => s.isSlotAvailable)).toBe(true);
  });

  it("marks the cart's installer selected, with its appointment time, and never caches it", async () => {
    const tire = await tireInStock(ctx.app);
    const cartId = await newCart(ctx.app, tire, "33301");
    const query = `userZip=33301&limit=10&cartId=${cartId}`;
    expect((await list(query)).some((i) => i.isSelected)).toBe(false);

    const hollywood = await byCompany(query, "Hollywood Auto Care");
    const days = (
      await ctx.app.inject({
        method: "GET",
        url: `/api/installers/${hollywood.installerId}/schedule`,
      })
    ).json().siteInstallerSchedule.scheduleDays as Day[];
    await chooseShop(ctx.app, cartId, hollywood.installerId);
    const booked = await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/cart-appointment?cartId=${cartId}`,
      payload: {
        installerId: hollywood.installerId,
        date: days[4]?.date,
        slotTime: "Morning",
        isDropOff: true,
      },
    });
    expect(booked.statusCode).toBe(200);

    const after = await list(query);
    expect(after.filter((i) => i.isSelected).map((i) => i.company)).toEqual([
      "Hollywood Auto Care",
    ]);
    expect(after.find((i) => i.isSelected)?.selectedTime).toEqual({
      slotTime: "Morning",
      dropOffWindow: "8:00 AM - 10:00 AM",
    });
    // Without the cart nothing is selected.
    expect((await list("userZip=33301&limit=10")).some((i) => i.isSelected)).toBe(false);
  });

  it("marks the installer a cart was created with, before it has an appointment", async () => {
    // A cart created with a shop has the shop and no time until the shopper chooses one; a
    // mobile installer comes to the shopper, so its cart has an installer and no appointment.
    const [mobile] = await list("userZip=33301&limit=1&mobileInstall=true");
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/cart-summary",
      payload: {
        productId: await tireInStock(ctx.app),
        quantity: { front: 4 },
        zip: "33301",
        installerId: mobile?.installerId,
        isMobileInstall: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const cartId = created.json().siteCart.id;
    const appointment = await ctx.app.inject({
      method: "GET",
      url: `/api/checkout/cart-appointment?cartId=${cartId}`,
    });
    expect(appointment.json()).toEqual({ cartAppointment: null });
    const selected = (await list(`userZip=33301&limit=10&cartId=${cartId}`)).filter(
      (i) => i.isSelected,
    );
    expect(selected.map((i) => [i.installerId, i.selectedTime])).toEqual([
      [mobile?.installerId, null],
    ]);
  });
});

describe.each(testDatabaseKinds())("GET /api/installers-by-location on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = (query: string) =>
    ctx.app.inject({ method: "GET", url: `/api/installers-by-location?${query}` });
  const ids = (body: { siteInstallers: { siteInstallerList: { installerId: string }[] } }) =>
    body.siteInstallers.siteInstallerList.map((i) => i.installerId);

  it("pages through the shops near the ZIP, 10 a page by default, with the total", async () => {
    const reach = await inReachOf(ctx.database.db, "33301");
    const total = reach.length;
    // More than one default page, and fewer than the largest page.
    expect(total).toBeGreaterThan(10);
    expect(total).toBeLessThan(50);
    const whole = (await get("userZip=33301&limit=50")).json();
    expect(whole.total).toBe(total);
    expect([...ids(whole)].sort()).toEqual(idsOf(reach));

    const first = (await get("userZip=33301")).json();
    expect(first.total).toBe(total);
    expect(ids(first)).toEqual(ids(whole).slice(0, 10));

    const size = 7;
    const count = Math.ceil(total / size);
    const pages = [];
    for (let page = 1; page <= count; page += 1)
      pages.push((await get(`userZip=33301&limit=${size}&page=${page}`)).json());
    expect(pages.map((p) => ids(p).length)).toEqual(
      pages.map((_, i) => Math.min(size, total - i * size)),
    );
    expect(pages.flatMap(ids)).toEqual(ids(whole));
    expect(pages.every((p) => p.total === total)).toBe(true);

    const past = (await get(`userZip=33301&limit=${size}&page=${count + 1}`)).json();
    expect(past).toEqual({ siteInstallers: { siteInstallerList: [] }, total });
  });

  it("sorts the pages as a whole", async () => {
    const byPrice = (await get("userZip=33301&limit=50&sort=price")).json();
    const prices = byPrice.siteInstallers.siteInstallerList.map(
      (i: { installationCostFor4TiresInCents: number }) => i.installationCostFor4TiresInCents,
    );
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const byDefault = ids((await get("userZip=33301&limit=2")).json());
    const cheapest = ids((await get("userZip=33301&limit=2&sort=price")).json());
    expect(cheapest).toEqual(ids(byPrice).slice(0, 2));
    expect(cheapest).not.toEqual(byDefault);
    const second = ids((await get("userZip=33301&limit=2&page=2&sort=price")).json());
    expect(second).toEqual(ids(byPrice).slice(2, 4));
  });

  it("lists installers with their availability, like /installers", async () => {
    const [first] = (await get("userZip=33301")).json().siteInstallers.siteInstallerList;
    expect(first.company).toBe("Las Olas Tire & Auto");
    expect(first.schedule.slots.length).toBeGreaterThan(0);
    expect(typeof first.installTomorrow).toBe("boolean");
  });

  it.each([
    ["", "Please enter a valid ZIP code"],
    ["userZip=33301&page=0", "page: Too small: expected number to be >=1"],
    ["userZip=33301&limit=51", "limit: Too big: expected number to be <=50"],
    ["userZip=33301&mobile=yes", "Unknown query field: mobile"],
  ])("answers %j with a 400 and %j", async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(message);
  });

  it("accepts the query fields the shared request client adds to every call", async () => {
    expect((await get("userZip=33301&userRegion=1&userTime=09%3A30")).statusCode).toBe(200);
  });
});
