import { describe, expect, it } from "vitest";
import { userZipFromCookie } from "./location";

describe("the shopper's ZIP cookie", () => {
  it("reads a ZIP code, the five digits of a ZIP+4", () => {
    expect(userZipFromCookie("a=1; USER_ZIP=78701")).toBe("78701");
    expect(userZipFromCookie("USER_ZIP=78701-1234")).toBe("78701");
  });

  it("ignores a missing or malformed value", () => {
    expect(userZipFromCookie(null)).toBeNull();
    expect(userZipFromCookie("USER_ZIP=7870")).toBeNull();
    expect(userZipFromCookie("USER_ZIP=%3Cscript%3E")).toBeNull();
  });
});
