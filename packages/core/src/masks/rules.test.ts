import { describe, expect, it } from "vitest";
import { isValidPhone, isValidZip, normalisePhone } from "../validation";
import {
  type DigitMask,
  maskDisplay,
  maskEdit,
  maskForField,
  maskValue,
  phoneMask,
  zipMask,
} from "./rules";

/** Types `keys` one by one at the end of an empty field, as a shopper does. */
function typeKeys(mask: DigitMask, keys: string) {
  let display = "";
  let value = "";
  for (const key of keys) {
    const text = display + key;
    ({ display, value } = maskEdit(mask, { text, caret: text.length, previous: display }));
  }
  return { display, value };
}

/** `text` with the caret at "|": the state of an input after the browser applied an edit. */
function edit(mask: DigitMask, marked: string, previous: string, inputType?: string) {
  const caret = marked.indexOf("|");
  const text = marked.replace("|", "");
  const result = maskEdit(mask, { text, caret, previous, inputType });
  return `${result.display.slice(0, result.caret)}|${result.display.slice(result.caret)}`;
}

describe("phone mask", () => {
  it("formats as (xxx) xxx-xxxx while typed, and holds the 10 digits", () => {
    expect(typeKeys(phoneMask, "5").display).toBe("(5");
    expect(typeKeys(phoneMask, "512").display).toBe("(512");
    expect(typeKeys(phoneMask, "5125").display).toBe("(512) 5");
    expect(typeKeys(phoneMask, "5125550").display).toBe("(512) 555-0");
    expect(typeKeys(phoneMask, "5125550172")).toEqual({
      display: "(512) 555-0172",
      value: "5125550172",
    });
  });

  it("drops the leading 1 (checkout.md §5), however it is pasted or typed", () => {
    for (const pasted of [
      "+1 512-555-0172",
      "1 (512) 555-0172",
      "15125550172",
      "+1.512.555.0172",
    ]) {
      const result = maskEdit(phoneMask, {
        text: pasted,
        caret: pasted.length,
        previous: "",
        inputType: "insertFromPaste",
      });
      expect(result, pasted).toEqual({ display: "(512) 555-0172", caret: 14, value: "5125550172" });
      // What the server's own rule makes of it is what the field holds.
      expect(normalisePhone(pasted)).toBe(result.value);
    }
    expect(typeKeys(phoneMask, "15125550172").value).toBe("5125550172");
  });

  it("shows a lone 1 rather than swallowing the first key", () => {
    expect(typeKeys(phoneMask, "1")).toEqual({ display: "1", value: "1" });
    expect(typeKeys(phoneMask, "15")).toEqual({ display: "(5", value: "5" });
  });

  it("takes no more than 10 digits and no letters", () => {
    expect(typeKeys(phoneMask, "51255501729").value).toBe("5125550172");
    expect(typeKeys(phoneMask, "512abc").display).toBe("(512");
  });

  it("holds values the phone rule accepts once complete", () => {
    expect(isValidPhone(typeKeys(phoneMask, "5125550172").value)).toBe(true);
    expect(isValidPhone(typeKeys(phoneMask, "512555017").value)).toBe(false);
  });
});

describe("ZIP mask", () => {
  it("is 5 digits with an optional -4, and the value is that text", () => {
    expect(typeKeys(zipMask, "33301")).toEqual({ display: "33301", value: "33301" });
    expect(typeKeys(zipMask, "333011")).toEqual({ display: "33301-1", value: "33301-1" });
    expect(typeKeys(zipMask, "33301-1234")).toEqual({ display: "33301-1234", value: "33301-1234" });
    expect(typeKeys(zipMask, "3330112345").value).toBe("33301-1234");
    expect(isValidZip(typeKeys(zipMask, "333011234").value)).toBe(true);
  });

  it("does not leave a hyphen hanging while the +4 is not typed yet", () => {
    expect(typeKeys(zipMask, "33301-").display).toBe("33301");
  });
});

describe("maskEdit keeps the caret among the same digits", () => {
  it("typing in the middle stays after the digit typed, across a new separator", () => {
    expect(edit(phoneMask, "(5129|) 555-017", "(512) 555-017")).toBe("(512) 9|55-5017");
    expect(edit(zipMask, "3|33301", "33301")).toBe("3|3330-1");
  });

  it("backspace after a separator deletes the digit before it, not nothing", () => {
    // The browser removed the "-"; the mask would put it back, so the 5 goes instead.
    expect(edit(phoneMask, "(512) 555|0172", "(512) 555-0172", "deleteContentBackward")).toBe(
      "(512) 55|0-172",
    );
    expect(edit(phoneMask, "(512 |555-0172", "(512) 555-0172", "deleteContentBackward")).toBe(
      "(51|5) 550-172",
    );
  });

  it("forward delete before a separator deletes the digit after it", () => {
    expect(edit(zipMask, "33301|1234", "33301-1234", "deleteContentForward")).toBe("33301|-234");
  });

  it("an ordinary backspace removes one digit and keeps the caret there", () => {
    expect(edit(phoneMask, "(51|) 555-0172", "(512) 555-0172", "deleteContentBackward")).toBe(
      "(51|5) 550-172",
    );
  });

  it("a paste over a selection lands with the caret after what was pasted", () => {
    expect(edit(zipMask, "123456789|", "33301", "insertFromPaste")).toBe("12345-6789|");
  });
});

describe("display and value of what a form holds", () => {
  it("formats stored values and normalises any text", () => {
    expect(maskDisplay(phoneMask, "9545550100")).toBe("(954) 555-0100");
    expect(maskDisplay(phoneMask, "")).toBe("");
    expect(maskValue(phoneMask, "(954) 555-0100")).toBe("9545550100");
    expect(maskDisplay(zipMask, "33301-1234")).toBe("33301-1234");
  });
});

describe("maskForField", () => {
  it("masks phones and ZIPs by their autocomplete token or tel type, nothing else", () => {
    expect(maskForField({ autoComplete: "tel" })).toBe(phoneMask);
    expect(maskForField({ autoComplete: "off", type: "tel" })).toBe(phoneMask);
    expect(maskForField({ autoComplete: "postal-code" })).toBe(zipMask);
    expect(maskForField({ autoComplete: "billing postal-code" })).toBe(zipMask);
    expect(maskForField({ autoComplete: "address-line1" })).toBeNull();
    expect(maskForField({ autoComplete: "email", type: "email" })).toBeNull();
  });
});
