import { describe, expect, it } from "vitest";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_REQUIRED,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_NAME_MESSAGE,
  contactEmailSchema,
} from "./schemas";

const valid = {
  name: "Ana O'Neil",
  email: "ana@example.com",
  message: "Do you fit 17-inch tires?",
};
const errorOf = (input: unknown) =>
  contactEmailSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe("footer e-mail contact", () => {
  it("accepts a name, an address and a message, stripping special characters", () => {
    expect(contactEmailSchema.parse({ ...valid, message: "  <b>Hello</b> -- there!  " })).toEqual({
      ...valid,
      message: "bHello/b - there",
    });
  });

  it("refuses a bad name, address or an empty or too long message with their messages", () => {
    expect(errorOf({ ...valid, name: "R2-D2" })).toEqual([CONTACT_NAME_MESSAGE]);
    expect(errorOf({ ...valid, email: "ana@" })).toEqual(["valid email required"]);
    expect(errorOf({ ...valid, message: " <> " })).toEqual([CONTACT_MESSAGE_REQUIRED]);
    expect(errorOf({ ...valid, message: "x".repeat(CONTACT_MESSAGE_MAX + 1) })).toEqual([
      CONTACT_MESSAGE_TOO_LONG,
    ]);
    expect(errorOf({ ...valid, extra: 1 })).toHaveLength(1);
  });
});
