import { describe, expect, it } from "vitest";
import { lookupAddress } from "./client-address";

describe("the address looked up in the IP table", () => {
  it("is the client's address, an IPv4-mapped IPv6 address as IPv4", () => {
    expect(lookupAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(lookupAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(lookupAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(lookupAddress("::FFFF:198.51.100.1")).toBe("198.51.100.1");
  });

  it("is nothing when what the server saw is not an address", () => {
    for (const seen of [undefined, "", "unknown", "203.0.113.7, 10.0.0.1", "203.0.113.0/24"]) {
      expect(lookupAddress(seen)).toBeNull();
    }
  });
});
