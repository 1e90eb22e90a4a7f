import { USER_TYPES } from "@treadkit/core/session";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../modules/identity/passwords";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PASSWORD_HASH } from "./accounts";

describe("demo accounts", () => {
  it("store the hash of the documented password", async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword("treadkit-dem0", DEMO_PASSWORD_HASH)).toBe(false);
  });

  it("give one account to every buyer kind but the guest's", () => {
    const kinds = new Set(DEMO_ACCOUNTS.map((account) => account.userType));
    expect([...kinds].sort()).toEqual(USER_TYPES.filter((type) => type !== "none").sort());
  });
});
