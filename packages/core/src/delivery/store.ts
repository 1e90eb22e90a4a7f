import { atom } from "nanostores";
import type { z } from "zod";
import { APPOINTMENT_MARKER_COOKIE, SHIPPING_MARKER_COOKIE } from "../cart/rules";
import type { AddToCartInput, SiteCart } from "../cart/schemas";
import type { createCartStore } from "../cart/store";
import type { Client, Result } from "../client";
import type { KeyValueStorage, Logger } from "../platform";
import type { Slot } from "../schedule/rules";
import type { cartAppointmentSchema } from "../schedule/schemas";
import type { CartShippingResponse } from "../shipping/schemas";
import {
  deleteCartAppointment,
  deleteCartShipping,
  getCartAppointment,
  getCartShipping,
  saveCartAppointment,
  saveCartShipping,
} from "./api";

export const CART_SHIPPING_ERROR = "Error in fetching cart shipping";

type CartStore = ReturnType<typeof createCartStore>;
type Shipping = CartShippingResponse["siteCartShippingResponse"];
type Appointment = z.infer<typeof cartAppointmentSchema>;
export type ChosenInstaller = { installerId: string; isMobileInstall: boolean };

/**
 * The installer and, at a shop, the chosen time, as the one call that stores them together
 * takes them (a mobile installer has no time at a shop).
 */
function installFields(
  installer: ChosenInstaller,
  chosenSlot?: Pick<Slot, "date" | "slotTime" | "isDropOff">,
) {
  return {
    installerId: installer.installerId,
    isMobileInstall: installer.isMobileInstall,
    ...(chosenSlot && !installer.isMobileInstall
      ? {
          appointmentTime: {
            date: chosenSlot.date,
            slotTime: chosenSlot.slotTime,
            isDropOff: chosenSlot.isDropOff,
          },
        }
      : {}),
  };
}

/**
 * How the cart reaches the shopper, and when it is fitted (checkout.md §4): add to cart with an
 * installer, removing the installer, shipping and appointment with their fallbacks, and the
 * shipping and appointment markers (1 while present).
 */
