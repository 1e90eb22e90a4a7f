import { describe, expect, it } from "vitest";
import type { Client, Failure, RequestOptions, Result } from "../client";
import { EMAIL_MESSAGE, PHONE_MESSAGE } from "../validation";
import { attachmentMessage } from "./attachments";
import { submitSalesForm, submitSupportForm } from "./forms";
import { submitMailingListForm } from "./mailing-list";
import { SUPPORT_FAILED_MESSAGE } from "./rules";
import { FLEET_SIZE_MESSAGE, SALES_QUANTITY_MESSAGE } from "./sales";
import { CONTACT_MESSAGE_REQUIRED, CONTACT_NAME_MESSAGE } from "./schemas";
import {
  checkSupportForm,
  emptySupportForm,
  ORDER_NUMBER_MESSAGE,
  PO_NUMBER_MESSAGE,
  SUPPORT_TOPIC_MESSAGE,
} from "./support";

/** A client that records each call and answers with `answer`. */
function recordingClient(answer: Result<unknown>) {
  const calls: RequestOptions[] = [];
  const client: Client = {
    async request<T>(options: RequestOptions<T>) {
      calls.push(options as RequestOptions);
      return answer as Result<T>;
    },
    getToken: async () => undefined,
  };
  return { client, calls };
}
const sent: Result<unknown> = { isSuccess: true, data: { status: "sent" }, statusCode: 201 };
const failed = (error: Failure): Result<unknown> => ({ isSuccess: false, error });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function contactForm(fields: Record<string, string>, files: File[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: "Ana Diaz",
    email: "ana@example.com",
    phone: "",
    topic: "returns",
    orderNumber: "",
    companyName: "",
    poNumber: "",
    message: "One tire arrived with a cut sidewall.",
    ...fields,
  }))
    form.append(name, value);
  // An empty file input still posts a nameless, empty part.
  for (const file of files.length ? files : [new File([], "")]) form.append("attachments", file);
  return form;
}

