import { describe, expect, it } from "vitest";
import { contextHeaders, localTime, withSsoUid } from "./context";

describe("localTime", () => {
  it("formats the local time as zero-padded hh:mm", () => {
    expect(localTime({ now: () => new Date(2024, 0, 1, 0, 0).getTime() })).toBe("00:00");
    expect(localTime({ now: () => new Date(2024, 0, 1, 13, 7).getTime() })).toBe("13:07");
  });
});

describe("contextHeaders", () => {
  it("drops empty values instead of sending empty headers", () => {
    const headers = contextHeaders({ userToken: "", sessionId: "s" }, "09:30", { token: "" });
    expect(headers).toEqual({ "x-user-session-id": "s", "x-user-time": "09:30" });
  });
});

describe("withSsoUid", () => {
  class Payload {
    label = "x";
  }

  it("adds ssoUid to plain objects without overriding the caller's", () => {
    expect(withSsoUid({ a: 1 }, "u")).toEqual({ ssoUid: "u", a: 1 });
    expect(withSsoUid({ ssoUid: "mine" }, "u")).toEqual({ ssoUid: "mine" });
  });

  it("leaves arrays, primitives, class instances and a missing uid alone", () => {
    const instance = new Payload();
    expect(withSsoUid([1], "u")).toEqual([1]);
    expect(withSsoUid("text", "u")).toBe("text");
    expect(withSsoUid(instance, "u")).toBe(instance);
    expect(withSsoUid({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});
