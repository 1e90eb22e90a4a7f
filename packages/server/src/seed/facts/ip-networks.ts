/**
 * The data set's IP networks: only the ranges set aside for documentation (RFC 5737, RFC 3849),
 * which no shopper's connection comes from, placed at ZIP codes the data set has, so the demo
 * and the tests of a refused location have known answers. A store loads a real table with
 * `npm run geo:ip-networks` (README, "IP networks").
 */
import type { IpNetworkRow } from "../../modules/geo/ip-network.repository";

// biome-ignore format: one network per row
export const DOCUMENTATION_IP_NETWORKS: IpNetworkRow[] = [
  // TEST-NET-1: New York, 10001.
  { network: "192.0.2.0/24", latitude: 40.7484, longitude: -73.9967 },
  // TEST-NET-2: Fort Lauderdale, 33301.
  { network: "198.51.100.0/24", latitude: 26.1216, longitude: -80.1288 },
  // TEST-NET-3: Austin, 78704; its upper half is placed in Fort Lauderdale, 33301 (a narrower
  // network inside a wider one, as real tables have).
  { network: "203.0.113.0/24", latitude: 30.2428, longitude: -97.7658 },
  { network: "203.0.113.128/25", latitude: 26.1216, longitude: -80.1288 },
  // The IPv6 documentation prefix: Austin, 78704.
  { network: "2001:db8::/32", latitude: 30.2428, longitude: -97.7658 },
];
