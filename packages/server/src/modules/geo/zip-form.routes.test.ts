import { ZIP_MESSAGE } from "@treadkit/core/validation";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";

/** The header's manual ZIP entry as a plain form post (POST /location/zip). */
describe.each(testDatabaseKinds())("manual ZIP entry on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "POST",
      url: "/location/zip",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "shop.test",
        "sec-fetch-site": "same-origin",
        ...headers,
      },
      payload: new URLSearchParams(form).toString(),
    });

  it("keeps a known ZIP code for 90 days and returns to the page", async () => {
    const saved = await post({ zip: " 33137-1234 ", returnTo: "/brands?sort=name" });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/brands?sort=name");
    const cookie = saved.cookies.find((c) => c.name === "USER_ZIP");
    expect(cookie).toMatchObject({ value: "33137", path: "/", maxAge: 7_776_000 });
  });

  it("refuses a malformed or unknown ZIP code with the spec's message and keeps nothing", async () => {
    for (const zip of ["3313", "00000", "<b>"]) {
      const refused = await post({ zip, returnTo: "/" });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(ZIP_MESSAGE);
      expect(refused.cookies).toEqual([]);
    }
  });

  it("never sends the shopper off the site, and takes posts from our own pages only", async () => {
    const offsite = await post({ zip: "33137", returnTo: "//evil.example/" });
    expect(offsite.headers.location).toBe("/");
    const foreign = await post({ zip: "33137" }, { "sec-fetch-site": "cross-site" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies).toEqual([]);
  });
});
