import { describe, expect, it } from "vitest";
import { escapeIcsText, foldIcsLine, icsCalendar, icsUtcDateTime } from "./ics";

const octets = (text: string) => new TextEncoder().encode(text).length;
/** The content lines of a file, unfolded as a calendar reads them (RFC 5545 §3.1). */
const unfold = (file: string) => file.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("iCalendar text", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeIcsText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeIcsText("one\ntwo\r\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
    expect(escapeIcsText("Tom's Tires: 9:00 AM")).toBe("Tom's Tires: 9:00 AM");
  });

  it("folds lines past 75 octets, each continuation led by a space", () => {
    const line = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBe(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(octets(parts[0] ?? "")).toBe(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldIcsLine("SUMMARY:short")).toBe("SUMMARY:short");
    expect(foldIcsLine(`X:${"y".repeat(73)}`)).toBe(`X:${"y".repeat(73)}`);
  });

  it("never splits a character's UTF-8 bytes across lines", () => {
    const line = `LOCATION:${"é".repeat(60)}`;
    const parts = foldIcsLine(line).split("\r\n");
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
  });

  it("writes UTC date-times without separators or milliseconds", () => {
    expect(icsUtcDateTime(new Date("2027-12-01T14:00:00.000Z"))).toBe("20271201T140000Z");
    expect(icsUtcDateTime(new Date("2026-01-05T09:07:03.456Z"))).toBe("20260105T090703Z");
  });
});

describe("an iCalendar file", () => {
  const file = icsCalendar([
    {
      uid: "appointment-1@treadkit",
      stamp: new Date("2026-11-20T15:00:00Z"),
      start: new Date("2026-11-25T14:00:00Z"),
      end: new Date("2026-11-25T15:00:00Z"),
      summary: "Tire installation at Sunrise Tire Pros",
      location: "Sunrise Tire Pros, 100 Main St, Fort Lauderdale, FL 33301",
      description: `Treadkit order 1000042.\nMorning appointment; bring your wheel locks, ${"please ".repeat(10)}`,
    },
  ]);

  it("is one calendar of one event, every line ended by CRLF and none longer than 75 octets", () => {
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of file.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    const lines = unfold(file);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.find((l) => l.startsWith("PRODID:"))).toBeDefined();
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("carries the event's uid, stamp, times, summary, location and escaped description", () => {
    const lines = unfold(file);
    expect(lines).toEqual(
      expect.arrayContaining([
        "UID:appointment-1@treadkit",
        "DTSTAMP:20261120T150000Z",
        "DTSTART:20261125T140000Z",
        "DTEND:20261125T150000Z",
        "SUMMARY:Tire installation at Sunrise Tire Pros",
        "LOCATION:Sunrise Tire Pros\\, 100 Main St\\, Fort Lauderdale\\, FL 33301",
      ]),
    );
    const description = lines.find((l) => l.startsWith("DESCRIPTION:"));
    expect(description).toMatch(
      /^DESCRIPTION:Treadkit order 1000042\.\\nMorning appointment\\; bring your wheel locks\\, please /,
    );
  });
});
