import { SUPPORT_FAILED_MESSAGE } from "@treadkit/core/contact";
import { describe, expect, it } from "vitest";
import { sentLoader, supportFormAction } from "./form-flow";

type Values = { email: string; message: string };
type Errors = Partial<Record<"email" | "message" | "form", string>>;
const empty = (): Values => ({ email: "", message: "" });

/** A form posted as a browser without the page's script posts it. */
function posted(fields: Record<string, string>) {
  return new Request("https://store.test/contact-us", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

/** What a loader or action returned with data(): its body and status. */
function answer(value: unknown) {
  return value as { data: { values: Values; errors: Errors }; init: { status: number } };
}

describe("a support form posted without the page's script", () => {
  it("goes to the confirmation (303) once the core has sent it", async () => {
    const sent: FormData[] = [];
    const response = await supportFormAction<Values, Errors>(
      posted({ email: "pat@example.com", message: "Do you fit run-flats?" }),
      "/contact-us",
      empty,
      async (form) => {
        sent.push(form);
        return { sent: true };
      },
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get("location")).toBe("/contact-us?sent=1");
    expect(sent[0]?.get("message")).toBe("Do you fit run-flats?");
  });

  it("comes back with the values as sent and each message at its field", async () => {
    const refused = answer(
      await supportFormAction<Values, Errors>(
        posted({ email: "pat@", message: "Hello" }),
        "/contact-us",
        empty,
        async () => ({
          sent: false,
          values: { email: "pat@", message: "Hello" },
          errors: { email: "Please enter a valid email address" },
          status: 400,
        }),
      ),
    );
    expect(refused.init.status).toBe(400);
    expect(refused.data.values.email).toBe("pat@");
    expect(refused.data.errors.email).toBe("Please enter a valid email address");
  });

  it("says the form could not be sent when the body is not a form", async () => {
    const broken = answer(
      await supportFormAction<Values, Errors>(
        new Request("https://store.test/contact-us", {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=none" },
          body: "not a form",
        }),
        "/contact-us",
        empty,
        async () => {
          throw new Error("a form that did not parse is never sent");
        },
      ),
    );
    expect(broken.init.status).toBe(400);
    expect(broken.data.errors.form).toBe(SUPPORT_FAILED_MESSAGE);
    expect(broken.data.values).toEqual(empty());
  });
});

describe("a support page's loader", () => {
  it("shows the confirmation only after ?sent=1", () => {
    const load = (url: string) => sentLoader({ request: new Request(url) } as never);
    expect(load("https://store.test/contact-us?sent=1")).toEqual({ sent: true });
    expect(load("https://store.test/contact-us")).toEqual({ sent: false });
    expect(load("https://store.test/contact-us?sent=yes")).toEqual({ sent: false });
  });
});
