import { isUuid } from "@treadkit/core/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { loadOrderDocument, receiptFileName } from "./order-document";
import { findOrderForReceipt } from "./order-documents.repository";
import { renderReceiptPdf } from "./receipt-pdf";

const ORDER_NUMBER = /^[1-9]\d{0,9}$/;
const MAX_ORDER_NUMBER = 2_147_483_647;
const RECEIPT_NOT_FOUND = "Receipt not found";

/**
 * The receipt PDF (storefront.md §2): /my_customers/pdf/{orderId}/{customerId}/Receipt_{orderId}.pdf.
 * orderId is the number shoppers see; customerId is the owner's handle, for a guest the order's
 * own unguessable id. Any mismatch answers the same 404 as an unknown order.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/my_customers/pdf/:orderId/:customerId/:file",
    {
      schema: {
        hide: true,
        // Loose on purpose: a malformed part is a 404 like any other wrong link, not a 400.
        params: z.object({ orderId: z.string(), customerId: z.string(), file: z.string() }),
      },
      // A PDF carries no script to guard; object-src 'none' would stop the browser's viewer.
      helmet: { contentSecurityPolicy: false },
    },
    async (request, reply) => {
      const { orderId, customerId, file } = request.params;
      const number = ORDER_NUMBER.test(orderId) ? Number(orderId) : Number.NaN;
      const row =
        number <= MAX_ORDER_NUMBER && isUuid(customerId) && file === receiptFileName(orderId)
          ? await findOrderForReceipt(db, number, customerId.toLowerCase())
          : null;
      if (!row) throw notFound(RECEIPT_NOT_FOUND);
      const pdf = await renderReceiptPdf(await loadOrderDocument(db, row));
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${receiptFileName(orderId)}"`)
        .header("cache-control", "private, no-store")
        .header("x-robots-tag", "noindex, nofollow")
        .send(pdf);
    },
  );
};
