import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { phoneMask, zipMask } from "@treadkit/core/masks";
import { cardNumberMask } from "@treadkit/core/payment";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useMaskedInput } from "./useMaskedInput";

afterEach(cleanup);

/** A form field as the checkout renders one: the form holds the value, the input shows it. */
function Field(props: {
  label: string;
  mask: Parameters<typeof useMaskedInput>[0];
  autoComplete: string;
  type?: string;
  initial?: string;
}) {
  const [value, setValue] = useState(props.initial ?? "");
  const masked = useMaskedInput(props.mask, value, setValue);
  return (
    <>
      <label>
        {props.label}
        <input
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          value={masked.value}
          inputMode={masked.inputMode}
          onChange={masked.onChange}
        />
      </label>
      <output data-testid="held">{value}</output>
    </>
  );
}

/** The browser's part of an edit: the text with the caret at "|", then the input event. */
function edit(input: HTMLInputElement, marked: string, inputType = "insertText") {
  input.focus();
  const caret = marked.indexOf("|");
  input.value = marked.replace("|", "");
  input.setSelectionRange(caret, caret);
  fireEvent.input(input, { inputType });
}

const caretOf = (input: HTMLInputElement) =>
  `${input.value.slice(0, input.selectionStart ?? 0)}|${input.value.slice(input.selectionStart ?? 0)}`;

describe("useMaskedInput", () => {
  it("formats a phone as typed and holds its 10 digits", () => {
    render(<Field label="Phone" mask={phoneMask} autoComplete="tel" type="tel" />);
    const input = screen.getByLabelText("Phone") as HTMLInputElement;
    let typed = "";
    for (const key of "5125550172") {
      typed = `${input.value}${key}`;
      edit(input, `${typed}|`);
    }
    expect(input.value).toBe("(512) 555-0172");
    expect(screen.getByTestId("held").textContent).toBe("5125550172");
    expect(input.getAttribute("inputmode")).toBe("tel");
    expect(input.getAttribute("autocomplete")).toBe("tel");
  });

  it("takes a pasted +1 number and leaves the caret after it", () => {
    render(<Field label="Phone" mask={phoneMask} autoComplete="tel" type="tel" />);
    const input = screen.getByLabelText("Phone") as HTMLInputElement;
    edit(input, "+1 512-555-0172|", "insertFromPaste");
    expect(caretOf(input)).toBe("(512) 555-0172|");
    expect(screen.getByTestId("held").textContent).toBe("5125550172");
  });

  it("keeps the caret where the shopper types in the middle, and backspaces over a separator", () => {
    render(<Field label="Phone" mask={phoneMask} autoComplete="tel" initial="5125550172" />);
    const input = screen.getByLabelText("Phone") as HTMLInputElement;
    expect(input.value).toBe("(512) 555-0172");
    edit(input, "(512) 555|0172", "deleteContentBackward");
    expect(caretOf(input)).toBe("(512) 55|0-172");
    edit(input, "(512) 559|0-172");
    expect(caretOf(input)).toBe("(512) 559|-0172");
    expect(screen.getByTestId("held").textContent).toBe("5125590172");
  });

  it("masks a ZIP to 5 digits with an optional -4", () => {
    render(<Field label="ZIP code" mask={zipMask} autoComplete="postal-code" />);
    const input = screen.getByLabelText("ZIP code") as HTMLInputElement;
    edit(input, "33301 1234|", "insertFromPaste");
    expect(input.value).toBe("33301-1234");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    edit(input, "33301-1234x|");
    expect(caretOf(input)).toBe("33301-1234|");
  });

  it("groups a pasted card number and holds the digits", () => {
    render(<Field label="Card number" mask={cardNumberMask} autoComplete="cc-number" />);
    const input = screen.getByLabelText("Card number") as HTMLInputElement;
    edit(input, "4111 1111 1111 1111|", "insertFromPaste");
    expect(input.value).toBe("4111 1111 1111 1111");
    expect(screen.getByTestId("held").textContent).toBe("4111111111111111");
  });

  it("leaves a field without a mask as typed", () => {
    render(<Field label="City" mask={null} autoComplete="address-level2" />);
    const input = screen.getByLabelText("City") as HTMLInputElement;
    edit(input, "Fort (Lauderdale)|");
    expect(input.value).toBe("Fort (Lauderdale)");
    expect(input.hasAttribute("inputmode")).toBe(false);
  });
});
