/**
 * The review moderation queue:
 *
 *   npm run reviews:moderate -- list
 *   npm run reviews:moderate -- approve <reviewId>
 *   npm run reviews:moderate -- reject <reviewId>
 *
 * Uses DATABASE_URL, or the PGlite data in DATA_DIR (stop the server first: PGlite is one
 * process's).
 */
import { runOperatorCommand } from "../packages/server/src/modules/orders/operator-commands";
import { moderateCommand } from "../packages/server/src/modules/reviews/moderation";

await runOperatorCommand((database) => moderateCommand(database, process.argv.slice(2)));
