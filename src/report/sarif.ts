// SARIF 2.1.0 renderer for GitHub code scanning (`--sarif-out`).
//
// One run, one result per finding, located at the offending field or the anchored step of the
// trace file (repository-relative uri under %SRCROOT%). Rule metadata comes only from the rule
// registry. Output is deterministic: identical report, identical bytes.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { slug } from "github-slugger";
import type { Finding, Report, RuleMeta, SourceLocation, TraceReport } from "../types.js";
import { RULES } from "../rules/registry.js";
import { INFORMATION_URI, TOOL_NAME, VERSION } from "../version.js";
import { stripXmlInvalid, truncate } from "../util/escape.js";
import { entryPath, findingLocation, isAbsolutePath, normalizePath, severityRank, showValue } from "./util.js";

/** GitHub code scanning accepts at most this many results per run. */
export const SARIF_MAX_RESULTS = 25_000;
/** GitHub code scanning rejects uploads above 10 MB gzipped; stay below with a margin. */
export const SARIF_MAX_GZIP_BYTES = 10 * 1000 * 1000 - 64 * 1024;
export const SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
export const FINGERPRINT_KEY = "arhFingerprint/v1";
export const LINE_HASH_KEY = "primaryLocationLineHash";
const SRCROOT = "%SRCROOT%";
const MAX_MESSAGE = 4000;

export interface SarifOptions {
  /** automationDetails.id prefix (default "arh"; rendered as "arh/"). */
  category?: string;
  /** Override the result cap (tests). */
  maxResults?: number;
  /** Override the gzipped size limit (tests). */
  maxGzipBytes?: number;
  /**
   * The scenario of each run (e.g. the scenario gate's RunRecords): the findings of a scenario with
   * two or more runs in the report are reported once per scenario and key (rule_id, category,
   * step_id, and the occurrence within a run), at the place of the first run showing it (trace ids
   * in code-point order), with `properties.scenario` and `properties.occurrences: "k/n"` (k of
   * the scenario's n runs show it) and the fingerprint the single-run result of a trace named like
   * the scenario has. Entries not listed, input-file entries and one-run scenarios are reported as
   * without the option.
   */
  scenarios?: readonly { trace_id: string; scenario: string }[];
}

const LEVEL: Record<string, "error" | "warning" | "note"> = { error: "error", warning: "warning", info: "note" };
const PROBLEM_SEVERITY: Record<string, string> = { error: "error", warning: "warning", info: "recommendation" };

function level(sev: string): "error" | "warning" | "note" {
  return LEVEL[sev] ?? "warning";
}

/**
 * Plain text for a SARIF message: no control characters or line breaks, and square brackets
 * escaped (SARIF §3.11.6) so trace text can never form an embedded link.
 */
export function sarifText(s: string): string {
  return stripXmlInvalid(s.replace(/\r\n|\r|\n|\t/g, " ").replace(/[\u0000-\u001f\u007f]/g, ""))
    .replace(/\\(?=[[\]])/g, "\\\\")
    .replace(/[[\]]/g, (c) => "\\" + c);
}

/** End a text with a period unless it already ends a sentence. */
function sentence(s: string): string {
  const t = s.trimEnd();
  if (t === "") return t;
  return /[.!?]$/.test(t) ? t : t + ".";
}

function quoteId(id: string): string {
  return `'${truncate(id, 200)}'`;
}

/** Percent-encode each path segment of a relative path (a valid URI reference). */
export function pathToUri(p: string): string {
  const n = normalizePath(p);
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(n)) return n;
  if (isAbsolutePath(n)) {
    const abs = n.startsWith("/") ? n : "/" + n;
    return "file://" + abs.split("/").map(encodeSeg).join("/");
  }
  return n.split("/").map(encodeSeg).join("/");
}

function encodeSeg(seg: string): string {
  // Keep a drive letter colon readable (`/C:/x`) but encode everything else that is not unreserved.
  if (/^[A-Za-z]:$/.test(seg)) return seg;
  return encodeURIComponent(seg).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
}

function ruleDescriptor(r: RuleMeta): Record<string, unknown> {
  const tags: string[] = [r.category];
  if (r.securitySeverity !== undefined) tags.push("security");
  const example = r.example ?? "";
  let fence = "```";
  while (example.includes(fence)) fence += "`";
  const helpText = `${r.remediation}${example ? `\n\nMinimal failing example:\n${example}` : ""}`;
  const helpMarkdown =
    `**${r.title}.** ${r.remediation}` + (example ? `\n\nMinimal failing example:\n\n${fence}text\n${example}\n${fence}\n` : "\n");
  const properties: Record<string, unknown> = {
    tags,
    precision: "very-high",
    "problem.severity": PROBLEM_SEVERITY[r.severity] ?? "warning",
  };
  if (r.securitySeverity !== undefined) properties["security-severity"] = r.securitySeverity;
  properties.scored = r.scored;
  return {
    id: r.id,
    name: r.name,
    shortDescription: { text: truncate(sentence(r.title), 1024) },
    fullDescription: { text: truncate(sentence(r.description), 1024) },
    helpUri: ruleHelpUri(r),
    help: { text: helpText, markdown: helpMarkdown },
    defaultConfiguration: { level: level(r.severity) },
    properties,
  };
}

