import multipart from "@fastify/multipart";
import {
  orderParamsSchema,
  orderReturnResponseSchema,
  RETURN_IMAGE_MAX_BYTES,
  RETURN_IMAGE_TOO_LARGE_MESSAGE,
  returnRequestFieldsSchema,
} from "@treadkit/core/order";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { type ReturnImage, requestReturn } from "./returns.service";

const MULTIPART_REQUIRED_MESSAGE = "Please send the return as multipart/form-data";

/**
 * The picture of a request, kept beside the request rather than in its body: a JSON body could
 * otherwise claim to carry a picture that no size limit ever saw.
 */
const pictures = new WeakMap<FastifyRequest, ReturnImage>();

const isFileTooLarge = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error
    ? error.code === "FST_REQ_FILE_TOO_LARGE"
    : false;

/** Return requests on delivered orders (storefront.md §4, §5, §9). */
export const returnRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Only these routes read multipart bodies: registered here, not for the whole API.
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: {
      // busboy cuts a file off past this many bytes: "under 1MB" leaves 1,048,575 at most.
      fileSize: RETURN_IMAGE_MAX_BYTES - 1,
      files: 1,
      fields: 10,
      fieldSize: 16 * 1024,
      parts: 10,
    },
    async onFile(part) {
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (isFileTooLarge(error))
          throw new HttpError(413, "IMAGE_TOO_LARGE", RETURN_IMAGE_TOO_LARGE_MESSAGE);
        throw error;
      }
      // An empty file input still sends a part, nameless and empty: that is no picture.
      const empty = bytes.length === 0 && !part.filename;
      if (part.fieldname === "image" && !empty)
        pictures.set(this, { contentType: part.mimetype, bytes });
      // What the body shows for the file part; the bytes stay out of it.
      Object.assign(part, { value: part.filename ?? "" });
    },
  });

  app.post(
    "/checkout/orders/:id/returns",
    {
      preValidation: async (request) => {
        if (!request.isMultipart())
          throw new HttpError(415, "MULTIPART_REQUIRED", MULTIPART_REQUIRED_MESSAGE);
      },
      schema: {
        tags: ["orders"],
        summary: "Requests a return of delivered tires (multipart/form-data, optional image)",
        consumes: ["multipart/form-data"],
        params: orderParamsSchema,
        body: returnRequestFieldsSchema.extend({ image: z.string().max(255).optional() }),
        response: { 201: orderReturnResponseSchema },
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const created = await requestReturn(
        db,
        request.params.id,
        { fields: request.body, image: pictures.get(request) ?? null },
        app.clock(),
        member?.user.id ?? null,
      );
      return reply.code(201).send({ return: created });
    },
  );
};
