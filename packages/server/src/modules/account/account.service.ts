import { vehicleHref } from "@treadkit/core/catalog";
import type { MemberOrder } from "@treadkit/core/order";
import { canCancel, type OrderStatus, trackingSteps } from "@treadkit/core/order";
import {
  GARAGE_FULL_MESSAGE,
  GARAGE_LIMIT,
  type GarageVehicle,
  type UserDetail,
  userDetailSchema,
} from "@treadkit/core/session";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { brands } from "../catalog/catalog.schema";
import { orders } from "../orders/orders.schema";
import { readOrder } from "../orders/orders.service";
import { userSessions } from "../session/session.schema";
import { vehicles } from "../vehicles/vehicles.schema";
import { garageVehicles, users } from "./account.schema";
import type { SignedInIdentity } from "./sign-on";
import {
  findCompany,
  findUserByEmail,
  findUserById,
  findUserByIdentity,
  insertUser,
  linkIdentity,
  type UserRow,
} from "./users.repository";

const MEMBER_ORDERS_LIMIT = 50;

export class SignInRefused extends Error {
  override name = "SignInRefused";
}

/**
 * The member an ID token names. The built-in provider's subject is the member's id; another
 * provider's is linked on first sign-in to the account with the same e-mail, or to a new one.
 */
export async function memberOfIdentity(
  db: Db,
  identity: SignedInIdentity,
  provider: { issuer: string; builtin: boolean },
): Promise<UserRow> {
  if (provider.builtin) {
    const user = await findUserById(db, identity.subject);
    if (!user) throw new SignInRefused("The account no longer exists");
    return user;
  }
  const linked = await findUserByIdentity(db, provider.issuer, identity.subject);
  if (linked) return linked;
  if (!identity.email) throw new SignInRefused("The identity provider sent no e-mail");
  const created = await insertUser(db, {
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    passwordHash: null,
  });
  if (!created && !identity.emailVerified) {
    // An unverified e-mail never takes over the account that already has it.
    throw new SignInRefused("An account with this e-mail already exists. Sign in with it instead.");
  }
  const member = created ?? (await findUserByEmailOrFail(db, identity.email));
  await linkIdentity(db, provider.issuer, identity.subject, member.id);
  return member;
}

async function findUserByEmailOrFail(db: Db, email: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new SignInRefused("The account could not be created");
  return user;
}

/**
 * The login sequence's server half (storefront.md §4): the shopper session is linked to the
 * member, buys as the member's user type, and takes the ZIP of the member's last order when it
 * has none of its own.
 */
export async function linkShopperSession(db: Db, sessionId: string | null, user: UserRow) {
  if (!sessionId) return;
  const [session] = await db
    .select({ zip: userSessions.userLocationZip })
    .from(userSessions)
    .where(eq(userSessions.id, sessionId));
  if (!session) return;
  let zip = session.zip;
  if (!zip) {
    const [last] = await db
      .select({ zip: orders.zip })
      .from(orders)
      .where(eq(orders.userId, user.id))
      .orderBy(desc(orders.placedAt))
      .limit(1);
    zip = last?.zip ?? null;
  }
  await db
    .update(userSessions)
    .set({ customerType: user.userType, userLocationZip: zip, updatedAt: new Date() })
    .where(eq(userSessions.id, sessionId));
}

/** At logout the shopper session buys as a guest again. */
export async function unlinkShopperSession(db: Db, sessionId: string | null) {
  if (!sessionId) return;
  await db
    .update(userSessions)
    .set({ customerType: "retail", updatedAt: new Date() })
    .where(eq(userSessions.id, sessionId));
}

/** The user detail of storefront.md §3. */
export async function userDetail(db: Db, user: UserRow): Promise<UserDetail> {
  const company = await findCompany(db, user.companyId);
  const brandNames = user.brandSlugs?.length
    ? await db
        .select({ name: brands.name })
        .from(brands)
        .where(inArray(brands.slug, user.brandSlugs))
        .orderBy(brands.name)
    : [];
  return userDetailSchema.parse({
    uid: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.email,
    brands: brandNames,
    accountTypes: [
      {
        name: user.accountType,
        userType: user.userType,
        deliveryMethods: user.deliveryMethods.map((name) => ({ name })),
        paymentGroups: user.paymentGroups.map((id) => ({ id })),
      },
    ],
    accountTypeCompany: company && {
      companyName: company.name,
      paymentGroups: company.paymentGroups.map((id) => ({ id })),
      deliveryMethods: company.deliveryMethods.map((name) => ({ name })),
      isTireReplacementCoverageAvailable: company.tireReplacementCoverage,
      isOccupationDiscountsAvailable: company.occupationDiscounts,
    },
    isTaxExempt: user.taxExempt,
  });
}

