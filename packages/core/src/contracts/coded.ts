import { z } from 'zod/mini';
import type { ErrorCode } from './error-codes';

/** A refusal's code and English text, as an issue's params carry them. */
export interface Refusal {
  code: ErrorCode;
  message: string;
}

/**
 * `schema`, whose refusal answers with a code of its own instead of errors.badRequest
 * (the server's validation hook reads it from the issue's params).
 */
export function coded<T extends z.ZodMiniType>(schema: T, refusal: Refusal) {
  return z.pipe(
    z.unknown(),
    z.transform((value: unknown, context): z.output<T> => {
      const parsed = z.safeParse(schema, value);
      if (parsed.success) return parsed.data;
      const own = parsed.error.issues.find((issue) => issue.code === 'custom')?.params;
      context.issues.push({
        code: 'custom',
        message: own?.message ?? refusal.message,
        input: value,
        params: own?.code ? own : refusal,
      });
      return z.NEVER;
    }),
  );
}

/** A value read by one of core's readers, whose faults are refusals with codes of their own. */
export function readWith<T, F extends string>(
  read: (value: unknown) => { fault: F } | T,
  refusals: Record<F, Refusal>,
) {
  return z.pipe(
    z.unknown(),
    z.transform((value: unknown, context): Exclude<T, { fault: F }> => {
      const reading = read(value);
      if (typeof reading === 'object' && reading !== null && 'fault' in reading) {
        const refusal = refusals[reading.fault as F];
        context.issues.push({
          code: 'custom',
          message: refusal.message,
          input: value,
          params: refusal,
        });
        return z.NEVER;
      }
      return reading as Exclude<T, { fault: F }>;
    }),
  );
}
