import { type FormOutcome, SUPPORT_FAILED_MESSAGE } from "@treadkit/core/contact";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { data, type LoaderFunctionArgs, redirect } from "react-router";

type Errors = Partial<Record<string, string>>;
type Outcome<E extends Errors> = { sent: true } | { sent: false; errors: E };

/**
 * A support form's life in the page. Without its script the form posts itself and the server's
 * answer is the page (the route's action). Once live, the page sends it: the core's checks put
 * each message at its field with focus on the first, the API's refusal too, and a sent form turns
 * into its confirmation in place.
 */
export function useFormFlow<E extends Errors>(options: {
  /** The refusal the server rendered the page with (a form posted without the script). */
  refused: { errors: E } | undefined;
  /** The fields in the form's order; a field's control has the id `${idPrefix}-${field}`. */
  order: readonly string[];
  idPrefix: string;
  send(form: HTMLFormElement): Promise<Outcome<E>>;
  onSent(): void;
}) {
  const { refused, order, idPrefix } = options;
  const [errors, setErrors] = useState<E>(() => refused?.errors ?? ({} as E));
  const [sending, setSending] = useState(false);
  const [live, setLive] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => setLive(true), []);

  const focusFirst = (found: E) => {
    const field = order.find((name) => found[name]);
    const target = field
      ? document.getElementById(`${idPrefix}-${field}`)
      : formRef.current?.querySelector<HTMLElement>("[role=alert]");
    target?.focus();
  };
  // A page the server answered with a refusal: focus goes to the first message's field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page as it landed.
  useEffect(() => {
    if (refused) focusFirst(refused.errors);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setSending(true);
    const outcome = await options.send(form).catch(() => null);
    setSending(false);
    if (outcome?.sent) {
      setErrors({} as E);
      options.onSent();
      return;
    }
    // A call that failed without an answer of ours is the spec's failure text.
    const found = outcome ? outcome.errors : ({ form: SUPPORT_FAILED_MESSAGE } as unknown as E);
    flushSync(() => setErrors(found));
    focusFirst(found);
  };

  /** A field being corrected loses its message; the others keep theirs until the next send. */
  const clear = (field: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  return { errors, sending, live, formRef, submit, clear };
}

/** A support page's loader: whether it shows the confirmation (?sent=1, after a plain post). */
export function sentLoader({ request }: LoaderFunctionArgs): { sent: boolean } {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

/**
 * A support form posted by a page whose script has not run: checked and sent by the core, as
 * the page's script does, then the confirmation at `path`?sent=1 (303), or the form again with
 * the values as sent and each message at its field.
 */
export async function supportFormAction<Values, E extends Errors>(
  request: Request,
  path: string,
  empty: () => Values,
  submit: (form: FormData) => Promise<FormOutcome<Values, E>>,
) {
  const form = await request.formData().catch(() => null);
  if (!form) {
    return data<{ values: Values; errors: E }>(
      { values: empty(), errors: { form: SUPPORT_FAILED_MESSAGE } as unknown as E },
      { status: 400 },
    );
  }
  const outcome = await submit(form);
  if (outcome.sent) return redirect(`${path}?sent=1`, 303);
  return data<{ values: Values; errors: E }>(
    { values: outcome.values, errors: outcome.errors },
    { status: outcome.status },
  );
}
