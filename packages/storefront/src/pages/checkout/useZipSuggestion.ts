import { lookupZipCode } from "@treadkit/core/location";
import {
  checkZipPlace,
  type KnownZipPlace,
  suggestFromZip,
  type ZipSuggestion,
  zipCityNote,
  zipToLookUp,
} from "@treadkit/core/validation";
import { useRequest } from "@treadkit/ui";
import { useEffect, useRef } from "react";
import { useClient } from "../../context";

type PlaceFields = { zip: string; city: string; state: string };

export type ZipCheck = {
  /** The ZIP table's row for the typed ZIP: undefined until looked up, null when it has none. */
  place: KnownZipPlace;
  /** What the ZIP field shows: the live check once the ZIP is looked up, else `submitted`. */
  zipError(submitted: string | undefined): string | undefined;
  /** A typed city that is not the ZIP's, pointed out under the ZIP field. */
  note: string | undefined;
};

/**
 * Looks up each whole ZIP typed in an address form: the city and state fill in where empty (or
 * where an earlier suggestion is still untouched), and a ZIP of another state is pointed out at
 * the ZIP field. What the shopper typed is never replaced.
 */
export function useZipSuggestion(
  form: PlaceFields,
  fill: (fields: ZipSuggestion) => void,
): ZipCheck {
  const client = useClient();
  const zip = zipToLookUp(form.zip);
  const lookup = useRequest(zip, (signal) => lookupZipCode(client, zip ?? "", signal));
  const place = lookup.status === "done" ? lookup.data : undefined;

  const suggested = useRef<ZipSuggestion>({});
  // The form and fill of the latest render: the answer is applied to what is there now.
  const latest = useRef({ form, fill });
  latest.current = { form, fill };
  useEffect(() => {
    if (!place) return;
    const next = suggestFromZip(latest.current.form, place, suggested.current);
    if (next.city === undefined && next.state === undefined) return;
    suggested.current = { ...suggested.current, ...next };
    latest.current.fill(next);
  }, [place]);

  const live = place === undefined ? undefined : checkZipPlace(form, place)?.message;
  return {
    place,
    zipError: (submitted) => (place === undefined ? submitted : live),
    note: place && !live ? zipCityNote(form, place) : undefined,
  };
}
