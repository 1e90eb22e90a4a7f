import { z } from "zod";

/** US states the checkout ships to (checkout.md §5), and the military "states" it refuses. */

export const STATE_MESSAGE = "Please enter state";

export type UsState = { code: string; name: string };

/** The 50 states, DC and Puerto Rico, by name. */
export const US_STATES: readonly UsState[] = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "DC", name: "District of Columbia" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "PR", name: "Puerto Rico" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
];

/** Armed Forces Americas, Europe and Pacific: the postal "states" of APO/FPO/DPO mail. */
export const MILITARY_STATE_CODES = ["AA", "AE", "AP"] as const;

/** The state whose code or name is `value`, ignoring case and surrounding space. */
export function findUsState(value: string): UsState | undefined {
  const wanted = value.trim().toUpperCase();
  return US_STATES.find((s) => s.code === wanted || s.name.toUpperCase() === wanted);
}

export function isValidUsState(value: string): boolean {
  return findUsState(value) !== undefined;
}

export function isMilitaryState(value: string): boolean {
  return (MILITARY_STATE_CODES as readonly string[]).includes(value.trim().toUpperCase());
}

/** A state code or name, handed on as its two-letter code (the column is char(2)). */
export const usStateSchema = z
  .string({ error: STATE_MESSAGE })
  .refine(isValidUsState, { error: STATE_MESSAGE })
  .transform((value) => findUsState(value)?.code ?? value);
