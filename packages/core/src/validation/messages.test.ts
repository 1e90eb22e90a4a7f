import { describe, expect, it } from "vitest";
import * as messages from "./messages";

describe("checkout messages", () => {
  it("read as checkout.md §5 words them", () => {
    expect({ ...messages }).toEqual({
      VEHICLE_REQUIRED_MESSAGE: "Please choose a vehicle",
      TIME_SLOT_REQUIRED_MESSAGE: "Please select a time slot",
      SHOP_REQUIRED_MESSAGE: "Please select a shop or change shipping option",
      FEDEX_LOCATION_REQUIRED_MESSAGE: "Please select a FedEx location",
      OUTSIDE_SERVICE_AREA_MESSAGE:
        "This zip code is outside the selected installer's serviceable area",
    });
  });
});
