import multipart from "@fastify/multipart";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TOO_MANY_MESSAGE,
  ATTACHMENTS_FIELD,
  attachmentMessage,
  salesInquiryResponseSchema,
  salesInquirySchema,
  supportMessageResponseSchema,
  supportMessageSchema,
} from "@treadkit/core/contact";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { INVALID_TEXT_MESSAGE } from "../../http/input-guard";
import { type IncomingFile, submitSalesInquiry, submitSupportMessage } from "./support.service";

const SUPPORT_MULTIPART_MESSAGE = "Please send the message as multipart/form-data";

/** The files of a request, kept beside it: the body holds only the text fields. */
const filesOf = new WeakMap<FastifyRequest, IncomingFile[]>();

const errorCode = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error ? error.code : undefined;

/**
 * Reads a multipart body: text fields into request.body (a field sent twice becomes a list, which
 * the schema refuses), files of the attachments field beside it. Busboy stops reading a file past
 * the size limit and counts the files, so a large or long upload is cut off, not buffered.
 */
async function readMultipart(request: FastifyRequest) {
  const body: Record<string, string | string[]> = {};
  const files: IncomingFile[] = [];
  let current = "";
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        const value = typeof part.value === "string" ? part.value : String(part.value);
        // The app's input guard ran before this body was read: NUL is refused here (UTF-8 as
        // busboy decodes it holds no lone surrogates).
        if (value.includes("\u0000") || part.fieldname.includes("\u0000"))
          throw new HttpError(400, "INVALID_TEXT", INVALID_TEXT_MESSAGE);
        const seen = body[part.fieldname];
        body[part.fieldname] =
          seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
        continue;
      }
      current = part.filename;
      if (part.fieldname !== ATTACHMENTS_FIELD) {
        throw new HttpError(400, "UNKNOWN_FIELD", `Unknown body field: ${part.fieldname}`);
      }
      const bytes = await part.toBuffer();
      // An empty file input still sends a part, nameless and empty: that is no file.
      if (bytes.length === 0 && !part.filename) continue;
      files.push({ name: part.filename, bytes });
    }
  } catch (error) {
    if (errorCode(error) === "FST_REQ_FILE_TOO_LARGE")
      throw new HttpError(413, "ATTACHMENT_TOOLARGE", attachmentMessage("tooLarge", current));
    if (errorCode(error) === "FST_FILES_LIMIT")
      throw new HttpError(400, "ATTACHMENT_TOOMANY", ATTACHMENT_TOO_MANY_MESSAGE);
    throw error;
  }
  request.body = body;
  filesOf.set(request, files);
}

/**
 * The contact page's form (storefront.md §2, §5), with its files, and the tire-sales inquiry:
 * both kept as support messages and e-mailed through the outbox, limited like the footer's modal.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Only these routes read multipart bodies: registered here, not for the whole API.
  await app.register(multipart, {
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES,
      files: ATTACHMENT_MAX_FILES,
      fields: 20,
      fieldSize: 16 * 1024,
      parts: 30,
    },
  });

  app.post(
    "/v1/support/messages",
    {
      preValidation: async (request) => {
        if (!request.isMultipart())
          throw new HttpError(415, "MULTIPART_REQUIRED", SUPPORT_MULTIPART_MESSAGE);
        await readMultipart(request);
      },
      schema: {
        tags: ["contact"],
        summary: `A message from the contact page (multipart/form-data), with up to ${ATTACHMENT_MAX_FILES} files under "${ATTACHMENTS_FIELD}": JPEG, PNG, WebP, HEIC or PDF by their bytes, ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each`,
        consumes: ["multipart/form-data"],
        body: supportMessageSchema,
        response: { 201: supportMessageResponseSchema },
      },
    },
    async (request, reply) => {
      await submitSupportMessage(db, request.body, filesOf.get(request) ?? [], request.ip);
      return reply.code(201).send({ status: "sent" as const });
    },
  );

  app.post(
    "/v1/support/sales-inquiries",
    {
      schema: {
        tags: ["contact"],
        summary: "A business's request for volume tire pricing, e-mailed to the sales team",
        body: salesInquirySchema,
        response: { 201: salesInquiryResponseSchema },
      },
    },
    async (request, reply) => {
      await submitSalesInquiry(db, request.body, request.ip);
      return reply.code(201).send({ status: "sent" as const });
    },
  );
};
