/** Free-text sanitising of storefront.md §5. */

// ` ~ ! @ $ % ^ & * ( ) + = < > " ' — "#" and "/" are not on the list and stay ("Apt #4", "1/2").
const SPECIAL_CHARACTERS = /[`~!@$%^&*()+=<>"']/g;
const SPECIAL_CHARACTERS_BUT_EQUALS = /[`~!@$%^&*()+<>"']/g;
const REPEATED_HYPHENS = /-{2,}/g;

export type StripOptions = {
  /** The variant of the spec that keeps "=" (for text where it carries meaning). */
  keepEquals?: boolean;
};

/** Removes ` ~ ! @ $ % ^ & * ( ) + = < > " ' from text and collapses repeated hyphens. */
export function stripSpecialCharacters(text: string, options: StripOptions = {}): string {
  const pattern = options.keepEquals ? SPECIAL_CHARACTERS_BUT_EQUALS : SPECIAL_CHARACTERS;
  return text.replace(pattern, "").replace(REPEATED_HYPHENS, "-");
}
