import {
  ACCOUNT_DETAILS_MESSAGES,
  type AccountDetailsForm,
  accountDetailsSchema,
  accountSummary,
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordForm,
  changePassword,
  changePasswordSchema,
  DETAILS_SAVED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  updateAccountDetails,
} from "@treadkit/core/session";
import {
  getSignUpOffer,
  SIGN_UP_OFFER_LABEL,
  type SignUpOfferStatus,
} from "@treadkit/core/sign-up-offer";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { useClient } from "../../context";
import { SignUpOfferRulesLink } from "../checkout/SignUpOfferNote";
import type { FieldSpec } from "../checkout/TextField";
import { GroupVerification } from "../GroupVerification";
import { memberPageRoute, useAccountData } from "./data";
import { MemberForm } from "./MemberForm";

const PASSWORD_FIELDS: readonly FieldSpec<keyof ChangePasswordForm>[] = [
  {
    name: "currentPassword",
    label: "Current password",
    type: "password",
    autoComplete: "current-password",
  },
  { name: "newPassword", label: "New password", type: "password", autoComplete: "new-password" },
  {
    name: "confirmPassword",
    label: "Confirm new password",
    type: "password",
    autoComplete: "new-password",
  },
];
const NO_PASSWORDS: ChangePasswordForm = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

const DETAIL_FIELDS: readonly FieldSpec<keyof AccountDetailsForm>[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
];

/** The account's own pages, each a section of the account home. */
const SHORTCUTS = [
  {
    id: "orders-link",
    to: "/account/my-orders",
    title: "My Orders",
    text: "Where your tires are, receipts, cancelling and ordering again.",
  },
  {
    id: "garage-link",
    to: "/account/my-garage",
    title: "My Garage",
    text: "The vehicles you shop tires for.",
  },
];

/** Whether the member's sign-up offer is still theirs to use, as the server says it. */
function SignUpOfferSection() {
  const offer = useLoaderData() as SignUpOfferStatus;
  return (
    <section aria-labelledby="sign-up-offer-status" className="account-section">
      <h2 id="sign-up-offer-status">{SIGN_UP_OFFER_LABEL}</h2>
      <p>
        {offer.message} <SignUpOfferRulesLink />
      </p>
    </section>
  );
}

/**
 * /account: who is signed in, the way to orders and garage, the sign-up offer, and the password
 * and name forms.
 */
export function AccountHome() {
  const { user, csrf } = useAccountData();
  const client = useClient();
  const revalidator = useRevalidator();
  const summary = accountSummary(user);
  return (
    <>
      <h1>My account</h1>
      <p className="account-greeting">Hello, {summary.greeting}</p>
      <p>Signed in as {summary.email}</p>
      {summary.companyName || summary.buyerLabel ? (
        <p className="account-company">
          {[summary.companyName, summary.buyerLabel && `${summary.buyerLabel} account`]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      <div className="account-sections">
        {SHORTCUTS.map((shortcut) => (
          <section key={shortcut.id} aria-labelledby={shortcut.id} className="account-section">
            <h2>
              <Link id={shortcut.id} to={shortcut.to}>
                {shortcut.title}
              </Link>
            </h2>
            <p>{shortcut.text}</p>
          </section>
        ))}
        <SignUpOfferSection />
        <GroupVerification />
        <MemberForm
          id="password"
          title="Change password"
          fields={PASSWORD_FIELDS}
          initial={NO_PASSWORDS}
          schema={changePasswordSchema}
          refusals={CHANGE_PASSWORD_MESSAGES}
          submitLabel="Change password"
          savedMessage={() => PASSWORD_CHANGED_MESSAGE}
          resetOnSave
          save={(value) => changePassword(client, value, csrf)}
        />
        <MemberForm
          id="details"
          title="Account details"
          fields={DETAIL_FIELDS}
          initial={{ firstName: user.firstName, lastName: user.lastName }}
          schema={accountDetailsSchema}
          refusals={ACCOUNT_DETAILS_MESSAGES}
          submitLabel="Save details"
          savedMessage={() => DETAILS_SAVED_MESSAGE}
          save={(value) => updateAccountDetails(client, value, csrf)}
          onSaved={() => revalidator.revalidate()}
        />
      </div>
    </>
  );
}

export const accountHomeRoute = memberPageRoute(AccountHome, getSignUpOffer);
