import { describe, expect, it } from "vitest";
import { readDotCode } from "./dot";

const NOW = new Date("2026-11-28T12:00:00Z");
const read = (text: string) => readDotCode(text, NOW);
const code = (text: string) => {
  const reading = read(text);
  if (!reading.ok) throw new Error(`${text}: ${reading.problem}`);
  return reading.code;
};

describe("reading a DOT tire identification number", () => {
  it("reads the four-digit date code as week and year", () => {
    expect(code("DOT U9LP 2P4R 1224").made).toEqual({ week: 12, year: 2024 });
    expect(code("DOT 4B1P 71JR 0419").made).toEqual({ week: 4, year: 2019 });
    expect(code("DOT B6JB XXXX 5200").made).toEqual({ week: 52, year: 2000 });
  });

  it("names the plant of a maker the store carries, in the two- and three-symbol schemes", () => {
    const old = code("DOT U9LP 2P4R 1224");
    expect(old).toMatchObject({ plantCode: "U9", sizeCode: "LP", makerCode: "2P4R" });
    expect(old.plant).toEqual({ maker: "Cooper", place: "Tupelo, Mississippi, United States" });
    const renumbered = code("DOT 1U9 LP2P4R 1224");
    expect(renumbered).toMatchObject({ plantCode: "1U9", sizeCode: "LP", makerCode: "2P4R" });
    expect(renumbered.plant?.maker).toBe("Cooper");
    expect(code("DOT B6 JB 1A2B 3321").plant?.maker).toBe("Michelin");
  });

  it("reads a plant it does not list as unknown, never as another maker's", () => {
    const unknown = code("DOT WW9X 7RR 1025");
    expect(unknown.plant).toBeNull();
    expect(unknown.plantCode).toBe("WW");
  });

  it("takes the 13-symbol format's plant code as three symbols", () => {
    expect(code("DOT 00T AB12CD 3325")).toMatchObject({
      plantCode: "00T",
      plant: { maker: "Hankook" },
      sizeCode: "AB",
      makerCode: "12CD",
    });
  });

  it("reads the groups run together, and without the letters DOT", () => {
    expect(code("U9LP2P4R1224")).toMatchObject({ plantCode: "U9", made: { week: 12, year: 2024 } });
    expect(code("dot u9lp 2p4r 1224").tin).toBe("DOT U9LP 2P4R 1224");
  });

  it("reads letters a TIN never holds as the digits they look like", () => {
    // A camera reads 0 as O and 1 as I; the date and the maker's symbols hold neither letter.
    expect(code("DOT U9LP 2P4R I2O4").made).toEqual({ week: 12, year: 2004 });
    expect(code("DOT U9LP ZP4R 1224").makerCode).toBe("2P4R");
    // Plant codes NHTSA assigned before the rule keep their letters.
    expect(code("DOT 1G AB CDEF 1020")).toMatchObject({
      plantCode: "1G",
      plant: { maker: "Hankook" },
    });
  });

  it("reads the three-digit date code of the 1990s, with or without its triangle", () => {
    expect(code("DOT B6JB XXX 509◄").made).toEqual({ week: 50, year: 1999 });
    expect(code("DOT B6JB XXX 225").made).toEqual({ week: 22, year: 1995 });
  });

  it("accepts week 53 only in a year that has one", () => {
    expect(code("DOT U9LP 2P4R 5320").made).toEqual({ week: 53, year: 2020 });
    expect(read("DOT U9LP 2P4R 5321")).toEqual({ ok: false, problem: "BAD_WEEK" });
  });

  it("refuses what is not a DOT code, and says why", () => {
    expect(read("DOT U9LP 2P4R 0024")).toEqual({ ok: false, problem: "BAD_WEEK" });
    expect(read("DOT U9LP 2P4R 5424")).toEqual({ ok: false, problem: "BAD_WEEK" });
    expect(read("DOT U9LP 2P4R 1027")).toEqual({ ok: false, problem: "FUTURE_DATE" });
    expect(read("DOT U9LP 2P4R 5026")).toEqual({ ok: false, problem: "FUTURE_DATE" });
    expect(read("DOT U9LP 2P4R WXYZ")).toEqual({ ok: false, problem: "NO_DATE_CODE" });
    expect(read("DOT 1224")).toEqual({ ok: false, problem: "NOT_A_DOT_CODE" });
    expect(read("DOT AB 1224")).toEqual({ ok: false, problem: "NOT_A_DOT_CODE" });
    expect(read("DOT ABCDEFGHJK 1224")).toEqual({ ok: false, problem: "NOT_A_DOT_CODE" });
    expect(read("")).toEqual({ ok: false, problem: "NOT_A_DOT_CODE" });
    expect(read("x".repeat(100))).toEqual({ ok: false, problem: "NOT_A_DOT_CODE" });
  });

  it("takes this week's date code, which is not in the future", () => {
    // 28 November 2026 is in ISO week 48.
    expect(code("DOT U9LP 2P4R 4826").made).toEqual({ week: 48, year: 2026 });
    expect(read("DOT U9LP 2P4R 4926")).toEqual({ ok: false, problem: "FUTURE_DATE" });
  });
});
