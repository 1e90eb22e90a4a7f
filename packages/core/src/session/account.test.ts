import { describe, expect, it } from "vitest";
import {
  allowedDeliveryMethods,
  authorizeParams,
  changePasswordSchema,
  coverageDenied,
  deliveryAllowed,
  garageFailureMessage,
  garageVehicleLabel,
  isDealerTireAccount,
  memberGreeting,
  PASSWORD_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  randomState,
  registerFormSchema,
  safeReturnPath,
  userTypeOf,
  VEHICLE_UPDATE_FAILED_MESSAGE,
} from "./account";
import { isEmployeePortal, logoutCookies } from "./cookies";

describe("randomState", () => {
  it("draws 32 letters and digits", () => {
    let seed = 0;
    const random = (n: number) => Uint8Array.from({ length: n }, () => (seed++ * 37) % 256);
    const state = randomState(random);
    expect(state).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("skips the bytes that would bias the draw, drawing again", () => {
    let calls = 0;
    // First draw: every byte is out of range; second: all zeros ("A").
    const random = (n: number) => new Uint8Array(n).fill(calls++ === 0 ? 250 : 0);
    expect(randomState(random)).toBe("A".repeat(32));
    expect(calls).toBe(2);
  });
});

describe("authorizeParams", () => {
  const base = {
    action: "login" as const,
    state: "s".repeat(32),
    clientId: "storefront",
    redirectUri: "https://shop.example/api/sso-landing",
    cobranded: false,
  };

  it("carries the anonymous id, and the session when there is one", () => {
    expect(
      authorizeParams({ ...base, employeePortal: false, anonymousId: "a1", sessionId: "s1" }),
    ).toEqual({
      state: base.state,
      response_type: "code",
      approval_prompt: "auto",
      client_id: "storefront",
      action: "login",
      redirect_uri: base.redirectUri,
      cobranded: "false",
      sessionId: "s1",
      anonymous_id: "a1",
    });
  });

  it("sends partner_integration instead of the anonymous id on the employee portal", () => {
    const params = authorizeParams({ ...base, employeePortal: true, anonymousId: "a1" });
    expect(params.partner_integration).toBe("employee");
    expect(params.anonymous_id).toBeUndefined();
  });
});

describe("safeReturnPath", () => {
  it("keeps a path on this site and refuses anything that leaves it", () => {
    expect(safeReturnPath("/account/my-orders?x=1")).toBe("/account/my-orders?x=1");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/ /evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "",
      null,
    ]) {
      expect(safeReturnPath(bad), JSON.stringify(bad)).toBe("/account");
    }
    // What comes back is the parsed path, as the browser will read it.
    expect(safeReturnPath("/tire-sizes/225-50r17#cart")).toBe("/tire-sizes/225-50r17#cart");
    expect(safeReturnPath("/a/../checkout")).toBe("/checkout");
    expect(safeReturnPath(undefined, "/")).toBe("/");
  });
});

describe("logoutCookies", () => {
  it("clears the sign-on, CSRF, one-tap, account-type, company and uid cookies", () => {
    expect(logoutCookies(false)).toEqual([
      "SSO_SESSION",
      "CSRF_TOKEN",
      "ONE_TAP",
      "ACCOUNT",
      "ACCOUNT_TYPE",
      "COMPANY_NAME",
      "SSO_UID",
      "IS_FLEET",
    ]);
  });

  it("adds the cart cookies on the employee domain", () => {
    expect(logoutCookies(true)).toEqual([
      ...logoutCookies(false),
      "CART_ID",
      "CART_QTY",
      "CART_SHIPPING",
      "CART_APPOINTMENT",
    ]);
  });
});

describe("isEmployeePortal", () => {
  it("knows the portal by its path or its host", () => {
    expect(isEmployeePortal("/dt-employees")).toBe(true);
    expect(isEmployeePortal("/dt-employees/tires")).toBe(true);
    expect(isEmployeePortal("/dt-employees-old")).toBe(false);
    expect(isEmployeePortal("/", "employees.shop.example")).toBe(true);
    expect(isEmployeePortal("/", "www.shop.example")).toBe(false);
  });
});

describe("member helpers", () => {
  it("greets by first name, else by the e-mail's name", () => {
    expect(memberGreeting({ firstName: "Rita", username: "r@x.example" })).toBe("Rita");
    expect(memberGreeting({ firstName: " ", username: "sam@x.example" })).toBe("sam");
  });

  it("reads the user type of the first account type; none when signed out", () => {
    expect(userTypeOf(null)).toBe("none");
    expect(
      userTypeOf({
        uid: "u",
        firstName: "",
        lastName: "",
        username: "u@x.example",
        brands: [],
        accountTypes: [
          { name: "fleet", userType: "fleet", deliveryMethods: [], paymentGroups: [] },
        ],
        accountTypeCompany: null,
        isTaxExempt: false,
      }),
    ).toBe("fleet");
  });

  it("names a saved vehicle, with its trim when it has one", () => {
    expect(garageVehicleLabel({ year: 2021, make: "Honda", model: "Civic", trim: "EX" })).toBe(
      "2021 Honda Civic EX",
    );
    expect(garageVehicleLabel({ year: 2021, make: "Honda", model: "Civic", trim: "" })).toBe(
      "2021 Honda Civic",
    );
  });
});

