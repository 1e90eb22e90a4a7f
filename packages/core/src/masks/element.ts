import { type DigitMask, maskEdit } from "./rules";

/**
 * Puts the edit the browser just made to `input` through `mask`: writes the display back and
 * the caret where the shopper expects it, and answers the normalised value. `previous` is the
 * display before the edit. Called from the input's "input" event.
 */
export function applyMaskedEdit(
  input: HTMLInputElement,
  mask: DigitMask,
  previous: string,
  inputType?: string,
): string {
  const edit = maskEdit(mask, {
    text: input.value,
    caret: input.selectionStart ?? input.value.length,
    previous,
    inputType,
  });
  if (input.value !== edit.display) input.value = edit.display;
  // Moving the caret of a field the shopper is not in would pull focus to it in some browsers.
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
  return edit.value;
}

/** The inputType of an input event, where the browser says it (InputEvent). */
export function inputTypeOf(event: Event): string | undefined {
  const inputType = (event as { inputType?: unknown }).inputType;
  return typeof inputType === "string" ? inputType : undefined;
}
