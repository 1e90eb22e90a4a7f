/** Message of storefront.md §5 for a ZIP that is not 5 digits with an optional -4. */
export const ZIP_MESSAGE = "Please enter a valid ZIP code";

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value.trim());
}

/** The 5-digit part of a valid ZIP or ZIP+4. */
export function zip5(value: string): string {
  return value.trim().slice(0, 5);
}
