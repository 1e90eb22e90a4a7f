import type { AddressFormErrors, BillingAddressForm } from "@treadkit/core/validation";
import { TextField } from "./TextField";
import { useZipSuggestion } from "./useZipSuggestion";

type Field = {
  name: keyof BillingAddressForm;
  label: string;
  autoComplete: string;
  type?: string;
  optional?: boolean;
};

const FIELDS: readonly Field[] = [
  { name: "email", label: "E-mail for your receipt", autoComplete: "email", type: "email" },
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

/**
 * The billing address and contact of the payment step, each error tied to its field. A typed ZIP
 * suggests its city and state, and a ZIP of another state is pointed out at the ZIP field.
 */
export function BillingFields({
  form,
  errors,
  onChange,
}: {
  form: BillingAddressForm;
  errors: AddressFormErrors<BillingAddressForm>;
  onChange(name: keyof BillingAddressForm, value: string): void;
}) {
  const zipCheck = useZipSuggestion(form, (fill) => {
    if (fill.city !== undefined) onChange("city", fill.city);
    if (fill.state !== undefined) onChange("state", fill.state);
  });
  const shown = { ...errors, zip: zipCheck.zipError(errors.zip) };
  return (
    <fieldset className="checkout-fields">
      <legend>Billing address</legend>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`billing-${field.name}`}
          name={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          required={!field.optional}
          value={String(form[field.name] ?? "")}
          error={shown[field.name]}
          hint={field.name === "zip" ? zipCheck.note : undefined}
          onChange={(value) => onChange(field.name, value)}
        />
      ))}
      <div className="field">
        <label htmlFor="billing-phoneType">Phone type</label>
        <select
          id="billing-phoneType"
          name="phoneType"
          value={form.phoneType}
          aria-invalid={errors.phoneType ? true : undefined}
          aria-describedby={errors.phoneType ? "billing-phoneType-error" : undefined}
          onChange={(event) => onChange("phoneType", event.currentTarget.value)}
        >
          <option value="mobile">Mobile</option>
          <option value="landline">Landline</option>
        </select>
        {errors.phoneType ? (
          <p id="billing-phoneType-error" className="form-error">
            {errors.phoneType}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
