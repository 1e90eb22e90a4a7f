import { LOCATION_NO_RESULTS_MESSAGE } from "@treadkit/core/location";
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
});
