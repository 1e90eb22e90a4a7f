import type { SiteCart } from "@treadkit/core/cart";
import { withSavedPlace } from "@treadkit/core/checkout";
import { saveInstallLocation } from "@treadkit/core/delivery";
import type { Installer } from "@treadkit/core/installer";
import { formatCents } from "@treadkit/core/money";
import type { SavedAddress } from "@treadkit/core/session";
import type { CartInstallLocation } from "@treadkit/core/shipping";
import {
  type InstallLocationForm,
  SHOP_REQUIRED_MESSAGE,
  validateInstallLocation,
} from "@treadkit/core/validation";
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useClient } from "../../context";
import { deliveryFor, failureMessage } from "./delivery";
import { ADDRESS_FIELDS } from "./HomePanel";
import { ratingText } from "./InstallerPanel";
import { SavedAddressChooser } from "./SavedAddressChooser";
import { type FieldSpec, FormAlert, TextFields } from "./TextField";

const PLACE_NAMES: ReadonlySet<string> = new Set([
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zip",
]);

const PLACE_FIELDS = [
  ...ADDRESS_FIELDS.filter((field): field is FieldSpec<keyof InstallLocationForm> =>
    PLACE_NAMES.has(field.name),
  ),
  { name: "specialInstructions", label: "Parking or access notes (optional)", autoComplete: "off" },
] as const satisfies readonly FieldSpec<keyof InstallLocationForm>[];

/** The vehicle the installer comes to work on: asked for here, the cart's own when it has one. */
const VEHICLE_FIELDS = [
  { name: "vehicle", label: "Vehicle", autoComplete: "off" },
] as const satisfies readonly FieldSpec<keyof InstallLocationForm>[];

type Errors = Partial<Record<keyof InstallLocationForm | "installer", string>>;

/**
 * Ship to mobile installer: a mobile installer that reaches the cart's ZIP comes to the address
 * the shopper gives (cartInstallLocation), which must lie within that installer's area, to work
 * on the vehicle the shopper names ("Please choose a vehicle" until they do).
 */
export function MobilePanel({
  cart,
  installers,
  location,
  savedAddresses,
  onSaved,
}: {
  cart: SiteCart;
  installers: readonly Installer[];
  location: CartInstallLocation | null;
  /** A signed-in member's saved addresses, to fill the install address with. */
  savedAddresses: readonly SavedAddress[];
  onSaved(): Promise<void>;
}) {
  const client = useClient();
  const [chosen, setChosen] = useState<string | null>(
    location?.installerId ??
      (installers.length === 1 ? (installers[0]?.installerId ?? null) : null),
  );
  const [form, setForm] = useState<InstallLocationForm>({
    addressLine1: location?.addressLine1 ?? "",
    addressLine2: location?.addressLine2 ?? "",
    city: location?.city ?? "",
    state: location?.state ?? "",
    zip: location?.zip ?? cart.zip ?? "",
    specialInstructions: location?.specialInstructions ?? "",
    vehicle: location?.vehicle ?? cart.vehicle ?? "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found: Errors = {
      ...(chosen ? {} : { installer: SHOP_REQUIRED_MESSAGE }),
      ...validateInstallLocation(form).errors,
    };
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0 || !chosen) {
      const first = found.installer ? 'input[name="mobileInstallerId"]' : "[aria-invalid=true]";
      formRef.current?.querySelector<HTMLElement>(first)?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveInstallLocation(client, "POST", cart.id, {
        ...form,
        installerId: chosen,
      });
      if (!saved.isSuccess) {
        setMessage(saved.error.message);
        return;
      }
      await deliveryFor(client, cart).installAt({ installerId: chosen, isMobileInstall: true });
      await onSaved();
    } catch (failure) {
      setMessage(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset
        className="pickup-choices"
        aria-describedby={errors.installer ? "mobile-installer-error" : undefined}
      >
        <legend>Mobile installers that come to {cart.zip}</legend>
        {installers.map((installer) => (
          <label key={installer.installerId} className="pickup-choice">
            <input
              type="radio"
              name="mobileInstallerId"
              value={installer.installerId}
              checked={chosen === installer.installerId}
              onChange={() => setChosen(installer.installerId)}
            />
            <span>
              <strong>{installer.company}</strong>
              <br />
              Installation for 4 tires: {formatCents(installer.installationCostFor4TiresInCents)}
              {installer.rating.quantity > 0 ? ` · ${ratingText(installer)}` : ""}
            </span>
          </label>
        ))}
        {errors.installer ? (
          <p id="mobile-installer-error" className="form-error">
            {errors.installer}
          </p>
        ) : null}
      </fieldset>
      <SavedAddressChooser
        id="mobile-saved-address"
        addresses={savedAddresses}
        onChoose={(address) => setForm((current) => withSavedPlace(current, address))}
      />
      <TextFields
        legend="Where should the tires be installed?"
        idPrefix="mobile"
        fields={PLACE_FIELDS}
        values={form}
        errors={errors}
        onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
      />
      <TextFields
        legend="Which vehicle does the installer work on?"
        idPrefix="mobile"
        fields={VEHICLE_FIELDS}
        values={form}
        errors={errors}
        hints={{ vehicle: "Year, make, model and trim, e.g. 2019 Honda CR-V EX" }}
        onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
      />
      <FormAlert message={message} />
      <button type="submit" className="button" disabled={saving}>
        Install at this address
      </button>
    </form>
  );
}
