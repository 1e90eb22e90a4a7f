/**
 * Marks a return's tires received and refunds it through the payment provider configured in the
 * environment (Braintree's keys, else the in-memory sandbox, which knows no real transaction):
 *
 *   npm run order:receive-return -- <returnId>
 *
 * Uses DATABASE_URL, or the PGlite data in DATA_DIR (stop the server first).
 */
import {
  receiveReturnCommand,
  runOperatorCommand,
} from "../packages/server/src/modules/orders/operator-commands";
import { createPaymentGateway } from "../packages/server/src/payments";

const gateway = createPaymentGateway(process.env);
await runOperatorCommand((database) =>
  receiveReturnCommand(database, gateway, process.argv.slice(2), new Date()),
);
