// `arh init` explains what it inferred: each rule with its evidence, what it left out and why, what
// `--strict` widened and how the policy fares on its own traces. Two renderings of the same
// content: Markdown (written next to the policy, readable as raw text in a diff too: fields and
// values as code spans through escapeMarkdownCode, other trace text through escapeMarkdown)
// and plain text for the terminal (one line per item, control characters removed). Pure.
import type { Report } from "../types.js";
import { escapeMarkdown, escapeMarkdownCode, neutralizeWorkflowCommands, truncate } from "../util/escape.js";
import type { Evidence } from "./infer.js";
import type { Widening } from "./widen.js";

/** Mark each rule of the explanation that a `--strict` widening changed (in place). */
export function markWidened(evidence: Evidence[], widenings: Widening[]): void {
  for (const w of widenings) {
    for (const e of evidence) {
      if (e.field !== w.field) continue;
      if (w.value !== undefined && e.value !== w.value && !(Array.isArray(e.value) && e.value.includes(w.value))) continue;
      (e.widened ??= []).push(w.change.slice(w.change.indexOf(": ") + 2));
    }
  }
}

export interface Explanation {
  policyId: string;
  policyFile: string;
  explanationFile: string;
  traces: number;
  files: number;
  evidence: Evidence[];
  notes: string[];
  strict: boolean;
  widenings: Widening[];
  /** trace_id -> why it cannot pass under any policy. */
  unfixable: [string, string[]][];
  /** Files that hold no agent trace, with the reason. */
  skipped: [string, string][];
  /** The proof: the policy validated against its own traces. */
  proof: Report;
}

const MAX_FINDINGS = 5;
/** The terminal shows this many rules; the Markdown file has them all. */
const MAX_TEXT_EVIDENCE = 200;

function value(v: unknown): string {
  return truncate(typeof v === "string" ? v : JSON.stringify(v), 120);
}

/** Untrusted text on one terminal line: no control, bidi or line-separator characters. */
function line(s: string, max = 300): string {
  return neutralizeWorkflowCommands(truncate(s.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, "\uFFFD"), max));
}

function failing(proof: Report): Report["reports"] {
  return proof.reports.filter((e) => !e.passed);
}

export function renderExplanationMarkdown(x: Explanation): string {
  const md = escapeMarkdown;
  const out: string[] = [];
  out.push(`# Inferred policy ${md(x.policyId)}`, "");
  out.push(
    `\`arh init\` inferred ${md(x.policyFile)} from ${x.traces} trace${x.traces === 1 ? "" : "s"} in ${x.files} file${x.files === 1 ? "" : "s"}. ` +
      "It is a starting point: check the rows marked **review**, tighten what the traces cannot show, then commit it.",
    "",
  );
  out.push("## Rules and their evidence", "", "| field | value | evidence |", "|---|---|---|");
  for (const e of x.evidence) {
    const widened = (e.widened ?? []).map((w) => `; **--strict**: ${md(w)}`).join("");
    out.push(`| ${escapeMarkdownCode(e.field, 200)} | ${escapeMarkdownCode(value(e.value))} | ${md(e.evidence)}${e.review ? " **review**" : ""}${widened} |`);
  }
  out.push("");
  if (x.notes.length > 0) {
    out.push("## Not inferred", "");
    for (const n of x.notes) out.push(`- ${md(n)}`);
    out.push("");
  }
  if (x.strict) {
    out.push("## Widened by --strict", "");
    if (x.widenings.length === 0) out.push("Nothing: every trace passed the inferred policy.");
    for (const w of x.widenings) out.push(`- ${md(w.trace_id)} (${md(w.rule_id)}): ${md(w.change)}`);
    for (const [id, why] of x.unfixable) for (const y of why) out.push(`- ${md(id)} cannot pass under any policy: ${md(y)}`);
    out.push("");
  }
  const s = x.proof.summary;
  out.push("## Validated against its own traces", "");
  out.push(`${s.passed_traces} of ${s.total_traces} passed, ${s.failed_traces} failed (average score ${s.average_score}).`);
  const bad = failing(x.proof);
  if (bad.length > 0) {
    out.push("", "A trace that fails is probably a bug or an outlier worth a look" + (x.strict ? "." : "; `arh init --strict` widens the policy until it passes."), "");
    for (const e of bad) {
      out.push(`- ${md(e.trace_id)} (${md(e.source_path)}), score ${e.score}:`);
      const errs = e.findings.filter((f) => f.severity === "error");
      for (const f of errs.slice(0, MAX_FINDINGS)) out.push(`  - ${md(f.rule_id)}${f.step_id ? ` at step ${md(f.step_id)}` : ""}: ${md(truncate(f.message, 300))}`);
      if (errs.length > MAX_FINDINGS) out.push(`  - and ${errs.length - MAX_FINDINGS} more`);
    }
  }
  out.push("");
  if (x.skipped.length > 0) {
    out.push("## Skipped files", "");
    for (const [f, why] of x.skipped) out.push(`- ${md(f)}: ${md(why)}`);
    out.push("");
  }
  return out.join("\n");
}

export function renderExplanationText(x: Explanation): string {
  const out: string[] = [];
  out.push(line(`arh init: inferred policy '${x.policyId}' from ${x.traces} trace${x.traces === 1 ? "" : "s"} in ${x.files} file${x.files === 1 ? "" : "s"}`));
  for (const e of x.evidence.slice(0, MAX_TEXT_EVIDENCE)) out.push(line(`  ${truncate(e.field, 120)} = ${value(e.value)}  (${e.evidence})${e.review ? "  [review]" : ""}${(e.widened ?? []).map((w) => `  [--strict: ${w}]`).join("")}`, 400));
  if (x.evidence.length > MAX_TEXT_EVIDENCE) out.push(`  … and ${x.evidence.length - MAX_TEXT_EVIDENCE} more rules in ${line(x.explanationFile)}`);
  if (x.notes.length > 0) {
    out.push("not inferred:");
    for (const n of x.notes) out.push(line(`  ${n}`, 400));
  }
  if (x.strict) {
    out.push(x.widenings.length === 0 ? "--strict: nothing to widen" : "widened by --strict:");
    for (const w of x.widenings) out.push(line(`  ${w.trace_id} (${w.rule_id}): ${w.change}`, 400));
    for (const [id, why] of x.unfixable) for (const y of why) out.push(line(`  ${id} cannot pass under any policy: ${y}`, 400));
  }
  for (const [f, why] of x.skipped) out.push(line(`skipped ${f}: ${why}`));
  return out.join("\n") + "\n";
}
