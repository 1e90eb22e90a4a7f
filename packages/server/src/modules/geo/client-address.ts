import { isIP } from "node:net";

/**
 * The address to look up in the IP table, from the client address the server sees: an IPv4
 * address a dual-stack socket reports as IPv6 (::ffff:203.0.113.7) is looked up as IPv4, as
 * the table holds it; anything that is not an address (a trusted proxy's garbled header) is null.
 */
export function lookupAddress(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  return isIP(address) === 0 ? null : address;
}
