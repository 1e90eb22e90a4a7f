import type { SiteCart } from "@treadkit/core/cart";
import { startHomeAddress, withSavedAddress } from "@treadkit/core/checkout";
import { saveCartShipping } from "@treadkit/core/delivery";
import {
  type CheckoutAddressForm,
  isZipRefusalMessage,
  validateShippingAddress,
} from "@treadkit/core/validation";
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useClient } from "../../context";
import type { CartShipping, CheckoutBuyer } from "./data";
import { SavedAddressChooser } from "./SavedAddressChooser";
import { type FieldSpec, FormAlert, PhoneTypeField, TextFields } from "./TextField";
import { useZipSuggestion } from "./useZipSuggestion";

/** The shipping form's fields; the street-to-ZIP run is also where a mobile installer comes. */
export const ADDRESS_FIELDS: readonly FieldSpec<keyof CheckoutAddressForm>[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "addressLine1", label: "Street address", autoComplete: "address-line1" },
  { name: "addressLine2", label: "Apartment, suite (optional)", autoComplete: "address-line2" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "zip", label: "ZIP code", autoComplete: "postal-code" },
  { name: "phone", label: "Phone", autoComplete: "tel" },
  { name: "email", label: "E-mail", autoComplete: "email" },
];

/** What a home delivery may add (checkout.md §3 "Other"): all optional. */
const DELIVERY_FIELDS: readonly FieldSpec<keyof CheckoutAddressForm>[] = [
  { name: "companyName", label: "Company (optional)", autoComplete: "organization" },
  { name: "vehicle", label: "Vehicle (optional)", autoComplete: "off" },
  {
    name: "specialInstructions",
    label: "Special delivery instructions (optional)",
    autoComplete: "off",
  },
];

/**
 * Ship to me: the home address form with checkout.md §5's messages, each on its field. It shows
 * back the home address the cart ships to; a member's form starts with their contact, and their
 * saved addresses fill it in.
 */
export function HomePanel({
  cart,
  shipping,
  buyer,
  onSaved,
}: {
  cart: SiteCart;
  shipping: CartShipping | null;
  buyer: CheckoutBuyer | null;
  onSaved(): Promise<void>;
}) {
  const client = useClient();
  const [form, setForm] = useState<CheckoutAddressForm>(() =>
    startHomeAddress({
      shipping,
      member: buyer?.contact ?? null,
      cartZip: cart.zip,
      cartEmail: cart.email,
    }),
  );
  const [errors, setErrors] = useState<Partial<Record<keyof CheckoutAddressForm, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const zipCheck = useZipSuggestion(form, (fill) =>
    setForm((current) => ({ ...current, ...fill })),
  );
  const focusFirstInvalid = () =>
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = validateShippingAddress(form, zipCheck.place);
    flushSync(() => setErrors(checked.errors));
    if (!checked.valid) {
      focusFirstInvalid();
      return;
    }
    setSaving(true);
    // validateShippingAddress accepted the phone type, so it is one of the two.
    const body = {
      ...form,
      shippingOption: "home" as const,
      phoneType: form.phoneType as "mobile" | "landline",
    };
    const saved = await saveCartShipping(client, "POST", cart.id, body);
    setSaving(false);
    if (!saved.isSuccess) {
      const refusal = saved.error.message;
      // The server's ZIP-table check belongs at the ZIP field, like the form's own.
      if (isZipRefusalMessage(refusal)) {
        flushSync(() => setErrors({ zip: refusal }));
        focusFirstInvalid();
      } else setMessage(refusal);
      return;
    }
    await onSaved();
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <SavedAddressChooser
        id="home-saved-address"
        addresses={buyer?.savedAddresses ?? []}
        onChoose={(address) => setForm((current) => withSavedAddress(current, address))}
      />
      <TextFields
        legend="Shipping address"
        idPrefix="home"
        fields={ADDRESS_FIELDS}
        values={form}
        errors={{ ...errors, zip: zipCheck.zipError(errors.zip) }}
        hints={{ zip: zipCheck.note }}
        after={{
          phone: (
            <PhoneTypeField
              id="home-phoneType"
              value={form.phoneType}
              error={errors.phoneType}
              onChange={(value) => setForm((current) => ({ ...current, phoneType: value }))}
            />
          ),
        }}
        onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
      />
      <TextFields
        legend="Delivery details"
        idPrefix="home"
        fields={DELIVERY_FIELDS}
        values={form}
        errors={errors}
        hints={{ vehicle: "Year, make and model, e.g. 2019 Honda Civic" }}
        onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
      />
      <FormAlert message={message} />
      <button type="submit" className="button" disabled={saving}>
        Ship to this address
      </button>
    </form>
  );
}