const memberReceiptPath = (orderNumber: string) => `/api/account/orders/${orderNumber}/receipt.pdf`;

/** The member's orders, newest first. */
export async function memberOrders(db: Db, userId: string, now: Date): Promise<MemberOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.placedAt))
    .limit(MEMBER_ORDERS_LIMIT);
  const list: MemberOrder[] = [];
  for (const row of rows) {
    const order = await readOrder(db, row);
    const status = row.status as OrderStatus;
    list.push({
      ...order,
      steps: trackingSteps(status),
      canCancel: canCancel({ status, placedAt: row.placedAt }, now),
      receiptUrl: memberReceiptPath(order.orderId),
    });
  }
  return list;
}

/** One of the member's orders by the number they see; null for anyone else's. */
export async function memberOrderRow(db: Db, userId: string, orderNumber: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)));
  return row ?? null;
}

export async function garageOf(db: Db, userId: string): Promise<GarageVehicle[]> {
  // A saved vehicle the catalogue knows (same year, make, model and trim) leads to its tires.
  const rows = await db
    .select({
      id: garageVehicles.id,
      year: garageVehicles.year,
      make: garageVehicles.make,
      model: garageVehicles.model,
      trim: garageVehicles.trim,
      vehicleId: vehicles.id,
      makeSlug: vehicles.makeSlug,
      modelSlug: vehicles.modelSlug,
      knownTrim: vehicles.trim,
    })
    .from(garageVehicles)
    .leftJoin(
      vehicles,
      and(
        eq(vehicles.year, garageVehicles.year),
        sql`lower(${vehicles.make}) = lower(${garageVehicles.make})`,
        sql`lower(${vehicles.model}) = lower(${garageVehicles.model})`,
        sql`lower(${vehicles.trim}) = lower(${garageVehicles.trim})`,
      ),
    )
    .where(eq(garageVehicles.userId, userId))
    .orderBy(desc(garageVehicles.createdAt), desc(garageVehicles.id));
  return rows.map(({ vehicleId, makeSlug, modelSlug, knownTrim, ...vehicle }) => ({
    ...vehicle,
    vehicleId,
    href:
      vehicleId !== null && makeSlug !== null && modelSlug !== null && knownTrim !== null
        ? vehicleHref({ makeSlug, modelSlug, year: vehicle.year, trim: knownTrim })
        : null,
  }));
}

/** Saves a vehicle (once: saving it again changes nothing); refused past GARAGE_LIMIT. */
export async function saveGarageVehicle(
  db: Db,
  userId: string,
  vehicle: Omit<GarageVehicle, "id">,
): Promise<GarageVehicle[]> {
  await db.transaction(async (tx) => {
    // The member's row is locked so two saves at once cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [row] = await tx
      .select({ n: count() })
      .from(garageVehicles)
      .where(eq(garageVehicles.userId, userId));
    const inserted = await tx
      .insert(garageVehicles)
      .values({ userId, ...vehicle })
      .onConflictDoNothing()
      .returning({ id: garageVehicles.id });
    if (inserted.length && (row?.n ?? 0) >= GARAGE_LIMIT) {
      throw new HttpError(409, "GARAGE_FULL", GARAGE_FULL_MESSAGE);
    }
  });
  return garageOf(db, userId);
}

/**
 * Keeps the vehicle a member shops for in My Garage; a full garage keeps its ten, and the
 * vehicle is still the one shopped for.
 */
export async function keepGarageVehicle(
  db: Db,
  userId: string,
  vehicle: { year: number; make: string; model: string; trim: string },
): Promise<void> {
  try {
    await saveGarageVehicle(db, userId, {
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim,
    });
  } catch (error) {
    if (!(error instanceof HttpError && error.code === "GARAGE_FULL")) throw error;
  }
}

export async function removeGarageVehicle(db: Db, userId: string, id: number) {
  await db
    .delete(garageVehicles)
    .where(and(eq(garageVehicles.userId, userId), eq(garageVehicles.id, id)));
  return garageOf(db, userId);
}
