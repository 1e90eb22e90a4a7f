import type { SavedAddress } from "@treadkit/core/session";
import type { AddressFormErrors, BillingAddressForm } from "@treadkit/core/validation";
import type { ReactNode } from "react";
import { AddressLines } from "../AddressLines";
import { SavedAddressChooser } from "./SavedAddressChooser";
import { PhoneTypeField, TextField } from "./TextField";
import { useZipSuggestion } from "./useZipSuggestion";

type Field = {
  name: keyof BillingAddressForm;
  label: string;
  autoComplete: string;
  type?: string;
  optional?: boolean;
};

const EMAIL: Field = {
  name: "email",
  label: "E-mail for your receipt",
  autoComplete: "email",
  type: "email",
};

const ADDRESS: readonly Field[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "addressLine1", label: "Address", autoComplete: "address-line1" },
  {
    name: "addressLine2",
    label: "Apartment, suite (optional)",
    autoComplete: "address-line2",
    optional: true,
  },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "zip", label: "ZIP code", autoComplete: "postal-code" },
  { name: "phone", label: "Phone", autoComplete: "tel", type: "tel" },
];

/** Asked whether or not the billing address is the shipping address (checkout.md §3, §5). */
const BUSINESS: readonly Field[] = [
  {
    name: "companyName",
    label: "Company name (optional)",
    autoComplete: "organization",
    optional: true,
  },
  { name: "poNumber", label: "PO number (optional)", autoComplete: "off", optional: true },
];

/**
 * The billing address and contact of the payment step, each error tied to its field. Where the
 * cart ships to the shopper's address, "Billing address same as shipping" (on by default) stands
 * for the address fields. A typed ZIP suggests its city and state, and a ZIP of another state is
 * pointed out at the ZIP field.
 */
export function BillingFields({
  form,
  errors,
  onChange,
  shippingAddress,
  sameAsShipping,
  onSameAsShipping,
  savedAddresses,
  onUseSaved,
}: {
  form: BillingAddressForm;
  errors: AddressFormErrors<BillingAddressForm>;
  onChange(name: keyof BillingAddressForm, value: string): void;
  /** The address the cart ships to, when it is the shopper's own. */
  shippingAddress: BillingAddressForm | null;
  sameAsShipping: boolean;
  onSameAsShipping(same: boolean): void;
  savedAddresses: readonly SavedAddress[];
  onUseSaved(address: SavedAddress): void;
}) {
  const zipCheck = useZipSuggestion(form, (fill) => {
    if (fill.city !== undefined) onChange("city", fill.city);
    if (fill.state !== undefined) onChange("state", fill.state);
  });
  const shown = { ...errors, zip: zipCheck.zipError(errors.zip) };
  const same = sameAsShipping && shippingAddress !== null;
  const field = (spec: Field) => (
    <TextField
      key={spec.name}
      id={`billing-${spec.name}`}
      name={spec.name}
      label={spec.label}
      type={spec.type}
      autoComplete={spec.autoComplete}
      required={!spec.optional}
      value={String(form[spec.name] ?? "")}
      error={shown[spec.name]}
      hint={spec.name === "zip" ? zipCheck.note : undefined}
      onChange={(value) => onChange(spec.name, value)}
    />
  );
  return (
    <fieldset className="checkout-fields">
      <legend>Billing address</legend>
      {shippingAddress ? (
        <div className="field">
          <label>
            <input
              type="checkbox"
              name="sameAsShipping"
              checked={same}
              onChange={(event) => onSameAsShipping(event.currentTarget.checked)}
            />{" "}
            Billing address same as shipping
          </label>
          {same ? <ShippingAddressLines address={shippingAddress} /> : null}
        </div>
      ) : null}
      {field(EMAIL)}
      {same ? null : (
        <AddressFields
          form={form}
          errors={errors}
          field={field}
          onChange={onChange}
          savedAddresses={savedAddresses}
          onUseSaved={onUseSaved}
        />
      )}
      {BUSINESS.map(field)}
    </fieldset>
  );
}

function ShippingAddressLines({ address: a }: { address: BillingAddressForm }) {
  return (
    <AddressLines
      lines={[
        [a.firstName, a.lastName].filter(Boolean).join(" "),
        a.addressLine1,
        a.addressLine2,
        `${a.city}, ${a.state} ${a.zip}`,
      ].filter(Boolean)}
    />
  );
}

/** The billing address's own fields, with the member's saved addresses to fill them from. */
function AddressFields({
  form,
  errors,
  field,
  onChange,
  savedAddresses,
  onUseSaved,
}: {
  form: BillingAddressForm;
  errors: AddressFormErrors<BillingAddressForm>;
  field(spec: Field): ReactNode;
  onChange(name: keyof BillingAddressForm, value: string): void;
  savedAddresses: readonly SavedAddress[];
  onUseSaved(address: SavedAddress): void;
}) {
  return (
    <>
      <SavedAddressChooser
        id="billing-saved-address"
        addresses={savedAddresses}
        onChoose={onUseSaved}
      />
      {ADDRESS.map(field)}
      <PhoneTypeField
        id="billing-phoneType"
        value={form.phoneType}
        error={errors.phoneType}
        onChange={(value) => onChange("phoneType", value)}
      />
    </>
  );
}
