/** Checkout messages of checkout.md §5 for choices made outside the address form. */

export const VEHICLE_REQUIRED_MESSAGE = "Please choose a vehicle";
export const TIME_SLOT_REQUIRED_MESSAGE = "Please select a time slot";
export const SHOP_REQUIRED_MESSAGE = "Please select a shop or change shipping option";
export const FEDEX_LOCATION_REQUIRED_MESSAGE = "Please select a FedEx location";
export const OUTSIDE_SERVICE_AREA_MESSAGE =
  "This zip code is outside the selected installer's serviceable area";
