import type { SiteCart } from "@treadkit/core/cart";
import { type MemberContact, prefillContact } from "@treadkit/core/checkout";
import { getPickupLocations, saveCartShipping } from "@treadkit/core/delivery";
import { PICKUP_LOCATIONS_SHOWN, type PickupLocation } from "@treadkit/core/shipping";
import {
  FEDEX_LOCATION_REQUIRED_MESSAGE,
  type PickupContactForm,
  validatePickupContact,
} from "@treadkit/core/validation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useClient } from "../../context";
import { FormAlert, PhoneTypeField, TextFields } from "./TextField";

type Locations =
  | { status: "loading" }
  | { status: "done"; locations: PickupLocation[] }
  | { status: "error"; message: string };

const CONTACT_FIELDS: readonly {
  name: Exclude<keyof PickupContactForm, "phoneType">;
  label: string;
  autoComplete: string;
  type?: string;
}[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "phone", label: "Phone", autoComplete: "tel", type: "tel" },
  { name: "email", label: "E-mail", autoComplete: "email", type: "email" },
];

/**
 * Pick up at carrier: the pickup points nearest the cart's ZIP and who collects the tires.
 * Saving needs a location (checkout.md §5 "Parcel pickup needs a selected location").
 */
export function ParcelPanel({
  cart,
  member,
  onSaved,
}: {
  cart: SiteCart;
  /** A signed-in member collects by default: their contact starts the form. */
  member: MemberContact | null;
  onSaved(): Promise<void>;
}) {
  const client = useClient();
  const [locations, setLocations] = useState<Locations>({ status: "loading" });
  const [chosen, setChosen] = useState<string | null>(null);
  const [form, setForm] = useState<PickupContactForm>(() =>
    prefillContact(
      { firstName: "", lastName: "", phone: "", phoneType: "mobile", email: cart.email ?? "" },
      member,
    ),
  );
  const [errors, setErrors] = useState<
    Partial<Record<keyof PickupContactForm | "location", string>>
  >({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    void getPickupLocations(
      client,
      { cartId: cart.id, limit: PICKUP_LOCATIONS_SHOWN },
      controller.signal,
    ).then((result) => {
      if (controller.signal.aborted) return;
      setLocations(
        result.isSuccess
          ? { status: "done", locations: result.data.locations }
          : { status: "error", message: result.error.message },
      );
    });
    return () => controller.abort();
  }, [client, cart.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = validatePickupContact(form);
    const found = {
      ...checked.errors,
      ...(chosen ? {} : { location: FEDEX_LOCATION_REQUIRED_MESSAGE }),
    };
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0 || !chosen) {
      const first = found.location ? 'input[name="shippingLocationId"]' : "[aria-invalid=true]";
      formRef.current?.querySelector<HTMLElement>(first)?.focus();
      return;
    }
    setSaving(true);
    const saved = await saveCartShipping(client, "POST", cart.id, {
      shippingOption: "fedex",
      shippingLocationId: chosen,
      ...form,
      phoneType: form.phoneType as "mobile" | "landline",
    });
    setSaving(false);
    if (!saved.isSuccess) {
      setMessage(saved.error.message);
      return;
    }
    await onSaved();
  };

  if (locations.status === "loading") return <p role="status">Finding pickup points…</p>;
  if (locations.status === "error") {
    return (
      <p className="form-error" role="alert">
        {locations.message}
      </p>
    );
  }
  if (locations.locations.length === 0) {
    return (
      <p className="checkout-notice" role="status">
        There are no FedEx locations near {cart.zip ?? "you"}. Choose another way to get your tires.
      </p>
    );
  }
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset
        className="pickup-choices"
        aria-describedby={errors.location ? "pickup-location-error" : undefined}
      >
        <legend>Pickup point</legend>
        {locations.locations.map((location) => (
          <label key={location.shippingLocationId} className="pickup-choice">
            <input
              type="radio"
              name="shippingLocationId"
              value={location.shippingLocationId}
              checked={chosen === location.shippingLocationId}
              onChange={() => setChosen(location.shippingLocationId)}
            />
            <span>
              <strong>{location.name}</strong>
              <br />
              {location.addressLine1}, {location.city}, {location.state} {location.zip} ·{" "}
              {location.distance.toFixed(1)} mi
            </span>
          </label>
        ))}
        {errors.location ? (
          <p id="pickup-location-error" className="form-error">
            {errors.location}
          </p>
        ) : null}
      </fieldset>
      <TextFields
        legend="Who collects the tires"
        idPrefix="pickup"
        fields={CONTACT_FIELDS}
        values={form}
        errors={errors}
        after={{
          phone: (
            <PhoneTypeField
              id="pickup-phoneType"
              value={form.phoneType}
              error={errors.phoneType}
              onChange={(value) => setForm((current) => ({ ...current, phoneType: value }))}
            />
          ),
        }}
        onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
      />
      <FormAlert message={message} />
      <button type="submit" className="button" disabled={saving}>
        Pick up here
      </button>
    </form>
  );
}
