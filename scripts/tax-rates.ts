/**
 * The store's sales-tax table, for the operator:
 *
 *   npm run tax:rates                          every state's row
 *   npm run tax:rates -- TX                    one state, and the ZIPs with their own local rate
 *   npm run tax:rates -- TX --state 6.25 --local 1.95 --labour yes --shipping yes \
 *     --road-hazard yes --tire-fee 0 --fee-taxed no
 *   npm run tax:rates -- --zip 78704 --local 2
 *
 * Rates are percentages. A change is marked as the operator's and is never overwritten by the
 * data set. Uses DATABASE_URL, or the PGlite data in DATA_DIR (stop the server first).
 */
import { runOperatorCommand } from "../packages/server/src/modules/orders/operator-commands";
import { taxRatesCommand } from "../packages/server/src/modules/tax/tax-command";

await runOperatorCommand((database) => taxRatesCommand(database.db, process.argv.slice(2)));
