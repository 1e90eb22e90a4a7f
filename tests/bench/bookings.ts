/**
 * Booking benchmark: three server processes on one PostgreSQL database (DATABASE_URL), loaded
 * with install-time bookings over loopback at 50 connections spread over the three. Reports
 * guaranteed bookings per second (200s: the place is held in the database), refusals (409: the
 * slot was full), p50/p99 latency, and overbookings counted from the rows afterwards (must be 0).
 * Part of `npm run bench`; on its own: `node --import tsx tests/bench/bookings.ts`.
 */
import autocannon from "autocannon";
import pg from "pg";
import { TEST_NOW } from "../../packages/server/src/testing/clock";
import { createSeededPostgres } from "../../packages/server/src/testing/databases";
import { type ServerFleet, startServers } from "../support/server-processes";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 3);
const SHOPS = 300;
const CARTS = 40_000;

type Slot = { installerId: string; date: string; slotTime: string; isDropOff: boolean };

/** Open slots of the first SHOPS shops, read through the API as the widgets read them. */
async function openSlots(base: string, shopIds: number[]): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (const id of shopIds) {
    const response = await fetch(`${base}/api/installers/${id}/schedule`);
    const { siteInstallerSchedule } = (await response.json()) as {
      siteInstallerSchedule: {
        scheduleDays: { slots: (Omit<Slot, "installerId"> & { isSlotAvailable: boolean })[] }[];
      };
    };
    for (const day of siteInstallerSchedule.scheduleDays) {
      for (const s of day.slots) {
        if (s.isSlotAvailable)
          slots.push({
            installerId: String(id),
            date: s.date,
            slotTime: s.slotTime,
            isDropOff: s.isDropOff,
          });
      }
    }
  }
  return slots;
}

/** Runs the booking load on a new database with the data set, on DATABASE_URL's server. */
export async function benchBookings(): Promise<void> {
  const database = await createSeededPostgres("treadkit_bench_bookings");
  const databaseUrl = database.url;
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let fleet: ServerFleet | null = null;
  try {
    const started = Date.now();
    // autocannon's connections all come from one address: the per-client cap is lifted here.
    fleet = await startServers(PROCESSES, databaseUrl, {
      CLOCK_START: TEST_NOW.toISOString(),
      SLOT_HOLDS_PER_CLIENT: "1000000",
    });
    console.log(
      `\n${PROCESSES} processes on PostgreSQL up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const shopIds = (
      await sql.query<{ id: number }>(
        "select id from installers where not is_mobile_install order by id limit $1",
        [SHOPS],
      )
    ).rows.map((r) => r.id);
    const bases = fleet.bases();
    const slots = await openSlots(bases[0] as string, shopIds);
    // Empty carts installed at a shop are enough to hold a place there; made in two
    // statements, not through the API. Cart i is installed at shop i mod SHOPS.
    const carts = (
      await sql.query<{ id: string }>(
        "insert into carts (zip) select '33301' from generate_series(1, $1) returning id",
        [CARTS],
      )
    ).rows.map((r) => r.id);
    await sql.query(
      `insert into cart_shipping (cart_id, shipping_option, installer_id)
       select c.id, 'installer', ($2::int[])[1 + (c.n - 1) % array_length($2::int[], 1)]
       from unnest($1::uuid[]) with ordinality as c(id, n)`,
      [carts, shopIds],
    );
    const slotsOf = new Map<string, Slot[]>();
    for (const slot of slots)
      slotsOf.set(slot.installerId, [...(slotsOf.get(slot.installerId) ?? []), slot]);
    let next = 0;
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const perProcess = Math.max(1, Math.floor(CONNECTIONS / bases.length));
    const runs = bases.map((base) =>
      autocannon({
        url: base,
        connections: perProcess,
        duration: SECONDS,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            setupRequest: (request) => {
              const index = next++ % carts.length;
              const cartId = carts[index];
              const own = slotsOf.get(String(shopIds[index % shopIds.length])) ?? slots;
              const { installerId, date, slotTime, isDropOff } = own[
                Math.floor(random() * own.length)
              ] as Slot;
              return {
                ...request,
                path: `/api/checkout/cart-appointment?cartId=${cartId}`,
                body: JSON.stringify({ installerId, date, slotTime, isDropOff }),
              };
            },
          },
        ],
      }),
    );
    const results = await Promise.all(runs);
    const ok = results.reduce((sum, r) => sum + (r["2xx"] ?? 0), 0);
    const refused = results.reduce((sum, r) => sum + (r.non2xx ?? 0), 0);
    const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
    const p50 = Math.max(...results.map((r) => r.latency.p50));
    const p99 = Math.max(...results.map((r) => r.latency.p99));
    const over = await sql.query(
      `select h.installer_id, h.slot_key from slot_holds h join installers i on i.id = h.installer_id
       where h.order_id is not null or h.held_until > now() - interval '1 day'
       group by h.installer_id, h.slot_key, i.slot_capacity having count(*) > i.slot_capacity`,
    );
    const held = await sql.query<{ n: number }>("select count(*)::int as n from slot_holds");
    console.log(
      `bookings | ${(ok / SECONDS).toFixed(0)} guaranteed/s | ${refused} refused (slot full) | ${errors} errors | p50 ${p50} ms | p99 ${p99} ms (worst process) | ${held.rows[0]?.n} places held | ${over.rowCount} overbooked slots   (${PROCESSES} processes, ${perProcess * bases.length} connections, ${SECONDS} s)`,
    );
    if ((over.rowCount ?? 0) > 0) throw new Error("overbooked slots");
  } finally {
    await fleet?.stop();
    await sql.end();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.DATABASE_URL) {
    console.error("DATABASE_URL is required: the booking benchmark runs on PostgreSQL");
    process.exit(1);
  }
  benchBookings().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
