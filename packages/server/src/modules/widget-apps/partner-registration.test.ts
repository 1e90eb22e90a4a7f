import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../http/errors";
import { createTestApp } from "../../testing/databases";
import { installers } from "../installers/installers.schema";
import { PARTNER_ADD_USAGE, parsePartnerArgs, partnerAddCommand } from "./partner-registration";
import { loadRegisteredOrigins } from "./registered-origins";
import { apiClients, widgetApps } from "./widget-apps.schema";

const STORE = "https://tires.example";

describe("npm run partner:add", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => ctx?.close());

  const refusal = async (args: string[]) => {
    try {
      await partnerAddCommand(ctx.database.db, args, STORE);
    } catch (error) {
      if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
      throw error;
    }
    throw new Error("accepted");
  };

  it("registers a shop's site: its widget app, a publishable key, and the tags to paste", async () => {
    const db = ctx.database.db;
    const [shop] = await db
      .select({ id: installers.id, company: installers.company })
      .from(installers)
      .limit(1);
    if (!shop) throw new Error("the data set has no shop");
    const origin = "https://new-shop.example";
    expect(await loadRegisteredOrigins(db)).not.toContain(origin);

    const lines = await partnerAddCommand(
      db,
      ["--origin", `${origin}/`, "--kind", "installer", "--installer", String(shop.id)],
      STORE,
    );
    const [app] = await db.select().from(widgetApps).where(eq(widgetApps.siteUrl, origin));
    expect(app).toMatchObject({
      identifier: "installer-widget",
      name: shop.company,
      installerId: shop.id,
      allowedOrigins: [origin],
    });
    const [client] = await db
      .select()
      .from(apiClients)
      .where(eq(apiClients.widgetAppId, app?.id ?? 0));
    expect(client).toMatchObject({ secretHash: null, allowedOrigins: [origin] });
    expect(client?.clientId).toMatch(/^pk_[0-9a-f]{24}$/);
    expect(lines).toEqual([
      `Registered ${origin} for the installer widget: widget app ${app?.id}, publishable key ${client?.clientId}.`,
      "Paste where the widget goes:",
      `<treadkit-installer sub-domain="${app?.subDomain}"></treadkit-installer>\n<script async src="${STORE}/widgets/loader.js"></script>`,
    ]);

    // The API now answers the site's browser, and the widget finds its shop by the sub-domain.
    expect(await loadRegisteredOrigins(db)).toContain(origin);
    const preflight = await ctx.app.inject({
      method: "OPTIONS",
      url: "/api/widget-app-config",
      headers: { origin, "access-control-request-method": "GET" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBe(origin);
    const config = await ctx.app.inject({
      url: `/api/widget-app-config?identifier=installer-widget&subDomain=${app?.subDomain}`,
      headers: { origin },
    });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ installerId: String(shop.id) });

    // Once only.
    expect(
      await refusal(["--origin", origin, "--kind", "affiliate", "--name", "Another name"]),
    ).toEqual({ status: 409, message: `${origin} is registered already (widget app ${app?.id})` });
  });

  it("registers a blog and a brand's site, each under a sub-domain of its own", async () => {
    const blog = await partnerAddCommand(
      ctx.database.db,
      ["--origin", "https://blog.example", "--kind", "affiliate", "--name", "Tire Talk"],
      STORE,
    );
    expect(blog[2]).toBe(
      `<treadkit-affiliate source-id="tire-talk"></treadkit-affiliate>\n<script async src="${STORE}/widgets/loader.js"></script>`,
    );
    const again = await partnerAddCommand(
      ctx.database.db,
      ["--origin", "https://blog2.example", "--kind", "affiliate", "--name", "Tire Talk"],
      STORE,
    );
    expect(again[2]).toContain('source-id="tire-talk-2"');
    const brand = await partnerAddCommand(
      ctx.database.db,
      ["--origin", "https://brand.example", "--kind", "tiremaker", "--brand", "michelin"],
      STORE,
    );
    expect(brand[2]).toMatch(
      /^<treadkit-tiremaker brand="michelin" source-id="michelin-brand-example">/,
    );
  });

  it("refuses what it cannot register, and stores nothing", async () => {
    const before = (await ctx.database.db.select().from(widgetApps)).length;
    expect(await refusal([])).toEqual({ status: 400, message: PARTNER_ADD_USAGE });
    expect(await refusal(["--origin", "https://a.example", "--kind", "installer"])).toEqual({
      status: 400,
      message: PARTNER_ADD_USAGE,
    });
    expect(await refusal(["--origin", "javascript:alert(1)", "--kind", "affiliate"])).toEqual({
      status: 400,
      message:
        '--origin must be a site\'s origin, such as https://shop.example, not "javascript:alert(1)"',
    });
    expect(
      await refusal(["--origin", "https://a.example/shop", "--kind", "affiliate"]),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await refusal([
        "--origin",
        "https://a.example",
        "--kind",
        "installer",
        "--installer",
        "99999999",
      ]),
    ).toEqual({ status: 404, message: "No installer has the id 99999999" });
    expect(
      await refusal(["--origin", "https://a.example", "--kind", "tiremaker", "--brand", "nope"]),
    ).toEqual({ status: 404, message: 'No brand has the slug "nope"' });
    expect((await ctx.database.db.select().from(widgetApps)).length).toBe(before);
    expect(parsePartnerArgs(["--kind", "affiliate", "--origin", "https://a.example"])).toEqual({
      origin: "https://a.example",
      kind: "affiliate",
    });
  });
});