export function createDeliveryStore(
  client: Client,
  options: { storage: KeyValueStorage; logger: Logger; cart: CartStore },
) {
  const { storage, logger, cart } = options;
  const $shipping = atom<Shipping | null>(null);
  const $appointment = atom<Appointment | null>(null);

  const cartId = () => cart.$cart.get()?.id ?? null;

  function mark(name: string, present: boolean) {
    if (present) storage.set(name, "1");
    else storage.remove(name);
  }
  function setShipping(value: Shipping | null) {
    $shipping.set(value);
    mark(SHIPPING_MARKER_COOKIE, value !== null);
  }
  function setAppointment(value: Appointment | null) {
    $appointment.set(value);
    mark(APPOINTMENT_MARKER_COOKIE, value !== null);
  }

  /** Tries one call, then the other when it fails (an abort is not a failure to retry). */
  async function withFallback<T>(
    first: () => Promise<Result<T>>,
    second: () => Promise<Result<T>>,
  ): Promise<Result<T>> {
    const result = await first();
    if (result.isSuccess || result.error.code === "AbortError") return result;
    return second();
  }

  /** Shipping from the installer: an update first, creation when there is none (§4). */
  async function shipToInstaller(installer: ChosenInstaller): Promise<Shipping> {
    const id = cartId();
    if (!id) throw new Error("There is no cart yet!");
    const body = {
      shippingOption: "installer" as const,
      installerId: installer.installerId,
      isMobileInstall: installer.isMobileInstall,
    };
    const result = await withFallback(
      () => saveCartShipping(client, "PUT", id, body),
      () => saveCartShipping(client, "POST", id, body),
    );
    if (!result.isSuccess) {
      if (result.error.code === "NotFound") setShipping(null);
      throw new Error(result.error.message || CART_SHIPPING_ERROR);
    }
    setShipping(result.data.siteCartShippingResponse);
    return result.data.siteCartShippingResponse;
  }

  /**
   * The appointment: creation first and an update when it fails; with one already booked, an
   * update first and creation on a 404 (§4).
   */
  async function book(installerId: string, slot: Pick<Slot, "date" | "slotTime" | "isDropOff">) {
    const id = cartId();
    if (!id) throw new Error("There is no cart yet!");
    const body = {
      installerId,
      date: slot.date,
      slotTime: slot.slotTime,
      isDropOff: slot.isDropOff,
    };
    const create = () => saveCartAppointment(client, "POST", id, body);
    const update = () => saveCartAppointment(client, "PUT", id, body);
    const result =
      $appointment.get() === null
        ? await withFallback(create, update)
        : await (async () => {
            const updated = await update();
            return !updated.isSuccess && updated.error.code === "NotFound" ? create() : updated;
          })();
    if (!result.isSuccess) {
      if (result.error.code === "NotFound") setAppointment(null);
      throw new Error(result.error.message);
    }
    setAppointment(result.data.cartAppointment);
    return result.data.cartAppointment;
  }

  /** Reads the cart's shipping and appointment after the server changed them. */
  async function reload(id: string): Promise<void> {
    const [shipping, appointment] = await Promise.all([
      getCartShipping(client, id),
      getCartAppointment(client, id),
    ]);
    setShipping(shipping.isSuccess ? shipping.data.siteCartShippingResponse : null);
    setAppointment(appointment.isSuccess ? appointment.data.cartAppointment : null);
  }

  /**
   * Add to cart with an installer (§4): the tires, shipping to the installer and, at a shop,
   * the slot the shopper chose, in one call. No time is held that the shopper did not choose:
   * without one, or when the chosen one was just taken, the cart has the shop and no time, and
   * checkout asks for it. A refusal (a shop that cannot fit the tires) throws with the server's
   * message and leaves the cart as it was.
   */
  async function addToCartWithInstaller(
    input: AddToCartInput,
    installer: ChosenInstaller,
    chosenSlot?: Pick<Slot, "date" | "slotTime" | "isDropOff">,
  ): Promise<SiteCart | null> {
    const added = await cart.addToCart({
      ...input,
      ...installFields(installer, chosenSlot),
    });
    if (added) await reload(added.id);
    return added;
  }

  /**
   * Installation for the cart already there (an installer chosen after adding tires): shipping
   * to the installer and, at a shop, the chosen slot (none is chosen for the shopper), in one
   * call.
   */
  async function installAt(
    installer: ChosenInstaller,
    chosenSlot?: Pick<Slot, "date" | "slotTime" | "isDropOff">,
  ): Promise<SiteCart | null> {
    const id = cartId();
    if (!id) return cart.$cart.get();
    const result = await saveCartShipping(client, "PUT", id, {
      shippingOption: "installer",
      ...installFields(installer, chosenSlot),
    });
    if (!result.isSuccess) {
      if (result.error.code === "NotFound") cart.clear();
      throw new Error(result.error.message || CART_SHIPPING_ERROR);
    }
    setShipping(result.data.siteCartShippingResponse);
    // The cart as the update answers it (the tire-maker's partner mode never re-reads it).
    await cart.update({ installerId: installer.installerId });
    const appointment = await getCartAppointment(client, id);
    setAppointment(appointment.isSuccess ? appointment.data.cartAppointment : null);
    return cart.$cart.get();
  }

  /** Removing the installer clears shipping and appointment; a 404 there counts as success. */
  async function removeInstaller(installerId: string): Promise<void> {
    const id = cartId();
    await cart.removeInstaller(installerId);
    if (id) {
      for (const remove of [deleteCartShipping, deleteCartAppointment]) {
        const result = await remove(client, id);
        if (!result.isSuccess && result.error.code !== "NotFound") {
          logger.error(result.error.message);
        }
      }
    }
    setShipping(null);
    setAppointment(null);
  }

  return {
    $shipping,
    $appointment,
    addToCartWithInstaller,
    installAt,
    shipToInstaller,
    book,
    removeInstaller,
  };
}