/**
 * The rule's section of docs/rules.md, anchored as GitHub anchors headings (github-slugger: the
 * heading `ARH-SCH-001 — Tool not in the allow-list` becomes `#arh-sch-001--tool-not-in-the-allow-list`).
 * Rule ids are unique, so no heading needs the slugger's `-1` suffix.
 */
export function ruleHelpUri(r: Pick<RuleMeta, "id" | "title">): string {
  return `${INFORMATION_URI}/blob/main/docs/rules.md#${slug(`${r.id} — ${r.title}`)}`;
}

/**
 * `partialFingerprints.primaryLocationLineHash`, the key code scanning tracks alerts by: derived
 * from the stable fingerprint (trace, rule, category, step; never the line or the message), so
 * editing a line keeps the alert, with the occurrence counter keeping findings apart.
 */
export function primaryLocationLineHash(fingerprint: string, occurrence: number): string {
  return `${fingerprint.slice(0, 16)}:${occurrence}`;
}

/** Fingerprint base: sha256 of trace_id, rule_id, category, step_id (semantics.md §7). */
export function fingerprintBase(traceId: string, f: Finding): string {
  return createHash("sha256")
    .update(`${traceId}\0${f.rule_id}\0${String(f.category)}\0${f.step_id ?? ""}`, "utf8")
    .digest("hex");
}

interface Item {
  entry: TraceReport;
  finding: Finding;
  order: number;
  ruleIndex: number;
  loc: SourceLocation;
  uri: string;
  fp: string;
  /** A finding merged across the runs of a scenario: k of its n runs show the j-th occurrence of the key. */
  merged?: { scenario: string; k: number; n: number; j: number };
}

