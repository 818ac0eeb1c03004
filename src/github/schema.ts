// Validation of a downloaded baseline against schemas/report.schema.json (draft 2020-12). The
// schema ships next to the bundle in the action's checkout (<action>/schemas/ beside <action>/dist/).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2020Module from "ajv/dist/2020.js";

type Validator = (doc: unknown) => string | null;

let cached: { path: string | null; validate: Validator | null } | undefined;

/** Where the report schema lives, if anywhere: beside the bundle (dist/../schemas) or the sources. */
export function findReportSchema(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  const name = ["report", "schema", "json"].join(".");
  for (const rel of [["..", "schemas"], ["..", "..", "schemas"], ["..", "..", "..", "schemas"]]) {
    const p = join(here, ...rel, name);
    if (existsSync(p)) return p;
  }
  return null;
}

/** A validator for report documents, or null when the schema cannot be found. */
export function reportValidator(schemaPath: string | null = findReportSchema()): Validator | null {
  if (cached && cached.path === schemaPath) return cached.validate;
  let validate: Validator | null = null;
  if (schemaPath) {
    const Ajv = (Ajv2020Module as unknown as { default?: typeof Ajv2020Module }).default ?? Ajv2020Module;
    const ajv = new (Ajv as unknown as new (o: object) => { compile(s: object): ((d: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null } })({ allErrors: false, strict: false });
    const fn = ajv.compile(JSON.parse(readFileSync(schemaPath, "utf8")) as object);
    validate = (doc) => (fn(doc) ? null : (fn.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`).join("; "));
  }
  cached = { path: schemaPath, validate };
  return validate;
}
