import { INVALID_SIZE_MESSAGE, normaliseTireSizeSlug } from "@treadkit/core/catalog";
import type { searchHistoryItemSchema } from "@treadkit/core/session";
import {
  type PersonalizationUpdate,
  regionOfState,
  SEARCH_HISTORY_LIMIT,
  SESSION_REQUIRED,
  type SearchHistoryResponse,
  type SessionResponse,
  type UserPersonalization,
} from "@treadkit/core/session";
import { isUuid, ZIP_MESSAGE } from "@treadkit/core/validation";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { findProductsByIds } from "../catalog/catalog.repository";
import { reshapeProduct } from "../catalog/catalog.service";
import { findZip } from "../geo/zip.repository";
import {
  addHistory,
  clearHistory,
  createSession,
  findSession,
  listHistory,
  recentProductIds,
  recordView,
  type SessionRow,
  updateSession,
} from "./session.repository";

const RECENT_LIMIT = 12;

async function personalization(db: Db, row: SessionRow): Promise<UserPersonalization> {
  const place = row.userLocationZip ? await findZip(db, row.userLocationZip) : null;
  return {
    customer_type: row.customerType,
    gaClientId: row.gaClientId,
    rudderAnonymousId: row.rudderAnonymousId,
    rudderSessionId: row.rudderSessionId,
    userLocation: place
      ? {
          cityName: place.city,
          region: regionOfState(place.state),
          stateAbbr: place.state,
          zip: place.zip,
        }
      : null,
    userLocationZip: row.userLocationZip,
  };
}

/** The shopper's session: the one named by the header, or a new one. */
export async function openSession(
  db: Db,
  sessionId: string | undefined,
  regionId: number | undefined,
): Promise<SessionResponse> {
  const existing = isUuid(sessionId) ? await findSession(db, sessionId) : null;
  const row = existing ?? (await createSession(db, regionId));
  return { userSessionId: row.id, userPersonalization: await personalization(db, row) };
}

/** Calls under /users/me need a session the server knows. */
async function requireSession(db: Db, sessionId: string | undefined): Promise<SessionRow> {
  const row = isUuid(sessionId) ? await findSession(db, sessionId) : null;
  if (!row) throw new HttpError(401, "SESSION_REQUIRED", SESSION_REQUIRED);
  return row;
}

export async function updatePersonalization(
  db: Db,
  sessionId: string | undefined,
  body: PersonalizationUpdate,
): Promise<UserPersonalization> {
  const session = await requireSession(db, sessionId);
  let zip: string | undefined;
  if (body.userLocationZip) {
    const place = await findZip(db, body.userLocationZip.slice(0, 5));
    if (!place) throw badRequest(ZIP_MESSAGE, "UNKNOWN_ZIP");
    zip = place.zip;
  }
  const row = await updateSession(db, session.id, {
    gaClientId: body.gaClientId,
    rudderAnonymousId: body.rudderAnonymousId,
    rudderSessionId: body.rudderSessionId,
    userLocationZip: zip,
  });
  if (!row) throw new HttpError(401, "SESSION_REQUIRED", SESSION_REQUIRED);
  return personalization(db, row);
}

type HistoryItem = z.infer<typeof searchHistoryItemSchema>;

export async function getSearchHistory(
  db: Db,
  sessionId: string | undefined,
): Promise<SearchHistoryResponse> {
  const session = await requireSession(db, sessionId);
  const items = await listHistory(db, session.id, SEARCH_HISTORY_LIMIT);
  return {
    statusCode: 200,
    items: items.map((item) => ({
      ...item,
      vehicleMetadata: (item.vehicleMetadata as Record<string, string> | null) ?? null,
    })),
  };
}

export async function addSearchHistory(
  db: Db,
  sessionId: string | undefined,
  item: HistoryItem,
): Promise<SearchHistoryResponse> {
  const session = await requireSession(db, sessionId);
  await addHistory(
    db,
    {
      sessionId: session.id,
      label: item.label,
      link: item.link,
      typeName: item.typeName,
      detailLabel: item.detailLabel ?? null,
      vehicleMetadata: item.vehicleMetadata ?? null,
    },
    SEARCH_HISTORY_LIMIT,
  );
  return getSearchHistory(db, session.id);
}

export async function clearSearchHistory(
  db: Db,
  sessionId: string | undefined,
): Promise<SearchHistoryResponse> {
  const session = await requireSession(db, sessionId);
  await clearHistory(db, session.id);
  return { statusCode: 200, items: [] };
}

export async function recordRecentView(
  db: Db,
  sessionId: string | undefined,
  view: { itemId: string; source: string; dateOfVisit: string },
): Promise<void> {
  const session = await requireSession(db, sessionId);
  const [product] = await findProductsByIds(db, [Number(view.itemId)]);
  if (!product) throw notFound("Product not found", "PRODUCT_NOT_FOUND");
  await recordView(db, {
    sessionId: session.id,
    productId: product.id,
    source: view.source,
    dateOfVisit: view.dateOfVisit,
  });
}

/** Recently viewed tires, narrowed to a size (or the vehicle's OE size) when one is given. */
export async function recentTires(
  db: Db,
  sessionId: string | undefined,
  context: { size?: string | undefined; oem?: string | undefined },
) {
  const session = await requireSession(db, sessionId);
  const rows = await findProductsByIds(db, await recentProductIds(db, session.id, RECENT_LIMIT));
  const sizeText = context.size ?? context.oem;
  const slug = sizeText ? normaliseTireSizeSlug(sizeText) : null;
  if (sizeText && !slug) throw badRequest(INVALID_SIZE_MESSAGE, "INVALID_TIRE_SIZE");
  return {
    data: rows.filter((row) => !slug || row.sizeSlug === slug).map((row) => reshapeProduct(row)),
  };
}
