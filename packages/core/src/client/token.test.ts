import { describe, expect, it } from "vitest";
import { tokenResponseSchema } from "./token";

describe("token response check", () => {
  it("accepts a token, with expires_in as a number or a numeric string", () => {
    expect(tokenResponseSchema.safeParse({ access_token: "t", expires_in: 60 })).toEqual({
      success: true,
      data: { access_token: "t", expires_in: 60 },
    });
    expect(tokenResponseSchema.safeParse({ access_token: "t", expires_in: "60" })).toEqual({
      success: true,
      data: { access_token: "t", expires_in: 60 },
    });
    expect(tokenResponseSchema.safeParse({ access_token: "t" })).toEqual({
      success: true,
      data: { access_token: "t" },
    });
  });

  it.each([
    [null, "access_token"],
    [{ access_token: "" }, "access_token"],
    [{ access_token: 7 }, "access_token"],
    [{ access_token: "t", expires_in: 0 }, "expires_in"],
    [{ access_token: "t", expires_in: "soon" }, "expires_in"],
    [{ access_token: "t", expires_in: null }, "expires_in"],
  ])("refuses %j at %s", (body, path) => {
    const result = tokenResponseSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.path).toEqual([path]);
  });
});
