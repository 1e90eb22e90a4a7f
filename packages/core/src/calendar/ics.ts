/**
 * iCalendar files (RFC 5545) of single events, written by hand: the few properties an
 * appointment needs, every line ended by CRLF and folded at 75 octets, text escaped.
 */

export type CalendarEvent = {
  /** Stable across downloads, so that a calendar updates the event instead of adding another. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
};

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";
const PRODUCT_ID = "-//Treadkit//Install appointments//EN";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value with backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * A content line folded into lines of at most 75 octets (RFC 5545 §3.1), each continuation
 * starting with a space; a character's UTF-8 bytes are never split across lines.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation's leading space counts towards its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A UTC DATE-TIME: 20271201T140000Z (seconds kept, milliseconds dropped). */
export function icsUtcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** An iCalendar file of the events, ready to serve as text/calendar. */
export function icsCalendar(events: readonly CalendarEvent[]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODUCT_ID}`, "CALSCALE:GREGORIAN"];
  lines.push("METHOD:PUBLISH");
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeIcsText(event.uid)}`,
      `DTSTAMP:${icsUtcDateTime(event.stamp)}`,
      `DTSTART:${icsUtcDateTime(event.start)}`,
      `DTEND:${icsUtcDateTime(event.end)}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    // A URI value, not TEXT: it is not escaped.
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
