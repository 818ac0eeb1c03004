// GitHub's REST API description (@octokit/openapi, api.github.com) as a checker for the tests:
// every request the action sends to the fake API must name an operation of the description with
// valid path, query and body parameters, and every answer of the fake must match the operation's
// declared response for its status. OpenAPI 3.0 schemas are JSON Schema with `nullable`, which is
// rewritten to a `null` type so ajv can check them.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Ajv, { type ValidateFunction } from "ajv";

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Json;
}
interface Operation {
  method: string;
  template: string;
  regex: RegExp;
  names: string[];
  op: Json;
  params: Parameter[];
}

const SPEC_ID = "https://api.github.com/openapi.json";

function pointer(parts: string[]): string {
  return "#/" + parts.map((p) => encodeURIComponent(p.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/");
}

/** OpenAPI 3.0 `nullable: true` as JSON Schema: the type list gets `null` (or an anyOf with null). */
function denull(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) denull(n);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const o = node as Json;
  for (const v of Object.values(o)) denull(v);
  if (o.nullable === true) {
    delete o.nullable;
    if (typeof o.type === "string") {
      o.type = [o.type, "null"];
      if (Array.isArray(o.enum) && !o.enum.includes(null)) o.enum = [...o.enum, null];
    } else {
      const copy = { ...o };
      for (const k of Object.keys(o)) delete o[k];
      o.anyOf = [copy, { type: "null" }];
    }
  }
}

export class GitHubOpenApi {
  private readonly spec: Json;
  private readonly ajv: Ajv;
  private readonly ops: Operation[] = [];
  private readonly cache = new Map<string, ValidateFunction>();
  /** Errors reported per document. */
  maxErrors = 5;

  /** `rest`: the REST API description; `webhooks`: the webhook payloads' (event fixtures). */
  constructor(which: "rest" | "webhooks" = "rest") {
    const require = createRequire(import.meta.url);
    const file = require.resolve(which === "rest" ? "@octokit/openapi/generated/api.github.com.json" : "@octokit/openapi-webhooks/generated/api.github.com.json");
    this.spec = JSON.parse(readFileSync(file, "utf8")) as Json;
    denull(this.spec);
    this.ajv = new Ajv({ strict: false, allErrors: true, logger: false, validateFormats: true });
    this.ajv.addFormat("date-time", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/);
    this.ajv.addFormat("uri", /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/);
    this.ajv.addFormat("email", /^[^\s@]+@[^\s@]+$/);
    this.ajv.addSchema({ ...this.spec, $id: SPEC_ID });
    const paths = (this.spec.paths ?? {}) as Record<string, Json>;
    for (const [template, item] of Object.entries(paths)) {
      const names: string[] = [];
      const regex = new RegExp("^" + template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{([^}]+)\}/g, (_, n: string) => (names.push(n), "([^/]+)")) + "$");
      for (const [method, op] of Object.entries(item)) {
        if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
        const params = [...((item.parameters as Json[]) ?? []), ...(((op as Json).parameters as Json[]) ?? [])].map((p) => this.deref(p) as unknown as Parameter);
        this.ops.push({ method: method.toUpperCase(), template, regex, names, op: op as Json, params });
      }
    }
  }

  private deref(p: Json): Json {
    const ref = p.$ref;
    if (typeof ref !== "string") return p;
    let cur: unknown = this.spec;
    for (const part of ref.replace(/^#\//, "").split("/")) cur = (cur as Json)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
    return cur as Json;
  }

  private validator(parts: string[]): ValidateFunction {
    const ref = SPEC_ID + pointer(parts);
    let v = this.cache.get(ref);
    if (!v) {
      v = this.ajv.compile({ $ref: ref });
      this.cache.set(ref, v);
    }
    return v;
  }

  private errors(v: ValidateFunction, data: unknown): string[] {
    if (v(data)) return [];
    return (v.errors ?? []).slice(0, this.maxErrors).map((e) => `${e.instancePath || "/"} ${e.message ?? "invalid"}${e.params && "additionalProperty" in e.params ? ` (${String(e.params.additionalProperty)})` : ""}`);
  }

  /** The operation a request path names (paths under /repositories/{id}/ are GitHub's pagination links). */
  operation(method: string, path: string, alias?: { repositoryId: number; owner: string; repo: string }): { op: Operation; values: Record<string, string> } | null {
    let p = path;
    if (alias) p = p.replace(new RegExp(`^/repositories/${alias.repositoryId}(?=/|$)`), `/repos/${alias.owner}/${alias.repo}`);
    for (const op of this.ops) {
      if (op.method !== method) continue;
      const m = op.regex.exec(p);
      if (!m) continue;
      const values: Record<string, string> = {};
      op.names.forEach((n, i) => (values[n] = decodeURIComponent(m[i + 1]!)));
      return { op, values };
    }
    return null;
  }

  private checkParam(p: Parameter, raw: string, where: string): string[] {
    if (!p.schema) return [];
    const schema = p.schema;
    const t = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    let value: unknown = raw;
    if (t === "integer" || t === "number") value = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
    else if (t === "boolean") value = raw === "true" ? true : raw === "false" ? false : raw;
    const v = this.ajv.compile(schema);
    return v(value) ? [] : [`${where} '${p.name}' = '${raw}': ${this.ajv.errorsText(v.errors)}`];
  }

  /** Problems of a request against the description (empty: valid). */
  checkRequest(method: string, url: URL, body: Buffer, alias?: { repositoryId: number; owner: string; repo: string }): string[] {
    const hit = this.operation(method, url.pathname, alias);
    if (!hit) return [`${method} ${url.pathname}: no such operation in GitHub's REST API description`];
    const { op, values } = hit;
    const what = `${method} ${op.template}`;
    const out: string[] = [];
    for (const p of op.params.filter((x) => x.in === "path")) out.push(...this.checkParam(p, values[p.name] ?? "", `${what}: path parameter`));
    const query = op.params.filter((x) => x.in === "query");
    for (const [k, v] of url.searchParams) {
      const p = query.find((x) => x.name === k);
      if (!p) out.push(`${what}: unknown query parameter '${k}'`);
      else out.push(...this.checkParam(p, v, `${what}: query parameter`));
    }
    for (const p of query) if (p.required && !url.searchParams.has(p.name)) out.push(`${what}: missing query parameter '${p.name}'`);
    const rb = op.op.requestBody as Json | undefined;
    if (rb) {
      if (body.length === 0) {
        if (rb.required) out.push(`${what}: missing request body`);
      } else {
        let doc: unknown;
        try {
          doc = JSON.parse(body.toString("utf8"));
        } catch {
          return [...out, `${what}: request body is not JSON`];
        }
        const base = ["paths", op.template, op.method.toLowerCase(), "requestBody", "content", "application/json", "schema"];
        out.push(...this.errors(this.validator(base), doc).map((e) => `${what}: body ${e}`));
      }
    } else if (body.length > 0) out.push(`${what}: takes no request body`);
    return out;
  }

  /** Problems of a response against the operation's declared responses. */
  checkResponse(method: string, path: string, status: number, headers: Record<string, string>, body: string, alias?: { repositoryId: number; owner: string; repo: string }): string[] {
    const hit = this.operation(method, path, alias);
    if (!hit) return [];
    const { op } = hit;
    const what = `${method} ${op.template} → ${status}`;
    const responses = op.op.responses as Record<string, Json>;
    const key = String(status) in responses ? String(status) : "default" in responses ? "default" : null;
    if (!key) {
      // GitHub answers 404 (and other errors) on operations whose description does not list them:
      // such an answer must still be GitHub's error shape, with a documentation link.
      if (status < 400) return [`${what}: status not declared (declared: ${Object.keys(responses).join(", ")})`];
      let doc: unknown;
      try {
        doc = JSON.parse(body);
      } catch {
        return [`${what}: error body is not JSON`];
      }
      const out = this.checkSchema("basic-error", doc).map((e) => `${what}: ${e}`);
      const d = doc as { message?: unknown; documentation_url?: unknown };
      if (typeof d.message !== "string" || typeof d.documentation_url !== "string") out.push(`${what}: an error needs message and documentation_url`);
      return out;
    }
    const decl = this.deref(responses[key]!);
    const content = decl.content as Record<string, Json> | undefined;
    const out: string[] = [];
    if (status >= 300 && status < 400 && !headers.location) out.push(`${what}: redirect without a location header`);
    const json = content?.["application/json"] ?? content?.["application/scim+json"];
    if (json?.schema) {
      let doc: unknown;
      try {
        doc = JSON.parse(body);
      } catch {
        return [`${what}: body is not JSON`];
      }
      const parts = typeof responses[key]!.$ref === "string"
        ? [...(responses[key]!.$ref as string).replace(/^#\//, "").split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~")), "content", "application/json", "schema"]
        : ["paths", op.template, op.method.toLowerCase(), "responses", key, "content", "application/json", "schema"];
      out.push(...this.errors(this.validator(parts), doc).map((e) => `${what}: ${e}`));
    }
    return out;
  }

  /** Validate a document against a named component schema (e.g. "basic-error", "workflow-run"). */
  checkSchema(name: string, doc: unknown): string[] {
    return this.errors(this.validator(["components", "schemas", name]), doc);
  }
}
