import { applyMaskedEdit, type DigitMask, inputTypeOf, maskDisplay } from "@treadkit/core/masks";
import type { ChangeEvent } from "react";

export type MaskedInputProps = {
  value: string;
  inputMode: DigitMask["inputMode"] | undefined;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
};

/**
 * An input's props for a field of digits typed through `mask` (card number, phone, ZIP). The
 * form holds the normalised value (`value`, handed to `onChange`); the input shows it formatted.
 * Typing in the middle, deleting a separator and pasting "+1 512-555-0172" all keep the caret
 * among the same digits. The input's own type and autocomplete stay the caller's; no maxLength,
 * which would cut a formatted paste before the mask sees it. Without a mask the input is plain.
 */
export function useMaskedInput(
  mask: DigitMask | null,
  value: string,
  onChange: (value: string) => void,
): MaskedInputProps {
  if (!mask) {
    return {
      value,
      inputMode: undefined,
      onChange: (event) => onChange(event.currentTarget.value),
    };
  }
  const display = maskDisplay(mask, value);
  return {
    value: display,
    inputMode: mask.inputMode,
    onChange(event) {
      // The display and caret are set on the element at once, before the render that follows:
      // React then finds the value it expects and leaves the caret where the mask put it.
      const input = event.currentTarget;
      onChange(applyMaskedEdit(input, mask, display, inputTypeOf(event.nativeEvent ?? event)));
    },
  };
}
