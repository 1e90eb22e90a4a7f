/**
 * The installer applications sent from /installer-signup:
 *
 *   npm run installers:review -- list
 *   npm run installers:review -- approve <applicationId> ["note for the applicant"]
 *   npm run installers:review -- reject <applicationId> ["note for the applicant"]
 *
 * A decision is e-mailed to the applicant through the outbox (sent by the server's worker), its
 * links on PUBLIC_ORIGIN, else on this machine's http://localhost:PORT. Uses DATABASE_URL, or
 * the PGlite data in DATA_DIR (stop the server first: PGlite is one process's).
 */
import { loadEnv } from "../packages/server/src/env";
import { runOperatorCommand } from "../packages/server/src/modules/orders/operator-commands";
import { installerReviewCommand } from "../packages/server/src/modules/programmes/installer-review";

const env = loadEnv();
const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
await runOperatorCommand((database) =>
  installerReviewCommand(database, process.argv.slice(2), { origin, now: new Date() }),
);
