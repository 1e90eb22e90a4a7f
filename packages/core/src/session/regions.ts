/** US census regions, the `region` number of a user's location. */
const REGIONS: Record<number, string[]> = {
  1: ["CT", "ME", "MA", "NH", "RI", "VT", "NJ", "NY", "PA"],
  2: ["IL", "IN", "MI", "OH", "WI", "IA", "KS", "MN", "MO", "NE", "ND", "SD"],
  3: [
    "DE",
    "DC",
    "FL",
    "GA",
    "MD",
    "NC",
    "SC",
    "VA",
    "WV",
    "AL",
    "KY",
    "MS",
    "TN",
    "AR",
    "LA",
    "OK",
    "TX",
    "PR",
  ],
  4: ["AZ", "CO", "ID", "MT", "NV", "NM", "UT", "WY", "AK", "CA", "HI", "OR", "WA"],
};

export function regionOfState(stateAbbr: string): number {
  for (const [region, states] of Object.entries(REGIONS)) {
    if (states.includes(stateAbbr.toUpperCase())) return Number(region);
  }
  return 0;
}
