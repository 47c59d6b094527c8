/** PostgreSQL type id of int8 / bigint / bigserial / count(*). */
export const INT8_OID = 20;

/**
 * The one place int8 is normalised: `pg` hands it over as a string and PGlite as a number or
 * BigInt. Our int8 values (ids, counts) stay far below 2^53, so a JavaScript number is exact;
 * anything larger is a data error and fails loudly instead of rounding.
 */
export function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value ${value} exceeds 2^53`);
  return parsed;
}
