import { createReadStream, existsSync } from "node:fs";
import { isIP } from "node:net";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { parse } from "csv-parse";
import type { Database, Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest } from "../../http/errors";
import { deleteAllNetworks, type IpNetworkRow, upsertNetworks } from "./ip-network.repository";

const IP_NETWORKS_USAGE = "Usage: npm run geo:ip-networks -- <file.csv|file.csv.gz>… [--replace]";

/**
 * A network placed less precisely than this (GeoLite2's accuracy_radius, in km) is not loaded:
 * country-level rows sit at the country's centre, and would give the shopper a ZIP code in the
 * middle of Kansas instead of asking for theirs.
 */
const MAX_ACCURACY_RADIUS_KM = 100;

const BATCH = 1_000;

export type IpNetworksLoaded = { loaded: number; skipped: number };

/**
 * One row of a GeoLite2-City blocks file as the table keeps it; null for a row the table does
 * not want (no coordinates, or placed no closer than its country). A network that is not one
 * is an error: the file is not what it should be.
 */
export function networkRowOf(record: Record<string, string>, line: number): IpNetworkRow | null {
  const network = record.network?.trim() ?? "";
  const [address, prefix, ...extra] = network.split("/");
  const family = isIP(address ?? "");
  const bits = Number(prefix);
  if (
    family === 0 ||
    extra.length > 0 ||
    !/^\d{1,3}$/.test(prefix ?? "") ||
    bits > (family === 4 ? 32 : 128)
  ) {
    throw badRequest(`Line ${line}: "${network}" is not a network (address/prefix)`, "BAD_ROW");
  }
  const latitude = record.latitude?.trim() ?? "";
  const longitude = record.longitude?.trim() ?? "";
  if (latitude === "" || longitude === "") return null;
  const radius = record.accuracy_radius?.trim();
  if (radius && Number(radius) > MAX_ACCURACY_RADIUS_KM) return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) {
    throw badRequest(`Line ${line}: "${latitude},${longitude}" is not a position`, "BAD_ROW");
  }
  return { network, latitude: lat, longitude: lon };
}

/**
 * Loads GeoLite2-City style CSVs (a header naming network, latitude and longitude; other
 * columns are read past) into the IP table as they stream, in one transaction: a network
 * already there is moved, so loading a file twice changes nothing. `replace` empties the table
 * first, for a new release that drops networks (give it the IPv4 and IPv6 files together);
 * shoppers see the old table until the load commits.
 */
export async function importIpNetworks(
  db: Db,
  inputs: readonly (() => Readable)[],
  { replace = false }: { replace?: boolean } = {},
): Promise<IpNetworksLoaded> {
  return inTransaction(db, async (t) => {
    if (replace) await deleteAllNetworks(t);
    const counts: IpNetworksLoaded = { loaded: 0, skipped: 0 };
    for (const open of inputs) {
      const { loaded, skipped } = await loadFile(t, open());
      counts.loaded += loaded;
      counts.skipped += skipped;
    }
    return counts;
  });
}

/** The header of a blocks file, refused when it lacks a column the table is made from. */
function checkedHeader(columns: string[]): string[] {
  const missing = ["network", "latitude", "longitude"].filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    throw badRequest(
      `The file's header has no ${missing.join(", ")} column: a GeoLite2-City blocks CSV is expected (network,…,latitude,longitude,…)`,
      "BAD_HEADER",
    );
  }
  return columns;
}

async function loadFile(db: Db, input: Readable): Promise<IpNetworksLoaded> {
  const records = input.pipe(
    parse({ columns: checkedHeader, bom: true, skip_empty_lines: true, trim: true, info: true }),
  );
  // A file that cannot be read fails the parse, and so the load, with its own error.
  input.on("error", (error) => records.destroy(error));
  let batch: IpNetworkRow[] = [];
  const counts: IpNetworksLoaded = { loaded: 0, skipped: 0 };
  for await (const { record, info } of records as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    const row = networkRowOf(record, info.lines);
    if (!row) {
      counts.skipped += 1;
      continue;
    }
    batch.push(row);
    if (batch.length === BATCH) {
      await upsertNetworks(db, batch);
      counts.loaded += batch.length;
      batch = [];
    }
  }
  await upsertNetworks(db, batch);
  counts.loaded += batch.length;
  return counts;
}

/** `npm run geo:ip-networks`: loads blocks files into the IP table; answers what it did. */
export async function ipNetworksCommand(
  database: Database,
  args: readonly string[],
): Promise<string[]> {
  const replace = args.includes("--replace");
  const files = args.filter((arg) => arg !== "--replace");
  if (files.length === 0 || files.some((file) => file.startsWith("--"))) {
    throw badRequest(IP_NETWORKS_USAGE, "USAGE");
  }
  const absent = files.find((file) => !existsSync(file));
  if (absent) throw badRequest(`No file ${absent}`, "NO_FILE");
  const opens = files.map((file) => () => {
    const raw = createReadStream(file);
    return file.endsWith(".gz") ? raw.pipe(createGunzip()) : raw;
  });
  const { loaded, skipped } = await importIpNetworks(database.db, opens, { replace });
  return [
    `${loaded} networks loaded${replace ? " (the table replaced)" : ""}, ${skipped} skipped (no position, or placed no closer than ${MAX_ACCURACY_RADIUS_KM} km)`,
  ];
}
