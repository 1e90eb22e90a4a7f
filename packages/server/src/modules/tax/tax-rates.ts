/**
 * The data set's sales-tax table: each state's (and DC's) rate, the average local rate added to
 * it where a destination has no rate of its own, what the state taxes besides the tires, and its
 * fee per new tire. Compiled from the states' published rates and guidance as of 2025, rounded
 * the way the states publish them; it is a starting point an operator checks and overrides
 * (`npm run tax:rates`), not tax advice. Rates are percentages here, stored in parts per million.
 *
 * Columns: state rate %, average local rate %, taxes installation labour, taxes shipping, taxes
 * road-hazard coverage, tire fee per new tire in cents, whether that fee is taxed.
 */
type Row = [
  state: string,
  stateRate: number,
  localRate: number,
  labour: boolean,
  shipping: boolean,
  roadHazard: boolean,
  tireFeeCents: number,
  taxesTireFee: boolean,
];

const Y = true;
const N = false;

const STATE_TAX_ROWS: readonly Row[] = [
  ["AL", 4, 5.29, N, N, N, 100, N],
  ["AK", 0, 1.82, N, N, N, 0, N],
  ["AZ", 5.6, 2.77, N, N, N, 0, N],
  ["AR", 6.5, 2.96, Y, Y, N, 200, N],
  ["CA", 7.25, 1.6, N, N, N, 175, N],
  ["CO", 2.9, 4.91, N, N, N, 0, N],
  ["CT", 6.35, 0, Y, Y, Y, 0, N],
  ["DE", 0, 0, N, N, N, 0, N],
  ["DC", 6, 0, Y, Y, N, 0, N],
  ["FL", 6, 1.0, N, N, N, 100, N],
  ["GA", 4, 3.38, N, Y, N, 100, N],
  ["HI", 4, 0.5, Y, Y, Y, 0, N],
  ["ID", 6, 0.03, N, N, N, 0, N],
  ["IL", 6.25, 2.59, N, N, N, 250, N],
  ["IN", 7, 0, N, Y, N, 25, N],
  ["IA", 6, 0.94, Y, N, N, 0, N],
  ["KS", 6.5, 2.15, Y, Y, N, 25, N],
  ["KY", 6, 0, Y, Y, N, 200, N],
  ["LA", 5, 5.06, N, N, N, 200, N],
  ["ME", 5.5, 0, N, N, N, 0, N],
  ["MD", 6, 0, N, N, N, 100, N],
  ["MA", 6.25, 0, N, N, N, 0, N],
  ["MI", 6, 0, N, Y, N, 0, N],
  ["MN", 6.875, 0.62, N, Y, N, 0, N],
  ["MS", 7, 0.07, Y, Y, N, 100, N],
  ["MO", 4.225, 4.17, N, N, N, 50, N],
  ["MT", 0, 0, N, N, N, 0, N],
  ["NE", 5.5, 1.47, Y, Y, N, 100, N],
  ["NV", 6.85, 1.38, N, N, N, 0, N],
  ["NH", 0, 0, N, N, N, 0, N],
  ["NJ", 6.625, 0, Y, Y, Y, 150, N],
  ["NM", 4.875, 2.76, Y, Y, Y, 0, N],
  ["NY", 4, 4.53, Y, Y, Y, 250, N],
  ["NC", 4.75, 2.25, N, Y, N, 0, N],
  ["ND", 5, 2.04, N, Y, N, 0, N],
  ["OH", 5.75, 1.5, Y, Y, Y, 100, N],
  ["OK", 4.5, 4.5, N, N, N, 0, N],
  ["OR", 0, 0, N, N, N, 0, N],
  ["PA", 6, 0.34, Y, Y, N, 100, N],
  ["RI", 7, 0, N, Y, N, 50, N],
  ["SC", 6, 1.5, N, Y, N, 200, N],
  ["SD", 4.2, 1.9, Y, Y, Y, 0, N],
  ["TN", 7, 2.55, Y, Y, N, 135, N],
  ["TX", 6.25, 1.95, Y, Y, Y, 0, N],
  ["UT", 6.1, 1.1, Y, N, N, 100, N],
  ["VT", 6, 0.36, N, Y, N, 0, N],
  ["VA", 5.3, 0.47, N, N, N, 50, N],
  ["WA", 6.5, 2.88, Y, Y, Y, 100, N],
  ["WV", 6, 0.59, Y, Y, Y, 500, N],
  ["WI", 5, 0.72, Y, Y, Y, 0, N],
  ["WY", 4, 1.44, Y, Y, N, 0, N],
];

/**
 * Local rates of their own for the places the store's journeys and demos use most, where the
 * state's average would be wrong by a point or more. Percent.
 */
export const LOCAL_TAX_ROWS: readonly [zip: string, localRate: number][] = [
  ["78704", 2], // Austin, TX: city 1% + transit 1% (8.25%)
  ["78701", 2],
  ["33301", 1], // Fort Lauderdale, Broward County surtax (7%)
  ["33101", 1], // Miami-Dade County surtax (7%)
  ["60601", 4.25], // Chicago (10.25%)
  ["10001", 4.875], // New York City with the MCTD surcharge (8.875%)
  ["90001", 3], // Los Angeles (10.25%)
  ["98101", 3.85], // Seattle (10.35%)
];

/** A percentage as parts per million, exactly: 6.875 → 68_750. */
export const percentToPpm = (percent: number) => Math.round(percent * 10_000);

export const STATE_TAX_RULES = STATE_TAX_ROWS.map(
  ([state, stateRate, localRate, labour, shipping, roadHazard, tireFeeCents, taxesTireFee]) => ({
    state,
    stateRatePpm: percentToPpm(stateRate),
    localRatePpm: percentToPpm(localRate),
    taxesInstallation: labour,
    taxesShipping: shipping,
    taxesRoadHazard: roadHazard,
    tireFeeInCents: tireFeeCents,
    taxesTireFee,
  }),
);