describe("the contact page's form", () => {
  it("takes blank optional fields as not given, and normalises the rest", () => {
    const checked = checkSupportForm({
      ...emptySupportForm(),
      name: " Ana Diaz ",
      email: "ana@example.com",
      phone: "+1 (954) 555-0101",
      topic: "order-status",
      orderNumber: "#1000123",
      companyName: "Diaz & Sons <Fleet>",
      poNumber: "PO-2026/11",
      message: "Where is my order?",
    });
    expect(checked).toEqual({
      valid: true,
      value: {
        name: "Ana Diaz",
        email: "ana@example.com",
        phone: "9545550101",
        topic: "order-status",
        orderNumber: "1000123",
        companyName: "Diaz  Sons Fleet",
        poNumber: "PO-2026/11",
        message: "Where is my order?",
      },
    });
    const bare = checkSupportForm({
      ...emptySupportForm(),
      name: "Ana",
      email: "ana@example.com",
      topic: "other",
      message: "Hi",
    });
    expect(bare.valid && bare.value).toEqual({
      name: "Ana",
      email: "ana@example.com",
      topic: "other",
      message: "Hi",
    });
  });

  it("puts each refusal at its field", () => {
    const checked = checkSupportForm({
      ...emptySupportForm(),
      name: "R2-D2",
      email: "ana@",
      phone: "555",
      topic: "gossip",
      orderNumber: "ABC",
      poNumber: "<script>",
      message: "  ",
    });
    expect(checked.valid ? null : checked.errors).toEqual({
      name: CONTACT_NAME_MESSAGE,
      email: EMAIL_MESSAGE,
      phone: PHONE_MESSAGE,
      topic: SUPPORT_TOPIC_MESSAGE,
      orderNumber: ORDER_NUMBER_MESSAGE,
      poNumber: PO_NUMBER_MESSAGE,
      message: CONTACT_MESSAGE_REQUIRED,
    });
  });

  it("sends nothing while a field or a file is refused", async () => {
    const { client, calls } = recordingClient(sent);
    const outcome = await submitSupportForm(
      client,
      contactForm({ email: "nope" }, [new File(["plain text"], "photo.jpg")]),
    );
    expect(outcome).toMatchObject({
      sent: false,
      status: 400,
      errors: {
        email: EMAIL_MESSAGE,
        attachments: attachmentMessage("type", "photo.jpg"),
      },
    });
    expect(calls).toHaveLength(0);
  });

  it("sends the form's own fields as typed and its files, as multipart", async () => {
    const { client, calls } = recordingClient(sent);
    const form = contactForm({ phone: "954-555-0101" }, [new File([PNG], "scan.pdf")]);
    form.append("isAdmin", "true");
    expect(await submitSupportForm(client, form)).toEqual({ sent: true });
    expect(calls).toHaveLength(1);
    const body = calls[0]?.multipart as FormData;
    expect(calls[0]?.path).toBe("/v1/support/messages");
    expect([...body.keys()]).toEqual(["name", "email", "phone", "topic", "message", "attachments"]);
    expect(body.get("phone")).toBe("954-555-0101");
    const file = body.get("attachments") as File;
    expect(file.name).toBe("scan.pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it("shows the API's refusal of a file at the files, others above the button", async () => {
    const fileRefused = recordingClient(
      failed({
        code: "ServerError",
        statusCode: 413,
        message: attachmentMessage("tooLarge", "big.jpg"),
      }),
    );
    expect(await submitSupportForm(fileRefused.client, contactForm({}))).toMatchObject({
      sent: false,
      status: 413,
      errors: { attachments: "big.jpg is larger than 5 MB" },
    });
    const limited = recordingClient(
      failed({ code: "ServerError", statusCode: 429, message: "Too many messages" }),
    );
    expect(await submitSupportForm(limited.client, contactForm({}))).toMatchObject({
      status: 429,
      errors: { form: "Too many messages" },
    });
  });

  it("says the spec's failure text when the server fails or cannot be reached", async () => {
    for (const error of [
      { code: "ServerError", statusCode: 500, message: "We're experiencing a technical problem." },
      { code: "NetworkError", statusCode: 404, message: "Network error: fetch failed" },
    ] as const) {
      const { client } = recordingClient(failed(error));
      expect(await submitSupportForm(client, contactForm({}))).toMatchObject({
        sent: false,
        errors: { form: SUPPORT_FAILED_MESSAGE },
      });
    }
  });
});

describe("the tire-sales inquiry", () => {
  const values = {
    company: "Sunshine Couriers",
    name: "Lee Park",
    email: "lee@sunshine.example",
    phone: "(305) 555-0140",
    businessType: "fleet",
    fleetSize: "10-49",
    tireSizes: "225/65R17, LT245/75R16",
    quantity: " 120 ",
    message: "",
  };
  const asData = (fields: Record<string, string>) => new Map(Object.entries(fields));

  it("is sent as JSON, normalised", async () => {
    const { client, calls } = recordingClient(sent);
    expect(await submitSalesForm(client, asData(values))).toEqual({ sent: true });
    expect(calls[0]?.path).toBe("/v1/support/sales-inquiries");
    expect(calls[0]?.json).toEqual({
      company: "Sunshine Couriers",
      name: "Lee Park",
      email: "lee@sunshine.example",
      phone: "3055550140",
      businessType: "fleet",
      fleetSize: "10-49",
      tireSizes: "225/65R17, LT245/75R16",
      quantity: 120,
    });
  });

  it("refuses a missing fleet size or a quantity that is not a whole number", async () => {
    const { client, calls } = recordingClient(sent);
    for (const quantity of ["", "0", "12.5", "lots", "100001"]) {
      const outcome = await submitSalesForm(client, asData({ ...values, quantity, fleetSize: "" }));
      expect(outcome).toMatchObject({
        sent: false,
        errors: { quantity: SALES_QUANTITY_MESSAGE, fleetSize: FLEET_SIZE_MESSAGE },
      });
    }
    expect(calls).toHaveLength(0);
  });
});

describe("the mailing-list sign-up", () => {
  it("checks the address before asking, and says the failure text when the server fails", async () => {
    const { client, calls } = recordingClient({
      isSuccess: true,
      data: { status: "check-inbox" },
      statusCode: 202,
    });
    expect(await submitMailingListForm(client, { email: "ana@", source: "footer" })).toMatchObject({
      sent: false,
      errors: { email: EMAIL_MESSAGE },
    });
    expect(calls).toHaveLength(0);
    expect(
      await submitMailingListForm(client, { email: " Ana@Example.com ", source: "footer" }),
    ).toEqual({ sent: true });
    expect(calls[0]?.json).toEqual({ email: "Ana@Example.com", source: "footer" });

    const down = recordingClient(failed({ code: "ServerError", statusCode: 503, message: "x" }));
    expect(
      await submitMailingListForm(down.client, { email: "ana@example.com", source: "footer" }),
    ).toMatchObject({ sent: false, errors: { form: SUPPORT_FAILED_MESSAGE } });
  });
});
