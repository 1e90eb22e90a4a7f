import { describe, expect, it } from "vitest";
import {
  findUsState,
  isMilitaryState,
  isValidUsState,
  STATE_MESSAGE,
  US_STATES,
  usStateSchema,
} from "./state";

describe("US_STATES", () => {
  it("holds the 50 states, DC and Puerto Rico, each code once", () => {
    expect(US_STATES).toHaveLength(52);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(52);
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.code))).toBe(true);
    expect(findUsState("DC")?.name).toBe("District of Columbia");
    expect(findUsState("PR")?.name).toBe("Puerto Rico");
  });

  it("leaves out the military states and other territories", () => {
    for (const code of ["AA", "AE", "AP", "GU", "VI", "AS"]) {
      expect(findUsState(code), code).toBeUndefined();
    }
  });
});

describe("findUsState", () => {
  it("finds a state by code or name in any case", () => {
    expect(findUsState("fl")).toEqual({ code: "FL", name: "Florida" });
    expect(findUsState(" new york ")).toEqual({ code: "NY", name: "New York" });
    expect(isValidUsState("Wyoming")).toBe(true);
  });

  it("finds nothing for empty or unknown text", () => {
    expect(isValidUsState("")).toBe(false);
    expect(isValidUsState("XX")).toBe(false);
    expect(isValidUsState("Flo")).toBe(false);
  });
});

describe("isMilitaryState", () => {
  it("is true for AA, AE and AP only", () => {
    expect(isMilitaryState("AA")).toBe(true);
    expect(isMilitaryState("ae")).toBe(true);
    expect(isMilitaryState(" AP ")).toBe(true);
    expect(isMilitaryState("AL")).toBe(false);
  });
});

describe("usStateSchema", () => {
  it("hands on the two-letter code", () => {
    expect(usStateSchema.parse("florida")).toBe("FL");
    expect(usStateSchema.parse("tx")).toBe("TX");
  });

  it("reports the spec's message", () => {
    expect(usStateSchema.safeParse("").error?.issues[0]?.message).toBe(STATE_MESSAGE);
    expect(usStateSchema.safeParse(undefined).error?.issues[0]?.message).toBe(STATE_MESSAGE);
  });
});
