import { answeredStatus, type Client } from "@treadkit/core/client";
import {
  confirmMailingList,
  type FormErrors,
  leaveMailingList,
  MAILING_LIST_CONFIRM_EXPIRED,
  MAILING_LIST_CONFIRM_INVALID,
  MAILING_LIST_CONFIRMED,
  MAILING_LIST_PATH,
  MAILING_LIST_PITCH,
  MAILING_LIST_UNSUBSCRIBE_INVALID,
  MAILING_LIST_UNSUBSCRIBE_PATH,
  MAILING_LIST_UNSUBSCRIBED,
  type MailingListSource,
  SUPPORT_FAILED_MESSAGE,
  submitMailingListForm,
} from "@treadkit/core/contact";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import type { RouteHandle } from "../../meta";
import { MailingListSignup } from "./MailingListSignup";

/** Pages reached from one person's e-mail: never listed by search engines, never canonical. */
const linkPageMeta = (title: string): RouteHandle => ({
  meta: () => ({ title, canonical: false, noindex: true }),
});

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

// ---- /mailing-list: the sign-up on a page of its own (and where the footer's form posts) ----

type SignUpData = { sent: boolean };
type SignUpActionData = { values: { email: string }; errors: FormErrors<"email"> };

const isSource = (value: unknown): value is MailingListSource =>
  value === "footer" || value === "mailing-list-page";

/** The footer's or this page's form posted without the page's script. */
export async function signUpAction(client: Client, { request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const email = form?.get("email");
  const source = form?.get("source");
  const outcome = await submitMailingListForm(client, {
    email: typeof email === "string" ? email : "",
    source: isSource(source) ? source : "mailing-list-page",
  });
  if (outcome.sent) return redirect(`${MAILING_LIST_PATH}?signed-up=1`, 303);
  return data<SignUpActionData>(
    { values: { email: outcome.values.email }, errors: outcome.errors },
    { status: outcome.status },
  );
}

function MailingListPage() {
  const loaded = useLoaderData() as SignUpData;
  const refused = useActionData() as SignUpActionData | undefined;
  return (
    <section className="support-page" aria-labelledby="mailing-list-title">
      <h1 id="mailing-list-title">Join our mailing list</h1>
      <p className="support-lead">{MAILING_LIST_PITCH}</p>
      <p>We e-mail you a link to confirm first: you are only on the list once you follow it.</p>
      <MailingListSignup
        source="mailing-list-page"
        idPrefix="mailing-list"
        {...(refused ? { refused } : {})}
        sent={loaded.sent}
      />
    </section>
  );
}

export const mailingListRoute = (client: Client) => ({
  loader: ({ request }: LoaderFunctionArgs): SignUpData => ({
    sent: new URL(request.url).searchParams.get("signed-up") === "1",
  }),
  action: (args: ActionFunctionArgs) => signUpAction(client, args),
  Component: MailingListPage,
  handle: {
    meta: () => ({
      title: "Join our mailing list",
      description: `Treadkit's mailing list: ${MAILING_LIST_PITCH}`,
    }),
  } satisfies RouteHandle,
});

// ---- /mailing-list/confirm?token=: the double opt-in's link ----

type Outcome = "done" | "invalid" | "expired" | "failed";

/** Following the e-mailed link confirms the address; a used or unknown link says so plainly. */
async function confirmLoader(client: Client, { request }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  if (!token) return { outcome: "invalid" satisfies Outcome as Outcome };
  const result = await confirmMailingList(client, token);
  if (result.isSuccess) return { outcome: "done" as Outcome };
  const status = answeredStatus(result.error);
  if (status === 410) return { outcome: "expired" as Outcome };
  if (status === 404 || status === 400) return { outcome: "invalid" as Outcome };
  return data({ outcome: "failed" as Outcome }, { status: 503 });
}

const CONFIRM_TEXTS: Record<Outcome, { title: string; message: string }> = {
  done: { title: "You're subscribed", message: MAILING_LIST_CONFIRMED },
  invalid: { title: "This link can't be used", message: MAILING_LIST_CONFIRM_INVALID },
  expired: { title: "This link has expired", message: MAILING_LIST_CONFIRM_EXPIRED },
  failed: { title: "We could not confirm your subscription", message: SUPPORT_FAILED_MESSAGE },
};

function ConfirmPage() {
  const { outcome } = useLoaderData() as { outcome: Outcome };
  const { title, message } = CONFIRM_TEXTS[outcome];
  return (
    <section className="support-page" aria-labelledby="confirm-title">
      <h1 id="confirm-title">{title}</h1>
      <p role="status">{message}</p>
      <p>
        {outcome === "invalid" || outcome === "expired" ? (
          <Link to={MAILING_LIST_PATH}>Sign up again</Link>
        ) : (
          <Link to="/">Shop tires</Link>
        )}
      </p>
    </section>
  );
}

export const confirmRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => confirmLoader(client, args),
  // The link works once; its page is not asked again on the way back.
  shouldRevalidate: () => false,
  Component: ConfirmPage,
  handle: linkPageMeta("Mailing-list subscription"),
});

// ---- /mailing-list/unsubscribe?token=: the link in every mailing-list e-mail ----

/**
 * The unsubscribe link's POST: RFC 8058's one click from a mail provider (no cookie, nothing to
 * confirm) and this page's button both land here. Repeating it is harmless.
 */
export async function unsubscribeAction(client: Client, { request }: ActionFunctionArgs) {
  const token = tokenOf(request);
  if (!token) return { outcome: "invalid" as Outcome };
  const result = await leaveMailingList(client, token);
  if (result.isSuccess) return { outcome: "done" as Outcome };
  const status = answeredStatus(result.error);
  if (status === 410) return { outcome: "expired" as Outcome };
  if (status === 404 || status === 400) return { outcome: "invalid" as Outcome };
  return data({ outcome: "failed" as Outcome }, { status: 503 });
}

function UnsubscribePage() {
  const { token } = useLoaderData() as { token: string };
  const answered = useActionData() as { outcome: Outcome } | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (answered?.outcome === "done" || answered?.outcome === "invalid" || !token) {
    const done = answered?.outcome === "done";
    return (
      <section className="support-page" aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">{done ? "You're unsubscribed" : "This link can't be used"}</h1>
        <p role="status">{done ? MAILING_LIST_UNSUBSCRIBED : MAILING_LIST_UNSUBSCRIBE_INVALID}</p>
        <p>
          <Link to="/">Shop tires</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="support-page" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">Unsubscribe from our mailing list</h1>
      <p>
        Press the button and we stop sending you our mailing-list e-mails. Nothing else to fill in.
      </p>
      <Form
        method="post"
        action={`${MAILING_LIST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`}
      >
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className="button" aria-disabled={busy ? "true" : undefined}>
          {busy ? "Unsubscribing…" : "Unsubscribe"}
        </button>
      </Form>
      {answered ? (
        <p className="form-error" role="alert">
          {SUPPORT_FAILED_MESSAGE}
        </p>
      ) : null}
    </section>
  );
}

export const unsubscribeRoute = (client: Client) => ({
  loader: ({ request }: LoaderFunctionArgs) => ({ token: tokenOf(request) }),
  action: (args: ActionFunctionArgs) => unsubscribeAction(client, args),
  Component: UnsubscribePage,
  handle: linkPageMeta("Unsubscribe"),
});
