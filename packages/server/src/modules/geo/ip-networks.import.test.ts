import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/databases";
import { ipNetworks } from "./geo.schema";
import { findNetworkPoint } from "./ip-network.repository";
import { importIpNetworks, ipNetworksCommand, networkRowOf } from "./ip-networks.import";
import { zipOfAddress } from "./location.service";

/** The columns of a GeoLite2-City blocks file, as MaxMind publishes it. */
const HEADER =
  "network,geoname_id,registered_country_geoname_id,represented_country_geoname_id,is_anonymous_proxy,is_satellite_provider,postal_code,latitude,longitude,accuracy_radius,is_anycast";
const BLOCKS = [
  HEADER,
  // Austin, a wide network; a narrower one inside it in Fort Lauderdale.
  "100.64.0.0/10,4671654,6252001,,0,0,78704,30.2428,-97.7658,20,",
  "100.80.0.0/16,4155966,6252001,,0,0,33301,26.1216,-80.1288,5,",
  // Placed only at the country's centre, and not placed at all: neither is loaded.
  "100.81.0.0/16,6252001,6252001,,0,0,,37.7510,-97.8220,1000,",
  "100.82.0.0/16,,6252001,,1,0,,,,,",
  // IPv6, New York.
  '2001:db8:100::/48,5128581,6252001,,0,0,"10001",40.7484,-73.9967,10,',
].join("\n");

/** The text in small chunks, as a file streams. */
const streamOf = (text: string) => () => Readable.from(text.match(/[\s\S]{1,37}/g) ?? []);

describe.each(testDatabaseKinds())("loading a GeoLite2-City table on %s", (kind) => {
  let test: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    folder = mkdtempSync(join(tmpdir(), "ip-networks-"));
  });
  afterAll(async () => {
    await test?.drop();
    rmSync(folder, { recursive: true, force: true });
  });
  const db = () => test.database.db;
  const rows = async () => (await db().select({ n: count() }).from(ipNetworks))[0]?.n;

  it("loads the placed networks, and their addresses get the ZIP code nearest them", async () => {
    const before = await rows();
    expect(await importIpNetworks(db(), [streamOf(BLOCKS)])).toEqual({ loaded: 3, skipped: 2 });
    expect(await rows()).toBe((before ?? 0) + 3);
    expect((await zipOfAddress(db(), "100.65.1.1"))?.zip).toBe("78704");
    expect((await zipOfAddress(db(), "100.80.9.9"))?.zip).toBe("33301");
    // A country-level row is not loaded: its addresses take the wider network around them.
    expect((await zipOfAddress(db(), "100.81.0.1"))?.zip).toBe("78704");
    expect((await zipOfAddress(db(), "2001:db8:100::42"))?.zip).toBe("10001");
  });

  it("changes nothing loaded twice, and moves a network a new file places elsewhere", async () => {
    const before = await rows();
    await importIpNetworks(db(), [streamOf(BLOCKS)]);
    expect(await rows()).toBe(before);
    const moved = `${HEADER}\n100.80.0.0/16,5128581,6252001,,0,0,10001,40.7484,-73.9967,5,`;
    expect(await importIpNetworks(db(), [streamOf(moved)])).toEqual({ loaded: 1, skipped: 0 });
    expect(await rows()).toBe(before);
    expect((await zipOfAddress(db(), "100.80.9.9"))?.zip).toBe("10001");
  });

  it("refuses a file that is not a blocks table, and keeps the table as it was", async () => {
    const before = await rows();
    const noHeader = streamOf("100.200.0.0/16,30.2,-97.7\n");
    await expect(importIpNetworks(db(), [noHeader])).rejects.toThrow(/no network, latitude/);
    const badRow = `${HEADER}\n100.200.0.0/16,1,1,,0,0,,30.2,-97.7,5,\n300.1.0.0/16,1,1,,0,0,,30.2,-97.7,5,`;
    await expect(importIpNetworks(db(), [streamOf(badRow)])).rejects.toThrow(
      /^Line 3: "300.1.0.0\/16" is not a network/,
    );
    expect(await rows()).toBe(before);
    expect(await findNetworkPoint(db(), "100.200.0.1")).toBeNull();
  });

  it("runs as the operator command on files, gzipped too, replacing the table when asked", async () => {
    const ipv4 = join(folder, "GeoLite2-City-Blocks-IPv4.csv");
    const ipv6 = join(folder, "GeoLite2-City-Blocks-IPv6.csv.gz");
    writeFileSync(ipv4, BLOCKS.split("\n").slice(0, 5).join("\n"));
    writeFileSync(ipv6, gzipSync(`${HEADER}\n${BLOCKS.split("\n")[5]}\n`));
    expect(await ipNetworksCommand(test.database, [ipv4, ipv6, "--replace"])).toEqual([
      "3 networks loaded (the table replaced), 2 skipped (no position, or placed no closer than 100 km)",
    ]);
    expect(await rows()).toBe(3);
    // The data set's documentation networks went with the table they were in.
    expect(await findNetworkPoint(db(), "203.0.113.7")).toBeNull();
    expect((await zipOfAddress(db(), "2001:db8:100::1"))?.zip).toBe("10001");
    await expect(ipNetworksCommand(test.database, [])).rejects.toThrow(/^Usage: npm run geo/);
    await expect(ipNetworksCommand(test.database, [join(folder, "none.csv")])).rejects.toThrow(
      /^No file/,
    );
  });
});

describe("a row of a blocks file", () => {
  const row = (network: string, latitude = "30.2", longitude = "-97.7", accuracy_radius = "5") =>
    networkRowOf({ network, latitude, longitude, accuracy_radius }, 2);
  it("is a network placed within 100 km, or nothing", () => {
    expect(row("100.64.0.0/10")).toEqual({
      network: "100.64.0.0/10",
      latitude: 30.2,
      longitude: -97.7,
    });
    expect(row("2001:db8::/32", "30.2", "-97.7", "100")).not.toBeNull();
    expect(row("100.64.0.0/10", "30.2", "-97.7", "101")).toBeNull();
    expect(row("100.64.0.0/10", "", "")).toBeNull();
  });
  it("is an error when the network or the position is not one", () => {
    for (const bad of ["100.64.0.0", "100.64.0.0/33", "2001:db8::/129", "x/8", "1.2.3.4/8/8"]) {
      expect(() => row(bad), bad).toThrow(/^Line 2: .* is not a network/);
    }
    expect(() => row("100.64.0.0/10", "91", "0")).toThrow(/is not a position/);
  });
});
