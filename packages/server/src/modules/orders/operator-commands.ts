import { formatCents } from "@treadkit/core/money";
import type { OrderStatus } from "@treadkit/core/order";
import { DB_ID_PATTERN } from "@treadkit/core/validation";
import { type Database, openDatabase } from "../../db/client";
import { databaseConfigOf, loadEnv } from "../../env";
import { badRequest, HttpError } from "../../http/errors";
import { openPaymentGateway } from "../../payments";
import type { PaymentGateway } from "../../payments/gateway";
import { ADVANCE_TARGETS, type Advanced, advanceOrder, advanceOrderTo } from "./fulfilment.service";
import { receiveReturn } from "./returns.service";

/** What the operator scripts in scripts/ run; each answers the lines it prints. */

export const ADVANCE_USAGE = `Usage: npm run order:advance -- <orderId> [--to ${ADVANCE_TARGETS.join("|")}]`;
const RECEIVE_RETURN_USAGE = "Usage: npm run order:receive-return -- <returnId>";

export function parseAdvanceArgs(args: readonly string[]): {
  orderNumber: number;
  to: OrderStatus | null;
} {
  const [orderId, flag, target, ...rest] = args;
  const valid =
    orderId !== undefined &&
    DB_ID_PATTERN.test(orderId) &&
    rest.length === 0 &&
    (flag === undefined || (flag === "--to" && target !== undefined));
  if (!valid) throw badRequest(ADVANCE_USAGE, "USAGE");
  const to = ADVANCE_TARGETS.find((status) => status === target) ?? null;
  if (target !== undefined && !to) throw badRequest(ADVANCE_USAGE, "USAGE");
  return { orderNumber: Number(orderId), to };
}

const describeStep = ({ orderNumber, from, to, order }: Advanced) =>
  `Order ${orderNumber}: ${from} → ${to}` +
  (to === "pending_pickup" ? ` (${order.carrier} ${order.trackingNumber})` : "");

export async function advanceOrderCommand(
  database: Database,
  payments: PaymentGateway,
  args: readonly string[],
  now: Date,
): Promise<string[]> {
  const { orderNumber, to } = parseAdvanceArgs(args);
  const steps = to
    ? await advanceOrderTo(database.db, payments, orderNumber, to, now)
    : [await advanceOrder(database.db, payments, orderNumber, now)];
  return steps.map(describeStep);
}

export async function receiveReturnCommand(
  database: Database,
  gateway: PaymentGateway,
  args: readonly string[],
  now: Date,
): Promise<string[]> {
  const [returnId, ...rest] = args;
  if (!returnId || rest.length > 0) throw badRequest(RECEIVE_RETURN_USAGE, "USAGE");
  const refunded = await receiveReturn(database.db, gateway, returnId, now);
  return [
    `Return ${refunded.id} of order ${refunded.orderId}: received and refunded ` +
      `${formatCents(refunded.refundInCents)} (handling fee ${formatCents(refunded.handlingFeeInCents)})`,
  ];
}

/**
 * Opens the database as the server does (DATABASE_URL, else PGlite in DATA_DIR), runs the
 * command, prints its lines and exits non-zero with the message when it is refused. PGlite is
 * one process's: stop the server before running a command against its DATA_DIR.
 */
export async function runOperatorCommand(
  command: (database: Database, payments: PaymentGateway) => Promise<string[]>,
): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase(databaseConfigOf(env));
  const payments = await openPaymentGateway({ ...process.env, ...env });
  try {
    for (const line of await command(database, payments.gateway)) console.log(line);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await Promise.all([database.close(), payments.close()]);
  }
}
