/**
 * Marks a return's tires received and refunds it through the payment provider configured in the
 * environment (Braintree's keys, else the built-in sandbox and its ledger, shared with the server):
 *
 *   npm run order:receive-return -- <returnId>
 *
 * Uses DATABASE_URL, or the PGlite data in DATA_DIR (stop the server first).
 */
import {
  receiveReturnCommand,
  runOperatorCommand,
} from "../packages/server/src/modules/orders/operator-commands";

await runOperatorCommand((database, payments) =>
  receiveReturnCommand(database, payments, process.argv.slice(2), new Date()),
);