describe("account forms", () => {
  it("needs 8 to 128 characters and a matching confirmation", () => {
    const form = {
      firstName: "Nia",
      lastName: "Okafor",
      email: "nia@example.com",
      password: "1234567",
      confirmPassword: "1234567",
    };
    const short = registerFormSchema.safeParse(form);
    expect(short.error?.issues.map((i) => i.message)).toEqual([PASSWORD_MESSAGE]);
    const ok = registerFormSchema.safeParse({
      ...form,
      password: "12345678",
      confirmPassword: "12345678",
    });
    expect(ok.success).toBe(true);
    const long = registerFormSchema.safeParse({
      ...form,
      password: "x".repeat(129),
      confirmPassword: "x".repeat(129),
    });
    expect(long.success).toBe(false);
    const mismatch = changePasswordSchema.safeParse({
      currentPassword: "old",
      newPassword: "12345678",
      confirmPassword: "12345679",
    });
    expect(mismatch.error?.issues).toMatchObject([
      { message: PASSWORD_MISMATCH_MESSAGE, path: ["confirmPassword"] },
    ]);
  });
});

describe("delivery methods by account", () => {
  const detail = (own: string[], company: string[] | null) => ({
    accountTypes: [
      {
        name: "none" as const,
        userType: "whole_sale" as const,
        deliveryMethods: own.map((name) => ({ name })),
        paymentGroups: [],
      },
    ],
    accountTypeCompany: company && {
      companyName: "Co",
      paymentGroups: [],
      deliveryMethods: company.map((name) => ({ name })),
      isTireReplacementCoverageAvailable: false,
      isOccupationDiscountsAvailable: false,
    },
  });

  it("takes the account type's methods, else the company's, else none listed", () => {
    expect(allowedDeliveryMethods(detail(["PickupAtWarehouse"], ["ShipToMe"]))).toEqual([
      "PickupAtWarehouse",
    ]);
    expect(allowedDeliveryMethods(detail([], ["ShipToMe", "Teleport"]))).toEqual(["ShipToMe"]);
    expect(allowedDeliveryMethods(detail([], null))).toBeNull();
    expect(allowedDeliveryMethods(null)).toBeNull();
  });

  it("makes an account that may collect at warehouses a dealer-tire account", () => {
    expect(isDealerTireAccount(detail([], ["PickupAtWarehouse", "ShipToMe"]))).toBe(true);
    expect(isDealerTireAccount(detail(["ShipToMe"], ["PickupAtWarehouse"]))).toBe(false);
    expect(isDealerTireAccount(null)).toBe(false);
  });

  it("allows a delivery by its method, a mobile install being its own, and a warehouse only when listed", () => {
    const allowed = ["ShipToInstaller", "PickupAtWarehouse"] as const;
    expect(deliveryAllowed(allowed, { shippingOption: "installer" })).toBe(true);
    expect(deliveryAllowed(allowed, { shippingOption: "installer", isMobileInstall: true })).toBe(
      false,
    );
    expect(deliveryAllowed(allowed, { shippingOption: "warehouse" })).toBe(true);
    expect(deliveryAllowed(allowed, { shippingOption: "home" })).toBe(false);
    expect(deliveryAllowed(null, { shippingOption: "fedex" })).toBe(true);
    expect(deliveryAllowed(null, { shippingOption: "warehouse" })).toBe(false);
  });
});

describe("coverageDenied", () => {
  it("denies coverage to an employee whose company does not offer it, and to no one else", () => {
    expect(coverageDenied("epp", false)).toBe(true);
    expect(coverageDenied("epp", null)).toBe(true);
    expect(coverageDenied("epp", true)).toBe(false);
    expect(coverageDenied("fleet", false)).toBe(false);
    expect(coverageDenied("retail", undefined)).toBe(false);
  });
});

describe("garageFailureMessage", () => {
  it("tells the server's reason for a refusal, and §8's words for anything else", () => {
    expect(
      garageFailureMessage({
        code: "BadRequest",
        statusCode: 400,
        message: "Please enter the vehicle's make",
      }),
    ).toBe("Please enter the vehicle's make");
    for (const statusCode of [500, 503])
      expect(
        garageFailureMessage({
          code: "ServerError",
          statusCode,
          message: "Invalid response status 500",
        }),
      ).toBe(VEHICLE_UPDATE_FAILED_MESSAGE);
    // No answer carries the client's default status, 404: it is no refusal to show.
    expect(
      garageFailureMessage({
        code: "NetworkError",
        statusCode: 404,
        message: "Request timed out after 10000 ms",
      }),
    ).toBe(VEHICLE_UPDATE_FAILED_MESSAGE);
  });
});
