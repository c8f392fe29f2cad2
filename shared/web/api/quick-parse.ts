// A smaller path for the plain answers of the catalogue (objects of strings, numbers, integers,
// booleans, nullables and arrays of them), read from the shared zod schema itself: zod stays the
// source of truth. The apps run zod without its compiler (the CSP forbids eval), and its
// interpreted parse of the Songs tab's three answers was a long task on a throttled phone
// (docs/performance.md, Remote). The check is as strict as zod's for what it accepts, and gives
// the same value (unknown keys stripped); a schema with anything else, and every answer it does
// not accept, goes to zod, whose error stays the one reported.
import type { z } from "zod/mini";

interface SchemaNode {
  _zod: { def: SchemaDef };
}
interface SchemaDef {
  type: string;
  checks?: readonly { _zod: { def: { check?: string; format?: string } } }[];
  shape?: Record<string, SchemaNode>;
  element?: SchemaNode;
  innerType?: SchemaNode;
  catchall?: unknown;
  coerce?: boolean;
}

const REJECTED = Symbol("rejected");
type Check = (value: unknown) => unknown;

function isIntegerCheck(check: { _zod: { def: { check?: string; format?: string } } }): boolean {
  return check._zod.def.check === "number_format" && check._zod.def.format === "safeint";
}

function compile(node: SchemaNode): Check | null {
  const def = node._zod.def;
  if (def.coerce) return null;
  const checks = def.checks ?? [];
  switch (def.type) {
    case "string":
      if (checks.length > 0) return null;
      return (value) => (typeof value === "string" ? value : REJECTED);
    case "boolean":
      if (checks.length > 0) return null;
      return (value) => (typeof value === "boolean" ? value : REJECTED);
    case "number": {
      if (!checks.every(isIntegerCheck)) return null;
      const integer = checks.length > 0;
      return (value) =>
        typeof value === "number" &&
        Number.isFinite(value) &&
        (!integer || Number.isSafeInteger(value))
          ? value
          : REJECTED;
    }
    case "nullable": {
      const inner = def.innerType ? compile(def.innerType) : null;
      if (!inner) return null;
      return (value) => (value === null ? null : inner(value));
    }
    case "array": {
      const element = def.element ? compile(def.element) : null;
      if (!element || checks.length > 0) return null;
      return (value) => {
        if (!Array.isArray(value)) return REJECTED;
        const out: unknown[] = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i++) {
          const item = element(value[i]);
          if (item === REJECTED) return REJECTED;
          out[i] = item;
        }
        return out;
      };
    }
    case "object": {
      if (!def.shape || def.catchall !== undefined || checks.length > 0) return null;
      const fields: [string, Check][] = [];
      for (const [key, field] of Object.entries(def.shape)) {
        const check = compile(field);
        if (!check) return null;
        fields.push([key, check]);
      }
      return (value) => {
        if (typeof value !== "object" || value === null || Array.isArray(value)) return REJECTED;
        const source = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [key, check] of fields) {
          const item = check(source[key]);
          if (item === REJECTED) return REJECTED;
          out[key] = item;
        }
        return out;
      };
    }
    default:
      return null;
  }
}

const compiled = new WeakMap<object, Check | null>();

/** The answer as zod would give it, or `undefined` when zod must decide (and report). */
export function quickParse<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
): { value: z.infer<S> } | undefined {
  let check = compiled.get(schema);
  if (check === undefined) {
    check = compile(schema as unknown as SchemaNode);
    compiled.set(schema, check);
  }
  if (!check) return undefined;
  const result = check(value);
  return result === REJECTED ? undefined : { value: result as z.infer<S> };
}
