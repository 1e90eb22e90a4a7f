import {
  CSRF_COOKIE,
  GARAGE_FULL_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  SSO_UID_COOKIE,
  WRONG_PASSWORD_MESSAGE,
} from "@treadkit/core/session";
import { FIRST_NAME_MESSAGE } from "@treadkit/core/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, signedInBrowser, signIn, type TestBrowser } from "../../testing/accounts";
import { testBrowser } from "../../testing/browser";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { placeTestOrder } from "../../testing/orders";
import { orders } from "../orders/orders.schema";
import { garageVehicles, users } from "./account.schema";

describe.each(testDatabaseKinds())("member account calls on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let productId: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    productId = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());
  const db = () => ctx.database.db;
  const csrf = (browser: TestBrowser) => ({
    "x-csrf-token": browser.jar.get(CSRF_COOKIE) as string,
  });

  it("answers 401 to a guest on every account call", async () => {
    const guest = testBrowser(ctx.app);
    for (const [method, url] of [
      ["GET", "/api/me"],
      ["GET", "/api/user-details"],
      ["GET", "/api/account/orders"],
      ["GET", "/api/account/garage"],
      ["GET", "/api/account/addresses"],
      ["PUT", "/api/account/details"],
    ] as const) {
      const response = await guest.request(method, url, method === "PUT" ? { json: {} } : {});
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: "SIGN_IN_REQUIRED" });
    }
  });

  it("gives the user detail only with the sign-on id cookie, with the company of a business account", async () => {
    const browser = await signedInBrowser(ctx.app, "fleet@treadkit.example");
    const detail = await browser.get("/api/user-details");
    expect(detail.status).toBe(200);
    expect(detail.json()).toMatchObject({
      firstName: "Fiona",
      username: "fleet@treadkit.example",
      accountTypes: [
        {
          name: "fleet",
          userType: "fleet",
          deliveryMethods: [
            { name: "ShipToInstaller" },
            { name: "MobileInstall" },
            { name: "ShipToMe" },
          ],
          paymentGroups: [{ id: "invoice" }],
        },
      ],
      accountTypeCompany: {
        companyName: "Coastal Courier Fleet",
        isTireReplacementCoverageAvailable: true,
        isOccupationDiscountsAvailable: false,
      },
      isTaxExempt: true,
    });
    browser.jar.delete(SSO_UID_COOKIE);
    expect((await browser.get("/api/user-details")).status).toBe(401);
    expect((await browser.get("/api/me")).status).toBe(200);

    const partner = await signedInBrowser(ctx.app, "partner@treadkit.example");
    expect((await partner.get("/api/user-details")).json()).toMatchObject({
      brands: [{ name: "Michelin" }],
      accountTypeCompany: null,
    });
  });

  it("lists a member's own orders only, and refuses another member's cancel and receipt as not found", async () => {
    const owner = await signedInBrowser(ctx.app, "retail@treadkit.example");
    const other = await signedInBrowser(ctx.app, "member@treadkit.example");
    const placed = await placeTestOrder(ctx.app, productId, {
      headers: { cookie: cookieHeader(owner) },
    });
    await placeTestOrder(ctx.app, productId); // a guest's order belongs to no one
    const [row] = await db().select().from(orders).where(eq(orders.id, placed.id));
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.email, "retail@treadkit.example"));
    expect(row?.userId).toBe(user?.id);

    const mine = await owner.get("/api/account/orders");
    expect(mine.status).toBe(200);
    const list = mine.json<{
      orders: { orderId: string; canCancel: boolean; receiptUrl: string; steps: unknown[] }[];
    }>().orders;
    expect(list.map((o) => o.orderId)).toEqual([placed.orderId]);
    expect(list[0]).toMatchObject({
      canCancel: true,
      receiptUrl: `/api/account/orders/${placed.orderId}/receipt.pdf`,
    });
    expect(list[0]?.steps[0]).toEqual({ label: "Order Processed", state: "current" });
    expect((await other.get("/api/account/orders")).json()).toEqual({ orders: [] });

    const receipt = await owner.get(list[0]?.receiptUrl as string);
    expect(receipt.status).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(receipt.body.startsWith("%PDF-")).toBe(true);
    const stolen = await other.get(list[0]?.receiptUrl as string);
    expect(stolen.status).toBe(404);
    expect(stolen.json()).toMatchObject({ code: "ORDER_NOT_FOUND" });

    const cancelUrl = `/api/account/orders/${placed.orderId}/cancel`;
    const foreign = await other.request("POST", cancelUrl, { headers: csrf(other), json: {} });
    expect(foreign.status).toBe(404);
    const noCsrf = await owner.request("POST", cancelUrl, { json: {} });
    expect(noCsrf.status).toBe(403);
    const crossed = await owner.request("POST", cancelUrl, { headers: csrf(other), json: {} });
    expect(crossed.status).toBe(403);
    const [still] = await db().select().from(orders).where(eq(orders.id, placed.id));
    expect(still?.status).toBe("placed");

    const cancelled = await owner.request("POST", cancelUrl, { headers: csrf(owner), json: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json()).toMatchObject({ order: { status: "cancelled" } });
    const after = (await owner.get("/api/account/orders")).json<{
      orders: { canCancel: boolean }[];
    }>();
    expect(after.orders[0]?.canCancel).toBe(false);
  });

  it("saves a member's addresses from their own home deliveries, for no one else", async () => {
    const owner = await signedInBrowser(ctx.app, "special-order@treadkit.example");
    const other = await signedInBrowser(ctx.app, "sales@treadkit.example");
    expect((await owner.get("/api/account/addresses")).json()).toEqual({ addresses: [] });
    const headers = { cookie: cookieHeader(owner) };
    await placeTestOrder(ctx.app, productId, { headers });
    await placeTestOrder(ctx.app, productId, { headers }); // the same address is saved once
    const saved = await owner.get("/api/account/addresses");
    expect(saved.status).toBe(200);
    expect(saved.json()).toEqual({
      addresses: [
        {
          firstName: "Ana",
          lastName: "Diaz",
          companyName: "",
          addressLine1: "100 Las Olas Blvd",
          addressLine2: "",
          city: "Fort Lauderdale",
          state: "FL",
          zip: "33301",
          phone: "9545550100",
        },
      ],
    });
    expect((await other.get("/api/account/addresses")).json()).toEqual({ addresses: [] });
  });

  it("changes the password with the current one, and signs the member's other sessions out", async () => {
    const here = await signedInBrowser(ctx.app, "sales@treadkit.example");
    const elsewhere = await signedInBrowser(ctx.app, "sales@treadkit.example");
    const change = (
      browser: TestBrowser,
      body: object,
      headers: Record<string, string> = csrf(browser),
    ) => browser.request("PUT", "/api/account/password", { json: body, headers });

    const wrong = await change(here, {
      currentPassword: "nope",
      newPassword: "a-new-password",
      confirmPassword: "a-new-password",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({ errorMessage: WRONG_PASSWORD_MESSAGE });
    const mismatch = await change(here, {
      currentPassword: "treadkit-demo",
      newPassword: "a-new-password",
      confirmPassword: "another",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json().errorMessage).toContain(PASSWORD_MISMATCH_MESSAGE);
    const forged = await change(
      here,
      {
        currentPassword: "treadkit-demo",
        newPassword: "a-new-password",
        confirmPassword: "a-new-password",
      },
      {},
    );
    expect(forged.status).toBe(403);

    const done = await change(here, {
      currentPassword: "treadkit-demo",
      newPassword: "a-new-password",
      confirmPassword: "a-new-password",
    });
    expect(done.status).toBe(204);
    expect((await here.get("/api/me")).status).toBe(200);
    expect((await elsewhere.get("/api/me")).status).toBe(401);
    const again = testBrowser(ctx.app);
    await signIn(again, "sales@treadkit.example", "a-new-password");
    expect((await again.get("/api/me")).status).toBe(200);
  });

  it("changes the member's name with the name rules, storing nothing when refused", async () => {
    const browser = await signedInBrowser(ctx.app, "member@treadkit.example");
    const bad = await browser.request("PUT", "/api/account/details", {
      json: { firstName: "M4x!", lastName: "Member" },
      headers: csrf(browser),
    });
    expect(bad.status).toBe(400);
    expect(bad.json().errorMessage).toContain(FIRST_NAME_MESSAGE);
    const [unchanged] = await db()
      .select()
      .from(users)
      .where(eq(users.email, "member@treadkit.example"));
    expect(unchanged?.firstName).toBe("Max");
    const good = await browser.request("PUT", "/api/account/details", {
      json: { firstName: "  Maxine ", lastName: "O'Member" },
      headers: csrf(browser),
    });
    expect(good.status).toBe(200);
    expect(good.json()).toMatchObject({ firstName: "Maxine", lastName: "O'Member" });
  });

  it("keeps My Garage per member: saved once, at most ten, removable only by its owner", async () => {
    const browser = await signedInBrowser(ctx.app, "partner@treadkit.example");
    const other = await signedInBrowser(ctx.app, "dealer@treadkit.example");
    const save = (b: TestBrowser, vehicle: object) =>
      b.request("POST", "/api/account/garage", { json: vehicle, headers: csrf(b) });
    const first = await save(browser, { year: 2021, make: "Honda", model: "Civic", trim: "EX" });
    expect(first.status).toBe(200);
    expect(first.json().vehicles).toMatchObject([
      { year: 2021, make: "Honda", model: "Civic", trim: "EX" },
    ]);
    const twice = await save(browser, { year: 2021, make: "Honda", model: "Civic", trim: "EX" });
    expect(twice.json().vehicles).toHaveLength(1);
    expect((await save(browser, { year: 1800, make: "Honda", model: "Civic" })).status).toBe(400);
    expect(
      (
        await browser.request("POST", "/api/account/garage", {
          json: { year: 2020, make: "Ford", model: "F-150" },
        })
      ).status,
    ).toBe(403);

    const id = first.json().vehicles[0].id as number;
    const foreign = await other.request("DELETE", `/api/account/garage/${id}`, {
      headers: csrf(other),
    });
    expect(foreign.json()).toEqual({ vehicles: [] });
    expect(await db().select().from(garageVehicles).where(eq(garageVehicles.id, id))).toHaveLength(
      1,
    );

    for (let year = 2010; year < 2019; year++) {
      expect((await save(browser, { year, make: "Toyota", model: "Camry" })).status).toBe(200);
    }
    const full = await save(browser, { year: 2019, make: "Toyota", model: "Camry" });
    expect(full.status).toBe(409);
    expect(full.json()).toMatchObject({ errorMessage: GARAGE_FULL_MESSAGE });
    const removed = await browser.request("DELETE", `/api/account/garage/${id}`, {
      headers: csrf(browser),
    });
    expect(removed.json().vehicles).toHaveLength(9);
  });

  it("puts the vehicle a member shops for in My Garage, and links a known vehicle to its tires", async () => {
    const browser = await signedInBrowser(ctx.app, "fleet@treadkit.example");
    const trims = await browser.request(
      "GET",
      "/api/vehicles/trims?make=toyota&model=camry&year=2020",
    );
    const se = trims.json().trims.find((t: { trim: string }) => t.trim === "SE");
    const chosen = await browser.request("POST", "/vehicle", {
      form: { vehicleId: String(se.vehicleId) },
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(chosen.status).toBe(303);
    const garage = (await browser.request("GET", "/api/account/garage")).json().vehicles;
    expect(garage).toEqual([
      {
        id: expect.any(Number),
        year: 2020,
        make: "Toyota",
        model: "Camry",
        trim: "SE",
        vehicleId: se.vehicleId,
        href: "/vehicles/toyota/camry/2020?trim=SE",
      },
    ]);
    // Typed by hand, in any case, it is the same vehicle; one the catalogue lacks links nowhere.
    await browser.request("POST", "/api/account/garage", {
      json: { year: 2020, make: "toyota", model: "CAMRY", trim: "le" },
      headers: csrf(browser),
    });
    const typed = await browser.request("POST", "/api/account/garage", {
      json: { year: 1968, make: "Ford", model: "Mustang", trim: "" },
      headers: csrf(browser),
    });
    const byYear = new Map(
      typed
        .json()
        .vehicles.map((v: { year: number; trim: string; href: string | null }) => [
          `${v.year} ${v.trim}`,
          v.href,
        ]),
    );
    expect(byYear.get("2020 le")).toBe("/vehicles/toyota/camry/2020?trim=LE");
    expect(byYear.get("1968 ")).toBeNull();
  });
});