function cmpStr(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Deterministic result order: by file, position, rule, trace, step, message, then report order. */
function cmpItems(a: Item, b: Item): number {
  return (
    cmpStr(a.uri, b.uri) ||
    a.loc.startLine - b.loc.startLine ||
    a.loc.startColumn - b.loc.startColumn ||
    a.loc.endLine - b.loc.endLine ||
    a.loc.endColumn - b.loc.endColumn ||
    a.ruleIndex - b.ruleIndex ||
    cmpStr(a.finding.rule_id, b.finding.rule_id) ||
    cmpStr(a.entry.trace_id, b.entry.trace_id) ||
    cmpStr(a.finding.step_id ?? "", b.finding.step_id ?? "") ||
    cmpStr(a.finding.message, b.finding.message) ||
    a.order - b.order
  );
}

function messageText(entry: TraceReport, f: Finding, meta: RuleMeta | undefined): string {
  const title = meta?.title ?? f.rule_id;
  let where: string;
  if (entry.kind === "input") where = `in file ${quoteId(entryPath(entry))}`;
  else if (f.step_id !== null) where = `at step ${quoteId(f.step_id)} of trace ${quoteId(entry.trace_id)}`;
  else where = `in trace ${quoteId(entry.trace_id)}`;
  if (f.agent !== undefined && f.step_id !== null) where += ` (agent ${quoteId(f.agent)})`;
  let text = sentence(`${title} ${where}`) + " " + sentence(truncate(f.message, MAX_MESSAGE));
  if (f.expected !== undefined) text += " " + sentence(`Expected: ${showValue(f.expected)}`);
  if (f.observed !== undefined) text += " " + sentence(`Observed: ${showValue(f.observed)}`);
  return sentence(sarifText(text));
}

/** Render a report as a SARIF 2.1.0 log (pretty JSON with a trailing newline). */
export function renderSarif(report: Report, opts: SarifOptions = {}): string {
  const category = (opts.category ?? "arh").replace(/\/+$/, "") || "arh";
  const ruleIds = new Map<string, number>();
  const rules: Record<string, unknown>[] = [];
  for (const r of RULES) {
    if (ruleIds.has(r.id)) continue;
    ruleIds.set(r.id, rules.length);
    rules.push(ruleDescriptor(r));
  }
  const metaById = new Map(RULES.map((r) => [r.id, r]));

  // Artifacts: every trace file, in report order.
  const artifactIndex = new Map<string, number>();
  const artifacts: Record<string, unknown>[] = [];
  const addArtifact = (path: string): number => {
    let i = artifactIndex.get(path);
    if (i === undefined) {
      i = artifacts.length;
      artifactIndex.set(path, i);
      artifacts.push({ location: artifactLocation(path), roles: ["analysisTarget"] });
    }
    return i;
  };
  for (const e of report.reports) if (entryPath(e)) addArtifact(entryPath(e));

  let items: Item[] = [];
  let order = 0;
  for (const entry of report.reports) {
    for (const finding of entry.findings) {
      let ruleIndex = ruleIds.get(finding.rule_id);
      if (ruleIndex === undefined) {
        // A rule the registry does not know (should not happen): declare it minimally so
        // ruleIndex stays consistent with rules[].
        ruleIndex = rules.length;
        ruleIds.set(finding.rule_id, ruleIndex);
        rules.push({
          id: finding.rule_id,
          shortDescription: { text: sentence(sarifText(finding.rule_id)) },
          defaultConfiguration: { level: level(finding.severity) },
          properties: { tags: [String(finding.category)] },
        });
      }
      const loc = findingLocation(entry, finding);
      items.push({ entry, finding, order: order++, ruleIndex, loc, uri: loc.uri, fp: fingerprintBase(entry.trace_id, finding) });
    }
  }
  if (opts.scenarios) items = mergeScenarios(items, report.reports, opts.scenarios);
  items.sort(cmpItems);
  // Occurrence counters keep findings with the same fingerprint base distinct (GitHub style `hash:n`).
  // A merged finding keeps the occurrence it has within each run; other findings count on after it.
  const seen = new Map<string, number>();
  for (const it of items) if (it.merged) seen.set(it.fp, Math.max(seen.get(it.fp) ?? 0, it.merged.j));
  const fingerprints = new Map<Item, { full: string; line: string }>();
  for (const it of items) {
    let n = it.merged?.j;
    if (n === undefined) {
      n = (seen.get(it.fp) ?? 0) + 1;
      seen.set(it.fp, n);
    }
    fingerprints.set(it, { full: `${it.fp}:${n}`, line: primaryLocationLineHash(it.fp, n) });
  }

  const total = items.length;
  const buildResult = (it: Item): Record<string, unknown> => {
    const f = it.finding;
    const meta = metaById.get(f.rule_id);
    const fqn = f.step_id !== null ? `${it.entry.trace_id}/${f.step_id}` : it.entry.trace_id;
    const props: Record<string, unknown> = { category: String(f.category) };
    if (it.entry.kind && it.entry.kind !== "agent") props.traceKind = it.entry.kind;
    let text = messageText(it.entry, f, meta);
    if (it.merged) {
      props.scenario = it.merged.scenario;
      props.occurrences = `${it.merged.k}/${it.merged.n}`;
      text += " " + sentence(sarifText(`Seen in ${it.merged.k} of the ${it.merged.n} runs of scenario ${quoteId(it.merged.scenario)}`));
    }
    return {
      ruleId: f.rule_id,
      ruleIndex: it.ruleIndex,
      level: level(f.severity),
      message: { text },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { ...artifactLocation(it.uri), index: addArtifact(it.uri) },
            region: {
              startLine: it.loc.startLine,
              startColumn: it.loc.startColumn,
              endLine: it.loc.endLine,
              endColumn: it.loc.endColumn,
            },
          },
          logicalLocations: [
            {
              name: f.step_id ?? it.entry.trace_id,
              fullyQualifiedName: fqn,
              kind: "object",
            },
          ],
        },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: fingerprints.get(it)!.full, [LINE_HASH_KEY]: fingerprints.get(it)!.line },
      properties: props,
    };
  };
  // Artifacts of all findings are registered before any result is serialised.
  for (const it of items) addArtifact(it.uri);

  const render = (cap: number): string => {
    let kept = items;
    if (items.length > cap) {
      kept = [...items]
        .sort((a, b) => severityRank(a.finding.severity) - severityRank(b.finding.severity) || cmpItems(a, b))
        .slice(0, cap)
        .sort(cmpItems);
    }
    const s = report.summary;
    const runProps: Record<string, unknown> = {
      summary: {
        total_traces: s.total_traces,
        passed_traces: s.passed_traces,
        failed_traces: s.failed_traces,
        average_score: s.average_score,
      },
    };
    if (kept.length < total) {
      runProps.resultsTruncated = true;
      runProps.totalResults = total;
      runProps.emittedResults = kept.length;
      runProps.truncationNote = `Only the ${kept.length} most severe of ${total} findings are included (GitHub code scanning limits).`;
    }
    const log = {
      $schema: SARIF_SCHEMA_URI,
      version: "2.1.0",
      runs: [
        {
          tool: {
            driver: {
              name: TOOL_NAME,
              semanticVersion: VERSION,
              informationUri: INFORMATION_URI,
              rules,
            },
          },
          automationDetails: { id: `${category}/` },
          invocations: [{ executionSuccessful: true }],
          originalUriBaseIds: {
            [SRCROOT]: { description: { text: "The root of the repository (the workspace the traces were validated in)." } },
          },
          artifacts,
          results: kept.map(buildResult),
          columnKind: "utf16CodeUnits",
          properties: runProps,
        },
      ],
    };
    return JSON.stringify(log, null, 2) + "\n";
  };

  let cap = Math.min(opts.maxResults ?? SARIF_MAX_RESULTS, SARIF_MAX_RESULTS);
  let out = render(cap);
  // Only logs near the limit need the (deterministic) gzip size check.
  const maxGz = opts.maxGzipBytes ?? SARIF_MAX_GZIP_BYTES;
  while (out.length > maxGz && cap > 0) {
    const gz = gzipSync(Buffer.from(out, "utf8"), { level: 6 }).length;
    if (gz <= maxGz) break;
    cap = Math.min(cap, items.length);
    cap = Math.max(0, Math.min(cap - 1, Math.floor((cap * maxGz) / gz / 1.05)));
    out = render(cap);
  }
  return out;
}

