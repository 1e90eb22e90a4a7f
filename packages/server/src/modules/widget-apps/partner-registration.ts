import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { slugify } from "@treadkit/core/catalog";
import { DB_ID_PATTERN } from "@treadkit/core/validation";
import { httpOrigin } from "@treadkit/core/widget";
import { arrayContains, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { findBrandName } from "../catalog/catalog.repository";
import { installers } from "../installers/installers.schema";
import { apiClients, widgetApps } from "./widget-apps.schema";

/*
 * Registering a partner's site for a widget, as the operator does it from a terminal:
 * `npm run partner:add -- --origin https://shop.example --kind installer --installer 12`.
 * One widget app with the site as its origin, one publishable API key bound to it, and the tags
 * the partner pastes. The API's CORS check reads registered origins every few seconds, so the
 * site works without a restart.
 */

const PARTNER_KINDS = ["installer", "affiliate", "tiremaker"] as const;
type PartnerKind = (typeof PARTNER_KINDS)[number];

export const PARTNER_ADD_USAGE = [
  "Usage: npm run partner:add -- --origin <https://site> --kind installer --installer <installerId> [--name <name>]",
  "       npm run partner:add -- --origin <https://site> --kind affiliate [--name <name>]",
  "       npm run partner:add -- --origin <https://site> --kind tiremaker --brand <brand slug> [--name <name>]",
].join("\n");

export type PartnerRequest = {
  origin: string;
  kind: PartnerKind;
  installerId?: number;
  brand?: string;
  name?: string;
};

const FLAGS = {
  origin: { type: "string" },
  kind: { type: "string" },
  installer: { type: "string" },
  brand: { type: "string" },
  name: { type: "string" },
} as const;

/** The command's flags (node's parseArgs), each once; anything else is the usage. */
export function parsePartnerArgs(args: readonly string[]): PartnerRequest {
  const parsed = (() => {
    try {
      return parseArgs({ args: [...args], options: FLAGS, strict: true, tokens: true });
    } catch {
      throw badRequest(PARTNER_ADD_USAGE, "USAGE");
    }
  })();
  const given = parsed.tokens.filter((token) => token.kind === "option").map((t) => t.name);
  if (new Set(given).size !== given.length) throw badRequest(PARTNER_ADD_USAGE, "USAGE");
  const values = parsed.values;
  const kind = PARTNER_KINDS.find((k) => k === values.kind?.trim());
  const origin = values.origin?.trim() ?? "";
  const installer = values.installer?.trim();
  const brand = values.brand?.trim();
  const name = values.name?.trim();
  const fits =
    kind !== undefined &&
    (kind === "installer") === (installer !== undefined) &&
    (kind === "tiremaker") === (brand !== undefined) &&
    (name === undefined || (name.length > 0 && name.length <= 80));
  if (!fits) throw badRequest(PARTNER_ADD_USAGE, "USAGE");
  if (httpOrigin(origin) !== origin.replace(/\/$/, "")) {
    throw badRequest(
      `--origin must be a site's origin, such as https://shop.example, not "${origin}"`,
    );
  }
  if (installer !== undefined && !DB_ID_PATTERN.test(installer)) {
    throw badRequest(`--installer takes an installer id, not "${installer}"`);
  }
  return {
    origin: origin.replace(/\/$/, ""),
    kind,
    ...(installer !== undefined ? { installerId: Number(installer) } : {}),
    ...(brand !== undefined ? { brand } : {}),
    ...(name !== undefined ? { name } : {}),
  };
}

type RegisteredPartner = {
  widgetAppId: number;
  clientId: string;
  subDomain: string;
  /** What the partner pastes where the widget goes. */
  snippet: string;
};

/** A sub-domain from the name no other widget app has: "sunrise-tire-pros", "…-2". */
async function freeSubDomain(db: Db, name: string): Promise<string> {
  const base = slugify(name) || "partner";
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db
      .select({ id: widgetApps.id })
      .from(widgetApps)
      .where(eq(widgetApps.subDomain, candidate));
    if (!taken) return candidate;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function snippetFor(request: PartnerRequest, subDomain: string, storeOrigin: string): string {
  const element =
    request.kind === "installer"
      ? `<treadkit-installer sub-domain="${subDomain}"></treadkit-installer>`
      : request.kind === "affiliate"
        ? `<treadkit-affiliate source-id="${subDomain}"></treadkit-affiliate>`
        : `<treadkit-tiremaker brand="${escapeAttribute(request.brand ?? "")}" source-id="${subDomain}"></treadkit-tiremaker>`;
  return `${element}\n<script async src="${storeOrigin}/widgets/loader.js"></script>`;
}

/** Registers the partner's site; refused when the site is registered already. */
async function registerPartner(
  db: Db,
  request: PartnerRequest,
  storeOrigin: string,
): Promise<RegisteredPartner> {
  let name = request.name;
  let installerId: number | null = null;
  if (request.kind === "installer") {
    const [shop] = await db
      .select({ id: installers.id, company: installers.company })
      .from(installers)
      .where(eq(installers.id, request.installerId ?? 0));
    if (!shop) throw notFound(`No installer has the id ${request.installerId}`);
    installerId = shop.id;
    name ??= shop.company;
  }
  if (request.kind === "tiremaker") {
    const brand = await findBrandName(db, request.brand ?? "");
    if (!brand) throw notFound(`No brand has the slug "${request.brand}"`);
    name ??= `${brand} (${new URL(request.origin).host})`;
  }
  name ??= new URL(request.origin).host;
  return inTransaction(db, async (txDb) => {
    const [known] = await txDb
      .select({ id: widgetApps.id })
      .from(widgetApps)
      .where(
        or(
          eq(widgetApps.siteUrl, request.origin),
          arrayContains(widgetApps.allowedOrigins, [request.origin]),
        ),
      );
    if (known) {
      throw new HttpError(
        409,
        "ALREADY_REGISTERED",
        `${request.origin} is registered already (widget app ${known.id})`,
      );
    }
    const subDomain = await freeSubDomain(txDb, name ?? "");
    const [app] = await txDb
      .insert(widgetApps)
      .values({
        identifier: request.kind === "installer" ? "installer-widget" : `${request.kind}-widget`,
        name: name ?? subDomain,
        subDomain,
        siteUrl: request.origin,
        installerId,
        allowedOrigins: [request.origin],
      })
      .returning({ id: widgetApps.id });
    if (!app) throw new Error("the widget app was not stored");
    const clientId = `pk_${randomBytes(12).toString("hex")}`;
    await txDb
      .insert(apiClients)
      .values({ clientId, allowedOrigins: [request.origin], widgetAppId: app.id });
    return {
      widgetAppId: app.id,
      clientId,
      subDomain,
      snippet: snippetFor(request, subDomain, storeOrigin),
    };
  });
}

/** `npm run partner:add`: registers the site and prints what the partner pastes. */
export async function partnerAddCommand(
  db: Db,
  args: readonly string[],
  storeOrigin: string,
): Promise<string[]> {
  const request = parsePartnerArgs(args);
  const partner = await registerPartner(db, request, storeOrigin);
  return [
    `Registered ${request.origin} for the ${request.kind} widget: widget app ${partner.widgetAppId}, publishable key ${partner.clientId}.`,
    "Paste where the widget goes:",
    partner.snippet,
  ];
}
