import { createCartStore, type SiteCart } from "@treadkit/core/cart";
import { createDeliveryStore, saveCartShipping } from "@treadkit/core/delivery";
import { getInstallers, type Installer } from "@treadkit/core/installer";
import { formatCents } from "@treadkit/core/money";
import { createPlatform, memoryStorage } from "@treadkit/core/platform";
import { cartTabs, type DeliveryTab } from "@treadkit/core/shipping";
import {
  type CheckoutAddressForm,
  emptyCheckoutAddress,
  validateShippingAddress,
} from "@treadkit/core/validation";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useRevalidator } from "react-router";
import { useClient } from "../../context";
import { TextField } from "./TextField";

/** Delivery tabs this screen has a panel for; the others are left out of the tab list. */
const PANELS: ReadonlySet<DeliveryTab> = new Set(["installer", "home"]);

/** Installers shown in the installer tab (checkout.md §2 "installer list (4)"). */
const INSTALLERS_SHOWN = 4;

/** The installers near the cart's ZIP, each with "Select this shop". */
function InstallerPanel({ cart, onChosen }: { cart: SiteCart; onChosen(): Promise<void> }) {
  const client = useClient();
  const [installers, setInstallers] = useState<Installer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const zip = cart.zip;

  useEffect(() => {
    if (!zip) return;
    const controller = new AbortController();
    void getInstallers(
      client,
      { userZip: zip, limit: INSTALLERS_SHOWN, cartId: cart.id, source: "checkout" },
      controller.signal,
    ).then((result) => {
      if (controller.signal.aborted) return;
      if (result.isSuccess) setInstallers(result.data.siteInstallers.siteInstallerList);
      else setError(result.error.message);
    });
    return () => controller.abort();
  }, [client, zip, cart.id]);

  const choose = async (installer: Installer) => {
    setChoosing(installer.installerId);
    setError(null);
    const platform = createPlatform({ storage: memoryStorage() });
    const cartStore = createCartStore(client, {
      storage: platform.storage,
      logger: platform.logger,
    });
    cartStore.$cart.set(cart);
    const delivery = createDeliveryStore(client, { ...platform, cart: cartStore });
    try {
      await delivery.installAt({
        installerId: installer.installerId,
        isMobileInstall: installer.isMobileInstall,
      });
      await onChosen();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setChoosing(null);
    }
  };

  if (!zip) return <p>Enter your ZIP code to see shops near you.</p>;
  if (error) {
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  }
  if (!installers) return <p role="status">Finding shops near {zip}…</p>;
  if (installers.length === 0) return <p role="status">There are no shops near {zip}.</p>;
  return (
    <ul className="installer-choices" aria-label={`Shops near ${zip}`}>
      {installers.slice(0, INSTALLERS_SHOWN).map((installer) => (
        <li key={installer.installerId}>
          <p className="installer-choices__name">{installer.company}</p>
          <p>
            {installer.addressLine1}, {installer.city}, {installer.state} ·{" "}
            {installer.distance.toFixed(1)} mi
          </p>
          <p>Installation for 4 tires: {formatCents(installer.installationCostFor4TiresInCents)}</p>
          <button
            type="button"
            className="button"
            disabled={choosing !== null}
            aria-label={`Select this shop: ${installer.company}`}
            onClick={() => void choose(installer)}
          >
            Select this shop
          </button>
        </li>
      ))}
    </ul>
  );
}

type AddressField = { name: keyof CheckoutAddressForm; label: string; autoComplete: string };

const ADDRESS_FIELDS: readonly AddressField[] = [
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

/** Ship to me: the home address form with checkout.md §5's messages, each on its field. */
function HomePanel({ cart, onSaved }: { cart: SiteCart; onSaved(): Promise<void> }) {
  const client = useClient();
  const [form, setForm] = useState<CheckoutAddressForm>(() => ({
    ...emptyCheckoutAddress(),
    zip: cart.zip ?? "",
    email: cart.email ?? "",
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof CheckoutAddressForm, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = validateShippingAddress(form);
    flushSync(() => setErrors(checked.errors));
    if (!checked.valid) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
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
      setMessage(saved.error.message);
      return;
    }
    await onSaved();
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="checkout-fields">
        <legend>Shipping address</legend>
        {ADDRESS_FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`home-${field.name}`}
            name={field.name}
            label={field.label}
            autoComplete={field.autoComplete}
            value={String(form[field.name] ?? "")}
            error={errors[field.name]}
            onChange={(value) => setForm((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
      </fieldset>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={saving}>
        Ship to this address
      </button>
    </form>
  );
}

/**
 * How the tires reach the shopper, for a cart without a delivery yet or one being changed: the
 * cart's delivery tabs (checkout.md §2), each with its panel.
 */
export function DeliveryChooser({ cart, onChosen }: { cart: SiteCart; onChosen(): void }) {
  const revalidator = useRevalidator();
  const tabs = cartTabs({
    items: cart.siteProducts.map((p) => ({
      isInstallable: p.isInstallable,
      isOversize: p.isOversizeTire,
    })),
    mobileAvailable: false,
  }).filter((tab) => PANELS.has(tab.tab));
  const [active, setActive] = useState<DeliveryTab | undefined>(tabs[0]?.tab);
  const tabRefs = useRef(new Map<DeliveryTab, HTMLButtonElement>());
  const done = async () => {
    await revalidator.revalidate();
    onChosen();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    setActive(next.tab);
    tabRefs.current.get(next.tab)?.focus();
  };

  return (
    <div className="delivery-chooser">
      <div role="tablist" aria-label="Delivery" className="delivery-tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.tab, element);
            }}
            type="button"
            role="tab"
            id={`delivery-tab-${tab.tab}`}
            aria-selected={active === tab.tab}
            aria-controls={`delivery-panel-${tab.tab}`}
            tabIndex={active === tab.tab ? 0 : -1}
            onClick={() => setActive(tab.tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        tab.tab === active ? (
          <div
            key={tab.tab}
            role="tabpanel"
            id={`delivery-panel-${tab.tab}`}
            aria-labelledby={`delivery-tab-${tab.tab}`}
          >
            {tab.tab === "installer" ? (
              <InstallerPanel cart={cart} onChosen={done} />
            ) : (
              <HomePanel cart={cart} onSaved={done} />
            )}
          </div>
        ) : null,
      )}
    </div>
  );
}
