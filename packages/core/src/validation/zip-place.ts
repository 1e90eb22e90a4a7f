import { US_ZIP_MESSAGE } from "./address";
import { findUsState, isMilitaryState } from "./state";
import { isValidZip, zip5 } from "./zip";

/**
 * An address's ZIP against the store's ZIP table: the ZIP must be one the table has, and lie in
 * the state the address gives (checkout.md §5 "Please enter valid US Zip Code"). The table is
 * looked up by the caller (the server's repository, or the storefront's lookup call), so that
 * the rule stays a pure function of what was found.
 */

/** A row of the ZIP table: the ZIP's preferred city and its two-letter state. */
export type ZipPlace = { zip: string; city: string; state: string };

/** Why an address's ZIP is refused; the code is the API's error code. */
export type ZipRefusal = {
  code: "INVALID_ZIP" | "UNKNOWN_ZIP" | "ZIP_NOT_IN_STATE";
  message: string;
};

/** All zeros is never a US ZIP code, though it has the shape of one. */
const NO_ZIP = "00000";

/** 5 digits with an optional -4, and not 00000: the ZIP a checkout address may have. */
export function isUsZip(value: string): boolean {
  return isValidZip(value) && zip5(value) !== NO_ZIP;
}

// Not in the spec's wording; in its voice: says where the ZIP is, and what to check.
const MISMATCH_OPENING = "This ZIP code is in ";
const MISMATCH_CLOSING = ". Please check the ZIP code and state";

const ARMED_FORCES: Readonly<Record<string, string>> = {
  AA: "Armed Forces Americas",
  AE: "Armed Forces Europe",
  AP: "Armed Forces Pacific",
};

/** A state's name as a shopper knows it ("TX" → "Texas"); the code when it has no name. */
export function stateName(code: string): string {
  const wanted = code.trim().toUpperCase();
  return findUsState(wanted)?.name ?? ARMED_FORCES[wanted] ?? wanted;
}

/** "This ZIP code is in New York, not Texas. Please check the ZIP code and state". */
export function zipStateMismatchMessage(zipState: string, givenState: string): string {
  return `${MISMATCH_OPENING}${stateName(zipState)}, not ${stateName(givenState)}${MISMATCH_CLOSING}`;
}

/** True for the messages checkZipPlace gives: the ones to show at the ZIP field. */
export function isZipRefusalMessage(message: string): boolean {
  return (
    message === US_ZIP_MESSAGE ||
    (message.startsWith(MISMATCH_OPENING) && message.endsWith(MISMATCH_CLOSING))
  );
}

/** The two-letter code of a state as typed ("texas", " tx"); undefined when it names none. */
function stateCode(value: string): string | undefined {
  const code = findUsState(value)?.code;
  if (code) return code;
  return isMilitaryState(value) ? value.trim().toUpperCase() : undefined;
}

/**
 * Why the address's ZIP is refused, or null when it is fine. `place` is the ZIP table's row
 * for the ZIP's first five digits (null when the table has none). A state that names no state
 * is left to the state field's own message.
 */
export function checkZipPlace(
  address: { zip: string; state: string },
  place: ZipPlace | null,
): ZipRefusal | null {
  if (!isUsZip(address.zip)) return { code: "INVALID_ZIP", message: US_ZIP_MESSAGE };
  if (!place || place.zip !== zip5(address.zip)) {
    return { code: "UNKNOWN_ZIP", message: US_ZIP_MESSAGE };
  }
  const given = stateCode(address.state);
  if (given && given !== place.state.toUpperCase()) {
    return { code: "ZIP_NOT_IN_STATE", message: zipStateMismatchMessage(place.state, given) };
  }
  return null;
}

/** The 5-digit ZIP to look up for what is typed in a ZIP field; null until it is one. */
export function zipToLookUp(value: string): string | null {
  return isUsZip(value) ? zip5(value) : null;
}

/** The city and state a looked-up ZIP fills in; a field left out is not to be touched. */
export type ZipSuggestion = { city?: string; state?: string };

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * What a ZIP's place fills in: city and state where they are empty, or still hold what an
 * earlier suggestion put there (the shopper has not made them their own). What the shopper
 * typed is never replaced; checkZipPlace and zipCityNote point out a mismatch instead.
 */
export function suggestFromZip(
  form: { city: string; state: string },
  place: ZipPlace,
  earlier: ZipSuggestion = {},
): ZipSuggestion {
  const ours = (value: string, suggested: string | undefined) =>
    value.trim() === "" || (suggested !== undefined && value === suggested);
  const next: ZipSuggestion = {};
  if (ours(form.city, earlier.city) && form.city !== place.city) next.city = place.city;
  if (ours(form.state, earlier.state) && form.state !== place.state) next.state = place.state;
  return next;
}

/**
 * A gentle note when the typed city is not the ZIP's city ("78704 is Austin, TX"): cities go by
 * more than one name, so this is pointed out, never refused. Undefined when they agree.
 */
export function zipCityNote(form: { city: string }, place: ZipPlace): string | undefined {
  if (form.city.trim() === "" || sameText(form.city, place.city)) return undefined;
  return `ZIP code ${place.zip} is ${place.city}, ${place.state}`;
}
