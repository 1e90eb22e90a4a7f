import { atom, computed } from "nanostores";
import {
  CARD_FIELD_ORDER,
  type CardFormState,
  firstCardError,
  visibleCardErrors,
} from "./card-entry";
import type { CardFieldsEvent } from "./provider";
import { type CardFieldName, isPaymentProviderError } from "./provider-error";

export type CardEntryStore = ReturnType<typeof createCardEntryStore>;

/** Tokenization refusals that name fields the shopper can put right, rather than the card. */
const FIELD_FAILURES = new Set(["HOSTED_FIELDS_FIELDS_EMPTY", "HOSTED_FIELDS_FIELDS_INVALID"]);

/**
 * The card fields of one payment form: their state as the provider reports it, which of them
 * the shopper has been through, and the message at each (`$cardErrors`).
 */
export function createCardEntryStore() {
  const $cardState = atom<CardFormState>({ fields: {}, brand: null });
  const $touched = atom<ReadonlySet<CardFieldName>>(new Set());
  const $cardErrors = computed([$cardState, $touched], visibleCardErrors);

  const touch = (fields: Iterable<CardFieldName>) =>
    $touched.set(new Set([...$touched.get(), ...fields]));

  /** A field gained or lost focus, or changed; leaving a field with text in it judges it. */
  function receive(event: CardFieldsEvent): void {
    $cardState.set(event.state);
    if (event.type === "blur" && event.state.fields[event.field]?.isEmpty === false) {
      touch([event.field]);
    }
  }

  /**
   * The shopper tried to go on: every field is judged. Answers the first field with a message,
   * where focus belongs, or null when the card can be tokenized.
   */
  function submit(state: CardFormState): CardFieldName | null {
    $cardState.set(state);
    touch(CARD_FIELD_ORDER.filter((field) => state.fields[field]));
    return firstCardError($cardErrors.get());
  }

  /**
   * Tokenization refused the card over its fields; the provider's check is the last word, so a
   * field it names is judged wrong even where the state had passed it. Answers the first field
   * to fix, or null when the failure names no field shown here: the page tells that one.
   */
  function refused(failure: unknown, state: CardFormState): CardFieldName | null {
    if (!isPaymentProviderError(failure) || !FIELD_FAILURES.has(failure.code)) return null;
    const fields = { ...state.fields };
    for (const field of failure.invalidFields) {
      const current = fields[field];
      if (current?.isValid)
        fields[field] = { ...current, isValid: false, isPotentiallyValid: false };
    }
    return submit({ ...state, fields });
  }

  /** New fields (mounted again): nothing judged yet. */
  function reset(state: CardFormState = { fields: {}, brand: null }): void {
    $cardState.set(state);
    $touched.set(new Set());
  }

  return { $cardState, $cardErrors, receive, submit, refused, reset };
}
