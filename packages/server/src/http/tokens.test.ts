import { describe, expect, it } from "vitest";
import { hashSecret, signToken, verifySecret, verifyToken } from "./tokens";

describe("tokens", () => {
  const secret = "s".repeat(32);

  it("verifies its own tokens until they expire", () => {
    const token = signToken(secret, { sub: "partner", exp: 1_000 });
    expect(verifyToken(secret, token, 999)).toEqual({ sub: "partner", exp: 1_000 });
    expect(verifyToken(secret, token, 1_000)).toBeNull();
  });

  it("refuses a token signed with another secret or altered", () => {
    const token = signToken(secret, { sub: "partner", exp: 1_000 });
    expect(verifyToken("x".repeat(32), token, 0)).toBeNull();
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "admin", exp: 1_000 })).toString("base64url");
    expect(verifyToken(secret, `${forged}.${signature}`, 0)).toBeNull();
    expect(verifyToken(secret, `${payload}`, 0)).toBeNull();
    expect(verifyToken(secret, "garbage", 0)).toBeNull();
  });

  it("hashes secrets with a salt and checks them", () => {
    const stored = hashSecret("demo-partner-secret");
    expect(stored).toMatch(/^scrypt\$/);
    expect(hashSecret("demo-partner-secret")).not.toBe(stored);
    expect(verifySecret("demo-partner-secret", stored)).toBe(true);
    expect(verifySecret("wrong", stored)).toBe(false);
  });
});
