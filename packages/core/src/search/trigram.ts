/**
 * Trigram similarity as PostgreSQL's pg_trgm computes it, for the search's typo tolerance
 * ("bridgstone" → Bridgestone) without a round trip: text is lowercased and split into words of
 * letters and digits; each word, padded with two spaces before and one after, gives its
 * three-character runs; similarity is the shared runs over all distinct runs of both. The server
 * test checks it against `similarity()` on the data set's names.
 */

/** The distinct trigrams of a text. */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) found.add(padded.slice(i, i + 3));
  }
  return found;
}

/** pg_trgm's similarity(a, b): 0 (nothing shared) to 1 (the same trigrams). */
export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [fewer, more] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const gram of fewer) if (more.has(gram)) shared += 1;
  return shared / (a.size + b.size - shared);
}
