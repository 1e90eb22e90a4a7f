import { useStore } from "@nanostores/react";
import {
  CARD_FIELD_ORDER,
  type CardEntryStore,
  type CardFieldName,
  type CardFields,
  createCardEntryStore,
  type PaymentProvider,
} from "@treadkit/core/payment";
import { type RefObject, useEffect, useRef, useState } from "react";

export type CardEntry = {
  refs: Record<"number" | "expiry" | "cvv", RefObject<HTMLDivElement | null>>;
  /** The mounted fields; null until the provider has put them on the page. */
  fields: CardFields | null;
  /** Why the fields could not be mounted. */
  failure: unknown;
  /** Their state and the message at each. */
  entry: CardEntryStore;
};

/**
 * Mounts the provider's card fields into three containers while the card type is chosen, the
 * expiry prefilled with `expiry` (a card already entered this visit). Each field's message
 * follows the fields' own events, and is also set on the field for assistive technology.
 */
export function useCardEntry(
  provider: PaymentProvider | null,
  shown: boolean,
  expiry: string | null,
): CardEntry {
  const number = useRef<HTMLDivElement>(null);
  const expiryRef = useRef<HTMLDivElement>(null);
  const cvv = useRef<HTMLDivElement>(null);
  const [entry] = useState(createCardEntryStore);
  const [fields, setFields] = useState<CardFields | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // The prefill of the first mounting: fields mounted again later start from it too.
  const prefill = useRef(expiry);
  useEffect(() => {
    const [n, e, c] = [number.current, expiryRef.current, cvv.current];
    if (!provider || !shown || !n || !e || !c) return;
    let live = true;
    let mounted: CardFields | null = null;
    let stop = () => {};
    provider
      .card({ number: n, expiry: e, cvv: c, prefill: { expiry: prefill.current } })
      .then((card) => {
        mounted = card;
        if (!live) {
          void card.teardown();
          return;
        }
        entry.reset(card.state());
        const unsubscribe = card.subscribe(entry.receive);
        // Set on the field as soon as the message changes, before focus can reach the field.
        const unlisten = entry.$cardErrors.subscribe((errors) => {
          for (const field of CARD_FIELD_ORDER) card.setError(field, errors[field] ?? null);
        });
        stop = () => {
          unsubscribe();
          unlisten();
        };
        setFields(card);
      })
      .catch((error: unknown) => setFailure(error));
    return () => {
      live = false;
      stop();
      setFields(null);
      void mounted?.teardown().catch(() => {});
    };
  }, [provider, shown, entry]);
  return { refs: { number, expiry: expiryRef, cvv }, fields, failure, entry };
}

const CARD_FIELDS: readonly { name: Exclude<CardFieldName, "postalCode">; label: string }[] = [
  { name: "number", label: "Card number" },
  { name: "expiry", label: "Expiration date (MM/YY)" },
  { name: "cvv", label: "Security code" },
];

/** The card's fields, each with its message under it; `again` names a card to type in anew. */
export function CardDetails({ card, again }: { card: CardEntry; again: string | null }) {
  const errors = useStore(card.entry.$cardErrors);
  const state = useStore(card.entry.$cardState);
  const numberTyped = state.fields.number?.isEmpty === false;
  return (
    <fieldset className="checkout-fields">
      <legend>Card details</legend>
      {again && !numberTyped ? (
        <p className="checkout-hint">
          For your security we never keep card numbers or security codes: please enter them again
          for your {again}, or use another card.
        </p>
      ) : null}
      {CARD_FIELDS.map(({ name, label }) => (
        <div key={name} className="field">
          <span className="field__label">{label}</span>
          <div
            ref={card.refs[name]}
            className={errors[name] ? "card-field card-field--invalid" : "card-field"}
          />
          {errors[name] ? (
            <p id={`card-${name}-error`} className="form-error">
              {errors[name]}
            </p>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
