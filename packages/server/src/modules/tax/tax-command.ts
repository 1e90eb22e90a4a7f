import { formatCents } from "@treadkit/core/money";
import { formatTaxRate } from "@treadkit/core/tax";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import { zipCodes } from "../geo/geo.schema";
import { taxLocalRates, taxRates } from "./tax.schema";
import { fillTaxRates, setLocalTaxRate, setStateTaxRate, type TaxRateChange } from "./tax.service";
import { percentToPpm } from "./tax-rates";

const TAX_RATES_USAGE =
  "Usage: npm run tax:rates -- [STATE [--state %] [--local %] [--labour yes|no] [--shipping yes|no] [--road-hazard yes|no] [--tire-fee cents] [--fee-taxed yes|no]] | --zip ZIP --local %";

type Row = typeof taxRates.$inferSelect;

const yesNo = (value: boolean) => (value ? "yes" : "no");
const describe = (row: Row) =>
  `${row.state}  ${formatTaxRate(row.stateRatePpm + row.localRatePpm)} (state ${formatTaxRate(row.stateRatePpm)} + local ${formatTaxRate(row.localRatePpm)})  labour ${yesNo(row.taxesInstallation)}  shipping ${yesNo(row.taxesShipping)}  road hazard ${yesNo(row.taxesRoadHazard)}  tire fee ${formatCents(row.tireFeeCents)}${row.taxesTireFee ? " (taxed)" : ""}  [${row.source}]`;

function percent(flag: string, value: string | undefined): number {
  const number = Number(value);
  if (value === undefined || !/^\d+(\.\d+)?$/.test(value) || number > 20)
    throw badRequest(`${flag} takes a percentage from 0 to 20, such as 6.25`, "TAX_RATE");
  return percentToPpm(number);
}

function flag(name: string, value: string | undefined): boolean {
  if (value === "yes") return true;
  if (value === "no") return false;
  throw badRequest(`${name} takes yes or no`, "TAX_FLAG");
}

function cents(name: string, value: string | undefined): number {
  if (value === undefined || !/^\d{1,4}$/.test(value))
    throw badRequest(`${name} takes whole cents from 0 to 9999, such as 175`, "TAX_FEE");
  return Number(value);
}

/** Reads the options after a state into the change they ask for. */
function changeOf(args: readonly string[]): TaxRateChange {
  const change: TaxRateChange = {};
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i] ?? "", args[i + 1]];
    if (name === "--state") change.stateRatePpm = percent(name, value);
    else if (name === "--local") change.localRatePpm = percent(name, value);
    else if (name === "--labour") change.taxesInstallation = flag(name, value);
    else if (name === "--shipping") change.taxesShipping = flag(name, value);
    else if (name === "--road-hazard") change.taxesRoadHazard = flag(name, value);
    else if (name === "--tire-fee") change.tireFeeCents = cents(name, value);
    else if (name === "--fee-taxed") change.taxesTireFee = flag(name, value);
    else throw badRequest(TAX_RATES_USAGE, "USAGE");
  }
  return change;
}

/** `npm run tax:rates`: shows the table, or changes a state's row or a ZIP's local rate. */
export async function taxRatesCommand(db: Db, args: readonly string[]): Promise<string[]> {
  await fillTaxRates(db);
  if (args[0] === "--zip") {
    const zip = args[1] ?? "";
    if (!/^\d{5}$/.test(zip) || args[2] !== "--local" || args.length !== 4)
      throw badRequest(TAX_RATES_USAGE, "USAGE");
    const [place] = await db.select().from(zipCodes).where(eq(zipCodes.zip, zip));
    if (!place) throw notFound(`There is no ZIP code ${zip}`, "ZIP_NOT_FOUND");
    const row = await setLocalTaxRate(db, zip, percent("--local", args[3]));
    return [`${zip} ${place.city}, ${place.state}: local ${formatTaxRate(row?.localRatePpm ?? 0)}`];
  }
  if (args.length === 0) {
    const rows = await db.select().from(taxRates).orderBy(asc(taxRates.state));
    return rows.map(describe);
  }
  const state = (args[0] ?? "").toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) throw badRequest(TAX_RATES_USAGE, "USAGE");
  const change = changeOf(args.slice(1));
  const [current] = await db.select().from(taxRates).where(eq(taxRates.state, state));
  if (!current) throw notFound(`There is no tax row for ${state}`, "TAX_STATE_NOT_FOUND");
  const row = Object.keys(change).length > 0 ? await setStateTaxRate(db, state, change) : current;
  const locals = await db
    .select({ zip: taxLocalRates.zip, rate: taxLocalRates.localRatePpm, city: zipCodes.city })
    .from(taxLocalRates)
    .innerJoin(zipCodes, eq(zipCodes.zip, taxLocalRates.zip))
    .where(eq(zipCodes.state, state))
    .orderBy(asc(taxLocalRates.zip));
  return [
    describe(row ?? current),
    ...locals.map((l) => `  ${l.zip} ${l.city}: local ${formatTaxRate(l.rate)}`),
  ];
}
