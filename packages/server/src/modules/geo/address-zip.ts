import { checkZipPlace, isUsZip, US_ZIP_MESSAGE, zip5 } from "@treadkit/core/validation";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import { findZip, type Place } from "./zip.repository";

/**
 * An address's ZIP checked against the ZIP table (core's checkZipPlace): its place, or a 400
 * with the address form's message when the table has no such ZIP or puts it in another state.
 * Called before anything of the address is stored.
 */
export async function requireZipInState(
  db: Db,
  address: { zip: string; state: string },
): Promise<Place> {
  const place = isUsZip(address.zip) ? await findZip(db, zip5(address.zip)) : null;
  const refusal = checkZipPlace(address, place);
  if (refusal) throw badRequest(refusal.message, refusal.code);
  // checkZipPlace refuses a ZIP without a place; this only tells the compiler.
  if (!place) throw badRequest(US_ZIP_MESSAGE, "UNKNOWN_ZIP");
  return place;
}
