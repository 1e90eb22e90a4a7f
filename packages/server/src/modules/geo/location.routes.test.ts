import { LOCATION_NO_RESULTS_MESSAGE } from "@treadkit/core/location";
import { US_ZIP_MESSAGE } from "@treadkit/core/validation";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";

describe.each(testDatabaseKinds())("the ZIP code of a position on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const near = (query: string) => ctx.app.inject({ url: `/api/location/zip?${query}` });

  it("answers the ZIP code nearest the point, and nothing of the point itself", async () => {
    // Beside the centre of Fort Lauderdale's 33301.
    const found = await near("latitude=26.1210&longitude=-80.1280");
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ zip: "33301", city: "Fort Lauderdale", state: "FL" });
    expect(found.headers["cache-control"]).toBe("no-store");
    // Beside the centre of Austin's 78704.
    expect((await near("latitude=30.2430&longitude=-97.7650")).json().zip).toBe("78704");
  });

  it("says no results far from any ZIP code, and refuses what is not a position", async () => {
    const ocean = await near("latitude=30&longitude=-45");
    expect(ocean.statusCode).toBe(404);
    expect(ocean.json().errorMessage).toBe(LOCATION_NO_RESULTS_MESSAGE);
    for (const bad of ["latitude=91&longitude=0", "latitude=x&longitude=0", "longitude=0"]) {
      expect((await near(bad)).statusCode).toBe(400);
    }
  });

  it("answers a ZIP code's city and state, for the address forms to suggest", async () => {
    const lookUp = (zip: string) => ctx.app.inject({ url: `/api/v1/zip-codes/${zip}` });
    const austin = await lookUp("78704");
    expect(austin.statusCode).toBe(200);
    expect(austin.json()).toEqual({ zip: "78704", city: "Austin", state: "TX" });
    expect(austin.headers["cache-control"]).toMatch(/^public/);
    expect((await lookUp("10001-1234")).json()).toEqual({
      zip: "10001",
      city: "New York",
      state: "NY",
    });
    for (const unknown of ["00000", "99999"]) {
      const missing = await lookUp(unknown);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ errorMessage: US_ZIP_MESSAGE, code: "UNKNOWN_ZIP" });
    }
    for (const bad of ["787", "7870a", "78704-12", "%20"]) {
      const refused = await lookUp(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorMessage).toBe(US_ZIP_MESSAGE);
    }
  });
});
