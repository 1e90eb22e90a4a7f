/**
 * Loads where IP networks are, for the ZIP code of a shopper who refuses the browser its
 * location:
 *
 *   npm run geo:ip-networks -- GeoLite2-City-Blocks-IPv4.csv
 *   npm run geo:ip-networks -- GeoLite2-City-Blocks-IPv6.csv
 *   npm run geo:ip-networks -- GeoLite2-City-Blocks-IPv4.csv --replace
 *
 * A GeoLite2-City style CSV (network, latitude and longitude columns; .csv.gz too), streamed in
 * one transaction; running it again changes nothing. Uses DATABASE_URL, or the PGlite data in
 * DATA_DIR (stop the server first: PGlite is one process's).
 */
import { ipNetworksCommand } from "../packages/server/src/modules/geo/ip-networks.import";
import { runOperatorCommand } from "../packages/server/src/modules/orders/operator-commands";

await runOperatorCommand((database) => ipNetworksCommand(database, process.argv.slice(2)));
