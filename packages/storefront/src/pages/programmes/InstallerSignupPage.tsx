import type { Client } from "@treadkit/core/client";
import {
  APPLICATION_RECEIVED_MESSAGE,
  checkInstallerSignupForm,
  INSTALLER_SIGNUP_PATH,
  installerSignupErrorsOf,
  installerSignupFormFromData,
  PARTNER_PROGRAM_PATH,
  submitInstallerApplication,
} from "@treadkit/core/installer-signup";
import {
  type ActionFunctionArgs,
  data,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
} from "react-router";
import type { RouteHandle } from "../../meta";
import { refusalStatusOf } from "../page-data";
import { type InstallerSignupActionData, InstallerSignupForm } from "./InstallerSignupForm";

/** The query the page is shown with once an application is in: the thank-you state. */
const SUBMITTED = "submitted";

export type InstallerSignupData = { submitted: boolean };

/** What a refused application answers with: the values as sent and where each message goes. */
export function installerSignupLoader({ request }: LoaderFunctionArgs): InstallerSignupData {
  return { submitted: new URL(request.url).searchParams.get(SUBMITTED) === "1" };
}

/**
 * The form's submission, in the browser and, for a page without its script, on the server (a
 * plain POST): checked by the core's rules, sent through the core call, then the thank-you
 * state. A refusal (the rules', or the server's: a waiting application, too many applications)
 * answers with the values and each message at its field.
 */
export async function installerSignupAction(client: Client, { request }: ActionFunctionArgs) {
  const values = installerSignupFormFromData(await request.formData());
  const checked = checkInstallerSignupForm(values);
  if (!checked.valid) {
    return data<InstallerSignupActionData>({ values, errors: checked.errors }, { status: 400 });
  }
  const sent = await submitInstallerApplication(client, checked.submission);
  if (!sent.isSuccess) {
    return data<InstallerSignupActionData>(
      { values, errors: installerSignupErrorsOf(sent.error) },
      { status: refusalStatusOf(sent.error) },
    );
  }
  return redirect(`${INSTALLER_SIGNUP_PATH}?${SUBMITTED}=1`, 303);
}

function ThankYou() {
  return (
    <section className="hero" aria-labelledby="installer-thanks">
      <h1 id="installer-thanks">Thank you for applying</h1>
      <p role="status">{APPLICATION_RECEIVED_MESSAGE}</p>
      <ul className="content-links">
        <li>
          <Link to={PARTNER_PROGRAM_PATH}>About the partner program</Link>
        </li>
        <li>
          <Link to="/tire-shops">See the shops already in our network</Link>
        </li>
      </ul>
    </section>
  );
}

/** /installer-signup (storefront.md §2 "Programmes", §5): a shop applies to fit our tires. */
export function InstallerSignupPage() {
  const { submitted } = useLoaderData() as InstallerSignupData;
  if (submitted) return <ThankYou />;
  return (
    <section className="installer-signup" aria-labelledby="installer-signup-title">
      <h1 id="installer-signup-title">Become a Treadkit partner shop</h1>
      <p className="articles__intro">
        Shoppers near you buy tires online and book their installation at your shop. Tell us about
        your shop and accept the installer agreement; our partner team reviews every application and
        e-mails you the decision.
      </p>
      <p>
        <Link to={PARTNER_PROGRAM_PATH}>What partner shops get</Link>
      </p>
      <InstallerSignupForm />
    </section>
  );
}

export const installerSignupRoute = (client: Client) => ({
  loader: installerSignupLoader,
  action: (args: ActionFunctionArgs) => installerSignupAction(client, args),
  Component: InstallerSignupPage,
  handle: {
    meta: () => ({
      title: "Installer sign-up",
      description:
        "Apply to join the Treadkit installer network: tire installations booked online at your shop.",
    }),
  } satisfies RouteHandle,
});
