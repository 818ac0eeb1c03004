// The self-contained index.html of a set of trace diffs: the <trace-diff> component and the
// documents inlined (no network, works from file://), plus writing the per-trace JSON files.
// Deterministic: identical documents give byte-identical files.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { escapeHtml } from "../util/escape.js";
import { COMPONENT_JS } from "./component-source.js";
import type { AbtDocument } from "./model.js";
import { renderTraceDiffTable } from "./table.js";

/** JSON that is safe inside <script type="application/json">: no `<`, `>`, `&` or line separators. */
export function inlineJson(v: unknown): string {
  return JSON.stringify(v, null, 2).replace(/[<>&\u2028\u2029]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}

/** The trace id part of a document's case (`<trace_id> · <rule title>`). */
export function caseTraceId(doc: AbtDocument): string {
  const c = typeof doc.case === "string" ? doc.case : "";
  const i = c.indexOf(" · ");
  return i >= 0 ? c.slice(0, i) : c;
}

/** File names `<slug of trace id>.json`, unique within the set (suffix -2, -3… on collisions). */
export function diffFileNames(docs: readonly AbtDocument[]): string[] {
  const used = new Set<string>(["index"]);
  return docs.map((d) => {
    const base = caseTraceId(d).replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "").slice(0, 100) || "trace";
    let name = base;
    for (let k = 2; used.has(name.toLowerCase()); k++) name = `${base}-${k}`;
    used.add(name.toLowerCase());
    return `${name}.json`;
  });
}

function sha256Base64(s: string): string {
  return createHash("sha256").update(s, "utf8").digest("base64");
}

export function renderTraceDiffIndex(docs: readonly AbtDocument[]): string {
  const script = COMPONENT_JS;
  if (/<\/script/i.test(script) || /<!--/.test(script)) throw new Error("component source must not contain </script or <!--");
  const names = diffFileNames(docs);
  // Constant text plus a base64 hash: nothing to escape inside the double-quoted attribute.
  const csp = `default-src 'none'; script-src 'sha256-${sha256Base64(script)}'; style-src 'unsafe-inline'; img-src 'none'; connect-src 'none'; base-uri 'none'; form-action 'none'`;
  const out: string[] = [];
  out.push("<!DOCTYPE html>");
  out.push('<html lang="en">');
  out.push("<head>");
  out.push('<meta charset="utf-8">');
  out.push(`<meta http-equiv="Content-Security-Policy" content="${csp}">`);
  out.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
  out.push('<meta name="referrer" content="no-referrer">');
  out.push("<title>Trace diffs · agent-behavior-trace/v0</title>");
  out.push("<style>");
  out.push("body{margin:0;padding:24px;background:#f4f1eb;color:#1f1d1a;font:14px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif}");
  out.push("main{max-width:1100px;margin:0 auto}h1{font-size:20px;margin:0 0 4px}section{margin:20px 0 0}");
  out.push(".sub{color:#6d675f;margin:0 0 16px}.file{margin:0 0 4px;font:12px ui-monospace,SFMono-Regular,Menlo,monospace;color:#6d675f}");
  out.push("noscript table{border-collapse:collapse;margin-top:8px}noscript td,noscript th{border:1px solid #d9d4cc;padding:2px 6px;text-align:left}");
  out.push("</style>");
  out.push("</head>");
  out.push("<body>");
  out.push("<main>");
  out.push("<h1>Trace diffs</h1>");
  out.push(`<p class="sub">${docs.length === 0 ? "No regressed traces." : `${docs.length} regressed trace${docs.length === 1 ? "" : "s"}: the baseline run that behaved next to the candidate run that did not.`}</p>`);
  docs.forEach((d, i) => {
    const id = `diff-${i + 1}`;
    // The component's own head shows the case: the section only names it for assistive technology
    // and says which file holds the document.
    out.push(`<section id="${id}" aria-label="${escapeHtml(String(d.case))}">`);
    out.push(`<p class="file">${escapeHtml(names[i]!)}</p>`);
    out.push('<trace-diff data-mode="expanded">');
    out.push(`<script type="application/json">${inlineJson(d)}</script>`);
    out.push("</trace-diff>");
    out.push(`<noscript>${renderTraceDiffTable(d)}</noscript>`);
    out.push("</section>");
  });
  out.push("</main>");
  out.push(`<script>${script}</script>`);
  out.push("</body>");
  out.push("</html>");
  return out.join("\n") + "\n";
}

/** Write one JSON per document and the index.html into `dir` (created). Returns the paths written. */
export function writeTraceDiffs(dir: string, docs: AbtDocument[]): string[] {
  mkdirSync(dir, { recursive: true });
  const names = diffFileNames(docs);
  const paths: string[] = [];
  docs.forEach((d, i) => {
    const p = join(dir, names[i]!);
    writeFileSync(p, JSON.stringify(d, null, 2) + "\n");
    paths.push(p);
  });
  const index = join(dir, "index.html");
  writeFileSync(index, renderTraceDiffIndex(docs));
  paths.push(index);
  return paths;
}
