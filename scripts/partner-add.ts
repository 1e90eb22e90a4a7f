/**
 * Registers a partner's site for a widget and prints the tags to paste:
 *
 *   npm run partner:add -- --origin https://shop.example --kind installer --installer <id>
 *   npm run partner:add -- --origin https://blog.example --kind affiliate [--name "Tire Blog"]
 *   npm run partner:add -- --origin https://brand.example --kind tiremaker --brand michelin
 *
 * The loader's URL is on PUBLIC_ORIGIN, else this machine's http://localhost:PORT. Uses
 * DATABASE_URL, or the PGlite data in DATA_DIR (stop the server first: PGlite is one process's).
 */
import { loadEnv } from "../packages/server/src/env";
import { runOperatorCommand } from "../packages/server/src/modules/orders/operator-commands";
import { partnerAddCommand } from "../packages/server/src/modules/widget-apps/partner-registration";

const env = loadEnv();
const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
await runOperatorCommand((database) =>
  partnerAddCommand(database.db, process.argv.slice(2), origin),
);
