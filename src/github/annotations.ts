// Annotations at the failing steps' lines. The runner shows at most 10 annotations of each level
// per step: we order by severity, new before pre-existing, then by place, and count the rest.
import type { Finding, Report, SourceLocation, TraceReport } from "../types.js";
import type { CompareResult } from "../compare/types.js";
import { ruleMeta } from "../rules/registry.js";
import type { AnnotationProps, Log } from "./log.js";
import type { PolicyDiagnostic } from "../policy/diagnostics.js";

/** The runner shows 10 annotations per level per step; keep room for the action's own messages
 * (the gate verdict is the one error, up to OWN_WARNINGS warnings such as "no baseline", skipped
 * uploads as notices). */
export const ANNOTATION_CAPS = { error: 9, warning: 7, notice: 7 } as const;
/** Warning annotations the action itself may write; further warnings become log lines. */
export const OWN_WARNINGS = 3;

export interface PlannedAnnotation {
  level: "error" | "warning" | "notice";
  message: string;
  props: AnnotationProps;
  isNew: boolean;
  finding: Finding;
  trace: TraceReport;
}

export interface AnnotationPlan {
  shown: PlannedAnnotation[];
  /** Findings selected but not shown because of the per-level cap. */
  omitted: number;
  /** Findings not selected at all (pre-existing ones in `regressions` mode). */
  filtered: number;
}

function fingerprint(traceId: string, f: Finding): string {
  return JSON.stringify([traceId, f.rule_id ?? "", f.category ?? "", f.step_id ?? "", f.severity, f.message]);
}

/**
 * For each entry of `report`, which findings are new against the comparison (multiset: two
 * identical findings against one in `new_findings` is one new, one old). Without a comparison
 * every finding is new.
 */
export function markNewFindings(report: Report, compare: CompareResult | null): Map<Finding, boolean> {
  const out = new Map<Finding, boolean>();
  const budget = new Map<string, number>();
  if (compare) {
    for (const t of compare.traces) for (const f of t.new_findings) {
      const k = fingerprint(t.trace_id, f);
      budget.set(k, (budget.get(k) ?? 0) + 1);
    }
  }
  for (const r of report.reports) {
    for (const f of r.findings) {
      if (!compare) {
        out.set(f, true);
        continue;
      }
      const k = fingerprint(r.trace_id, f);
      const n = budget.get(k) ?? 0;
      if (n > 0) budget.set(k, n - 1);
      out.set(f, n > 0);
    }
  }
  return out;
}

const LEVEL = { error: "error", warning: "warning", info: "notice" } as const;
const RANK = { error: 0, warning: 1, notice: 2 } as const;

function located(f: Finding, t: TraceReport): SourceLocation | null {
  const loc = f.location ?? t.location;
  if (loc && loc.uri) return loc;
  if (t.source_path) return { uri: t.source_path, startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };
  return null;
}

export function planAnnotations(report: Report, compare: CompareResult | null, mode: "regressions" | "all" | "none", caps: { error: number; warning: number; notice: number } = ANNOTATION_CAPS): AnnotationPlan {
  if (mode === "none") return { shown: [], omitted: 0, filtered: report.reports.reduce((n, r) => n + r.findings.length, 0) };
  const isNew = markNewFindings(report, compare);
  const all: PlannedAnnotation[] = [];
  let filtered = 0;
  for (const t of report.reports) {
    for (const f of t.findings) {
      const fresh = isNew.get(f) ?? true;
      if (mode === "regressions" && !fresh) {
        filtered++;
        continue;
      }
      const level = LEVEL[f.severity as keyof typeof LEVEL] ?? "warning";
      const meta = ruleMeta(f.rule_id);
      const loc = located(f, t);
      const props: AnnotationProps = { title: `${f.rule_id}${meta ? ` ${meta.title}` : ""}${compare && !fresh ? " (pre-existing)" : ""}` };
      if (loc) {
        // The uri is "/"-separated already; a backslash belongs to the file name (POSIX).
        props.file = loc.uri.replace(/^(\.\/)+/, "");
        props.startLine = Math.max(1, loc.startLine);
        props.endLine = Math.max(props.startLine, loc.endLine);
        if (props.endLine === props.startLine) {
          props.startColumn = Math.max(1, loc.startColumn);
          // endColumn is exclusive in our model; the runner's is inclusive.
          props.endColumn = Math.max(props.startColumn, loc.endColumn - 1);
        }
      }
      const step = f.step_id ? ` step ${f.step_id}` : "";
      all.push({ level, message: `[${t.trace_id}${step}] ${f.message}`, props, isNew: fresh, finding: f, trace: t });
    }
  }
  all.sort((a, b) =>
    RANK[a.level] - RANK[b.level] ||
    Number(b.isNew) - Number(a.isNew) ||
    (a.props.file ?? "").localeCompare(b.props.file ?? "") ||
    (a.props.startLine ?? 0) - (b.props.startLine ?? 0) ||
    (a.props.startColumn ?? 0) - (b.props.startColumn ?? 0),
  );
  const count = { error: 0, warning: 0, notice: 0 };
  const shown: PlannedAnnotation[] = [];
  let omitted = 0;
  for (const a of all) {
    if (count[a.level] < caps[a.level]) {
      count[a.level]++;
      shown.push(a);
    } else omitted++;
  }
  return { shown, omitted, filtered };
}

export function emitAnnotations(plan: AnnotationPlan, log: Log): void {
  for (const a of plan.shown) log[a.level](a.message, a.props);
}

/** Policy diagnostics annotated on the policy file; the others are log lines (the job summary lists them). */
export const POLICY_ANNOTATIONS = 3;

/** The runner's caps left to the findings when the policy's diagnostics take their warnings first. */
export function capsAfterPolicy(diagnostics: number): { error: number; warning: number; notice: number } {
  return { ...ANNOTATION_CAPS, warning: ANNOTATION_CAPS.warning - Math.min(diagnostics, POLICY_ANNOTATIONS) };
}

/** `policy.json:3:3: budget: unknown key; …` with the policy file as later steps name it. */
export function policyDiagnosticLine(d: PolicyDiagnostic, display: (p: string) => string): string {
  return `${display(d.file)}:${d.line}:${d.column}: ${d.text}`;
}

/**
 * The policy's diagnostics on the policy file, at their line and column: warnings, or errors with
 * strict-policy (the run then stops on the first). Past POLICY_ANNOTATIONS, plain log lines.
 */
export function emitPolicyDiagnostics(diagnostics: readonly PolicyDiagnostic[], log: Log, opts: { strict: boolean; display: (p: string) => string }): void {
  diagnostics.forEach((d, i) => {
    const file = opts.display(d.file);
    const text = `policy ${policyDiagnosticLine(d, opts.display)}`;
    if (i >= POLICY_ANNOTATIONS) return log.info(`${opts.strict ? "Error" : "Warning"}: ${text}`);
    const props: AnnotationProps = { title: `Policy: ${d.kind}`, file, startLine: d.line, endLine: d.line, startColumn: d.column, endColumn: d.column };
    if (opts.strict) log.error(text, props);
    else log.warning(text, props);
  });
}