/**
 * One item per scenario and key for scenarios with two or more runs in the report: a run's
 * findings with the same (rule_id, category, step_id) are numbered in result order (j = 1, 2, ...),
 * and the j-th occurrences of all runs of the scenario become one item, placed at the first run
 * (trace ids in code-point order, then report order) that shows it, fingerprinted as a trace named
 * like the scenario would be.
 */
function mergeScenarios(items: Item[], entries: readonly TraceReport[], scenarios: readonly { trace_id: string; scenario: string }[]): Item[] {
  const scenarioOf = new Map<string, string>();
  for (const r of scenarios) if (!scenarioOf.has(r.trace_id)) scenarioOf.set(r.trace_id, r.scenario);
  const groupOf = (e: TraceReport): string | undefined => (e.kind === "input" ? undefined : scenarioOf.get(e.trace_id));
  // n: every run of the scenario in the report, with findings or without
  const runs = new Map<string, number>();
  for (const e of entries) {
    const g = groupOf(e);
    if (g !== undefined) runs.set(g, (runs.get(g) ?? 0) + 1);
  }
  const rank = new Map<TraceReport, number>();
  [...entries].map((e, i) => ({ e, i })).sort((a, b) => cmpStr(a.e.trace_id, b.e.trace_id) || a.i - b.i).forEach((x, r) => rank.set(x.e, r));

  const kept: Item[] = [];
  const byRun = new Map<TraceReport, Item[]>();
  for (const it of items) {
    const g = groupOf(it.entry);
    if (g === undefined || (runs.get(g) ?? 0) < 2) kept.push(it);
    else {
      const list = byRun.get(it.entry);
      if (list) list.push(it);
      else byRun.set(it.entry, [it]);
    }
  }
  const merged = new Map<string, { rep: Item; k: number; scenario: string; j: number }>();
  const runsInOrder = [...byRun.keys()].sort((a, b) => rank.get(a)! - rank.get(b)!);
  for (const e of runsInOrder) {
    const scenario = groupOf(e)!;
    const occurrence = new Map<string, number>();
    for (const it of byRun.get(e)!.sort(cmpItems)) {
      const f = it.finding;
      const key = JSON.stringify([f.rule_id, String(f.category), f.step_id ?? ""]);
      const j = (occurrence.get(key) ?? 0) + 1;
      occurrence.set(key, j);
      const id = JSON.stringify([scenario, key, j]);
      const m = merged.get(id);
      if (m) m.k++;
      else merged.set(id, { rep: it, k: 1, scenario, j });
    }
  }
  for (const m of merged.values()) {
    kept.push({ ...m.rep, fp: fingerprintBase(m.scenario, m.rep.finding), merged: { scenario: m.scenario, k: m.k, n: runs.get(m.scenario)!, j: m.j } });
  }
  return kept;
}

function artifactLocation(path: string): { uri: string; uriBaseId?: string } {
  const uri = pathToUri(path);
  return isAbsolutePath(normalizePath(path)) ? { uri } : { uri, uriBaseId: SRCROOT };
}

/** Number of results a report yields and how many the SARIF output keeps (for console notes). */
export function sarifResultCounts(report: Report): { total: number; kept: number } {
  const total = report.reports.reduce((n, e) => n + e.findings.length, 0);
  return { total, kept: Math.min(total, SARIF_MAX_RESULTS) };
}
