import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { ZodType, z } from "zod";

type Def = { type: string; catchall?: ZodType; innerType?: ZodType; defaultValue?: unknown };

/**
 * A request body's schema with unknown fields refused (400 "Unknown body field: …") rather
 * than stripped: an object body as it is written becomes strict, and so does one with a default.
 * Schemas that already say what to do with other keys (strict, passthrough, catchall) are kept.
 */
function strictBody(schema: unknown): unknown {
  const def = (schema as { _zod?: { def?: Def } })._zod?.def;
  if (!def) return schema;
  if (def.type === "object" && def.catchall === undefined) {
    return (schema as z.ZodObject).strict();
  }
  if (def.type === "default" && def.innerType) {
    const inner = strictBody(def.innerType) as ZodType;
    return inner === def.innerType ? schema : inner.default(def.defaultValue as never);
  }
  return schema;
}

/** The zod validator compiler, with strict request bodies on every route. */
export function strictBodyValidatorCompiler(route: FastifyRouteSchemaDef<z.ZodType>) {
  return validatorCompiler(
    route.httpPart === "body" ? { ...route, schema: strictBody(route.schema) as z.ZodType } : route,
  );
}
