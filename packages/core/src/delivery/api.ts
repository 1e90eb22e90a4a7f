import type { z } from "zod";
import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type AppointmentRequest,
  cartAppointmentResponseSchema,
  scheduleResponseSchema,
} from "../schedule/schemas";
import {
  cartInstallLocationResponseSchema,
  type installLocationRequestSchema,
} from "../shipping/install-location";
import { pickupLocationsResponseSchema, warehousesResponseSchema } from "../shipping/pickup";
import { type CartShippingRequest, cartShippingResponseSchema } from "../shipping/schemas";

type InstallLocationBody = z.input<typeof installLocationRequestSchema>;

/** The checkout calls of checkout.md §7 behind the delivery store. */

export function getInstallerSchedule(client: Client, installerId: string, cartId?: string) {
  return client.request({
    path: "/installers/{installerId}/schedule",
    pathParams: { installerId },
    query: { source: "checkout", ...(cartId ? { cartId } : {}) },
    schema: RESPONSE_CHECKS ? scheduleResponseSchema : undefined,
  });
}

export function saveCartShipping(
  client: Client,
  method: "POST" | "PUT",
  cartId: string,
  body: CartShippingRequest,
) {
  return client.request({
    method,
    path: "/checkout/cart-shipping",
    query: { cartId },
    json: body,
    schema: RESPONSE_CHECKS ? cartShippingResponseSchema : undefined,
  });
}

export function deleteCartShipping(client: Client, cartId: string): Promise<Result<unknown>> {
  return client.request({ method: "DELETE", path: "/checkout/cart-shipping", query: { cartId } });
}

export function saveCartAppointment(
  client: Client,
  method: "POST" | "PUT",
  cartId: string,
  body: AppointmentRequest,
) {
  return client.request({
    method,
    path: "/checkout/cart-appointment",
    query: { cartId },
    json: body,
    schema: RESPONSE_CHECKS ? cartAppointmentResponseSchema : undefined,
  });
}

export function deleteCartAppointment(client: Client, cartId: string): Promise<Result<unknown>> {
  return client.request({
    method: "DELETE",
    path: "/checkout/cart-appointment",
    query: { cartId },
  });
}

/** The cart's shipping: how its tires reach the shopper; a 404 when none was chosen yet. */
export function getCartShipping(client: Client, cartId: string, signal?: AbortSignal) {
  return client.request({
    path: "/checkout/cart-shipping",
    query: { cartId },
    schema: RESPONSE_CHECKS ? cartShippingResponseSchema : undefined,
    signal,
  });
}

/** The cart's install appointment; `cartAppointment` is null when it has none. */
export function getCartAppointment(client: Client, cartId: string, signal?: AbortSignal) {
  return client.request({
    path: "/checkout/cart-appointment",
    query: { cartId },
    schema: RESPONSE_CHECKS ? cartAppointmentResponseSchema : undefined,
    signal,
  });
}

/** Carrier pickup points nearest the cart's ZIP. */
export function getPickupLocations(
  client: Client,
  query: { cartId: string; limit: number },
  signal?: AbortSignal,
) {
  return client.request({
    path: "/checkout/pickup-locations",
    query,
    schema: RESPONSE_CHECKS ? pickupLocationsResponseSchema : undefined,
    signal,
  });
}

/** Where the mobile installer fits the tires: created, or replaced when the cart has one. */
export function saveInstallLocation(
  client: Client,
  method: "POST" | "PUT",
  cartId: string,
  body: InstallLocationBody,
) {
  return client.request({
    method,
    path: "/checkout/install-location",
    query: { cartId },
    json: body,
    schema: RESPONSE_CHECKS ? cartInstallLocationResponseSchema : undefined,
  });
}

/** The cart's mobile install address; `cartInstallLocation` is null when it has none. */
export function getInstallLocation(client: Client, cartId: string, signal?: AbortSignal) {
  return client.request({
    path: "/checkout/install-location",
    query: { cartId },
    schema: RESPONSE_CHECKS ? cartInstallLocationResponseSchema : undefined,
    signal,
  });
}

/** Warehouses stocking every tire of the cart, nearest its ZIP first (dealer-tire accounts). */
export function getWarehousePickupLocations(
  client: Client,
  query: { cartId: string; productIds: readonly string[] },
  signal?: AbortSignal,
) {
  return client.request({
    path: "/checkout/warehouse-pickup-locations",
    query: { cartId: query.cartId, productIds: query.productIds.join(",") },
    schema: RESPONSE_CHECKS ? warehousesResponseSchema : undefined,
    signal,
  });
}
