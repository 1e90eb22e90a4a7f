/**
 * Moves an order along fulfilment, one step or up to a status:
 *
 *   npm run order:advance -- 1000001
 *   npm run order:advance -- 1000001 --to delivered
 *
 * Uses DATABASE_URL, or the PGlite data in DATA_DIR (stop the server first: PGlite is one
 * process's).
 */
import {
  advanceOrderCommand,
  runOperatorCommand,
} from "../packages/server/src/modules/orders/operator-commands";

await runOperatorCommand((database, payments) =>
  advanceOrderCommand(database, payments, process.argv.slice(2), new Date()),
);
