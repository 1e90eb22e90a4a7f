import type { SiteCart } from "@treadkit/core/cart";
import { getWarehousePickupLocations, saveCartShipping } from "@treadkit/core/delivery";
import {
  NO_WAREHOUSES_MESSAGE,
  WAREHOUSE_REQUIRED_MESSAGE,
  type Warehouse,
} from "@treadkit/core/shipping";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useClient } from "../../context";
import { FormAlert } from "./TextField";

type Warehouses =
  | { status: "loading" }
  | { status: "done"; warehouses: Warehouse[] }
  | { status: "error"; message: string };

/**
 * Warehouse pickup, for dealer-tire accounts (checkout.md §2, §6): the warehouses stocking every
 * tire of the cart, nearest first. The account's own name is who collects.
 */
export function WarehousePanel({ cart, onSaved }: { cart: SiteCart; onSaved(): Promise<void> }) {
  const client = useClient();
  const [list, setList] = useState<Warehouses>({ status: "loading" });
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const productIds = cart.siteProducts.map((p) => p.productId).join(",");

  useEffect(() => {
    const controller = new AbortController();
    void getWarehousePickupLocations(
      client,
      { cartId: cart.id, productIds: productIds.split(",") },
      controller.signal,
    ).then((result) => {
      if (controller.signal.aborted) return;
      setList(
        result.isSuccess
          ? { status: "done", warehouses: result.data.siteWarehouses.siteWarehouseList }
          : { status: "error", message: result.error.message },
      );
    });
    return () => controller.abort();
  }, [client, cart.id, productIds]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!chosen) {
      setError(WAREHOUSE_REQUIRED_MESSAGE);
      formRef.current?.querySelector<HTMLElement>('input[name="warehouseId"]')?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    const saved = await saveCartShipping(client, "POST", cart.id, {
      shippingOption: "warehouse",
      warehouseId: chosen,
    });
    setSaving(false);
    if (!saved.isSuccess) {
      setMessage(saved.error.message);
      return;
    }
    await onSaved();
  };

  if (list.status === "loading") return <p role="status">Finding warehouses…</p>;
  if (list.status === "error") {
    return (
      <p className="form-error" role="alert">
        {list.message}
      </p>
    );
  }
  if (list.warehouses.length === 0) {
    return (
      <p className="checkout-notice" role="status">
        {NO_WAREHOUSES_MESSAGE}. Choose another way to get your tires.
      </p>
    );
  }
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="pickup-choices" aria-describedby={error ? "warehouse-error" : undefined}>
        <legend>Warehouse</legend>
        {list.warehouses.map((warehouse) => (
          <label key={warehouse.warehouseId} className="pickup-choice">
            <input
              type="radio"
              name="warehouseId"
              value={warehouse.warehouseId}
              checked={chosen === warehouse.warehouseId}
              onChange={() => setChosen(warehouse.warehouseId)}
            />
            <span>
              <strong>{warehouse.name}</strong>
              <br />
              {warehouse.addressLine1}, {warehouse.city}, {warehouse.state} {warehouse.zip}
              {warehouse.distance === null ? "" : ` · ${warehouse.distance.toFixed(1)} mi`}
            </span>
          </label>
        ))}
        {error ? (
          <p id="warehouse-error" className="form-error">
            {error}
          </p>
        ) : null}
      </fieldset>
      <p>Tires are collected in your account's name.</p>
      <FormAlert message={message} />
      <button type="submit" className="button" disabled={saving}>
        {saving ? "Saving…" : "Collect at this warehouse"}
      </button>
    </form>
  );
}
