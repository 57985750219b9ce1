// The value types of src/env.ts's schema.
import { z } from '@/lib/zod';

/** A key that is optional: empty counts as missing, and an invalid value switches the feature off. */
export const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
export const secret = optional(z.string().min(16));
/** A comma-separated list of http(s) URLs; unset means none. */
export const urlList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));
/** `requests/seconds`, e.g. `10/600`. */
export const rateLimit = (fallback: string) =>
  z
    .string()
    .regex(/^\d+\/\d+$/)
    .default(fallback)
    .transform((value) => {
      const [limit, windowSeconds] = value.split('/').map(Number) as [number, number];
      return { limit, windowSeconds };
    });
/** A whole number from `min` to `max`; unset: `fallback`. */
export const integer = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
/** `true` or `false`; unset or any other value: `fallback`. */
export const flag = (fallback: 'true' | 'false') =>
  z.enum(['true', 'false']).default(fallback).catch(fallback);
