/**
 * Numeric ids as the API takes them: the decimal digits of a PostgreSQL integer (serial and
 * identity columns), 0 to 2,147,483,647. A longer or larger number is refused at the edge with
 * the caller's message, never sent to the database to fail there.
 */
export const MAX_DB_ID = 2_147_483_647;

// 0, or 1 to 2147483647 without leading zeros, digit by digit against the maximum.
export const DB_ID_PATTERN =
  /^(?:0|[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/;

/** Whether a text is an id the database can hold. */
export function isDbId(value: string): boolean {
  return DB_ID_PATTERN.test(value);
}
