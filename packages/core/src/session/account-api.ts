import { z } from "zod";
import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type MemberOrder,
  memberOrdersResponseSchema,
  type Order,
  orderResponseSchema,
} from "../order/schemas";
import {
  type AccountDetailsForm,
  type ChangePasswordForm,
  type GarageVehicle,
  type GarageVehicleInput,
  garageResponseSchema,
  meResponseSchema,
  type SalesQuote,
  type SalesQuoteRequest,
  salesQuoteResponseSchema,
  type UserDetail,
  userDetailSchema,
} from "./account";
import { CSRF_HEADER } from "./cookies";

/**
 * The signed-in member's calls. The session travels in its HttpOnly cookie; a change also sends
 * the session's CSRF value (the CSRF_TOKEN cookie) in x-csrf-token.
 */

/** GET /api/me */
export function getMe(client: Client): Promise<Result<{ uid: string }>> {
  return client.request({ path: "/me", schema: RESPONSE_CHECKS ? meResponseSchema : undefined });
}

/** GET /api/user-details: call only when the SSO_UID cookie exists. */
export function getUserDetails(client: Client): Promise<Result<UserDetail>> {
  return client.request({
    path: "/user-details",
    schema: RESPONSE_CHECKS ? userDetailSchema : undefined,
  });
}

export function getMemberOrders(client: Client): Promise<Result<MemberOrder[]>> {
  return client
    .request({
      path: "/account/orders",
      schema: RESPONSE_CHECKS ? memberOrdersResponseSchema : undefined,
    })
    .then((result) => (result.isSuccess ? { ...result, data: result.data.orders } : result));
}

export function cancelMemberOrder(
  client: Client,
  orderId: string,
  csrf: string,
): Promise<Result<Order>> {
  return client
    .request({
      method: "POST",
      path: "/account/orders/{orderId}/cancel",
      pathParams: { orderId },
      headers: { [CSRF_HEADER]: csrf },
      schema: RESPONSE_CHECKS ? orderResponseSchema : undefined,
    })
    .then((result) => (result.isSuccess ? { ...result, data: result.data.order } : result));
}

export function changePassword(
  client: Client,
  form: ChangePasswordForm,
  csrf: string,
): Promise<Result<null>> {
  return client.request({
    method: "PUT",
    path: "/account/password",
    json: form,
    headers: { [CSRF_HEADER]: csrf },
    schema: RESPONSE_CHECKS ? z.null() : undefined,
  });
}

export function updateAccountDetails(
  client: Client,
  form: AccountDetailsForm,
  csrf: string,
): Promise<Result<UserDetail>> {
  return client.request({
    method: "PUT",
    path: "/account/details",
    json: form,
    headers: { [CSRF_HEADER]: csrf },
    schema: RESPONSE_CHECKS ? userDetailSchema : undefined,
  });
}

const vehiclesOf = (result: Result<{ vehicles: GarageVehicle[] }>): Result<GarageVehicle[]> =>
  result.isSuccess ? { ...result, data: result.data.vehicles } : result;

export function getGarage(client: Client): Promise<Result<GarageVehicle[]>> {
  return client
    .request({
      path: "/account/garage",
      schema: RESPONSE_CHECKS ? garageResponseSchema : undefined,
    })
    .then(vehiclesOf);
}

export function saveGarageVehicle(
  client: Client,
  vehicle: GarageVehicleInput,
  csrf: string,
): Promise<Result<GarageVehicle[]>> {
  return client
    .request({
      method: "POST",
      path: "/account/garage",
      json: vehicle,
      headers: { [CSRF_HEADER]: csrf },
      schema: RESPONSE_CHECKS ? garageResponseSchema : undefined,
    })
    .then(vehiclesOf);
}

export function removeGarageVehicle(
  client: Client,
  id: number,
  csrf: string,
): Promise<Result<GarageVehicle[]>> {
  return client
    .request({
      method: "DELETE",
      path: "/account/garage/{id}",
      pathParams: { id },
      headers: { [CSRF_HEADER]: csrf },
      schema: RESPONSE_CHECKS ? garageResponseSchema : undefined,
    })
    .then(vehiclesOf);
}

/** POST /api/checkout/sales-quote: a sales-tool member sends the cart as a quote. */
export function sendSalesQuote(
  client: Client,
  cartId: string,
  body: SalesQuoteRequest,
  csrf: string,
): Promise<Result<SalesQuote>> {
  return client
    .request({
      method: "POST",
      path: "/checkout/sales-quote",
      query: { cartId },
      json: body,
      headers: { [CSRF_HEADER]: csrf },
      schema: RESPONSE_CHECKS ? salesQuoteResponseSchema : undefined,
    })
    .then((result) => (result.isSuccess ? { ...result, data: result.data.quote } : result));
}
