// gen_ai.evaluation.result in OTLP (docs/evaluations.md): the recording of otel-judge.mjs (the real
// OpenAI client under OpenTelemetry's instrumentation, the results emitted by the OpenTelemetry JS
// SDK as a log record parented to the judged chat span and a span event on the agent span, through
// `arh collect`; record-evaluations.mjs regenerates it) read onto the judged step and the trace, and
// gated; new ids, shifted clocks and reordered batches give the same results; malformed or stray
// records are located, never dropped.
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { adaptDocument } from "../../src/adapters/index.js";
import { parseTrace } from "../../src/trace/parse.js";
import { evaluationEntries } from "../../src/trace/evaluations.js";
import { InputError } from "../../src/errors.js";
import { capture } from "../capture.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import type { Report } from "../../src/types.js";
import { xorshift } from "../rng.js";
import { earlierMilliseconds, rebatch, rewriteIds } from "./rewrite.js";

const REPO = resolve(import.meta.dirname, "..", "..");
const FIX = join(REPO, "test/fixtures/otlp/otel-judge");
const file = (run: string) => join(FIX, run, "refund-agent-1.json");
const load = (run: string): unknown => JSON.parse(readFileSync(file(run), "utf8"));
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});
function temp(): string {
  mkdirSync(join(REPO, ".scratch"), { recursive: true });
  const d = mkdtempSync(join(REPO, ".scratch", "otlp-evals-"));
  temps.push(d);
  return d;
}

function evaluations(doc: unknown) {
  const [a] = adaptDocument(doc, "refund-agent-1.json", "auto");
  return evaluationEntries(parseTrace(a!.trace));
}

const POLICY = { policy_id: "judge", allow_unlisted_tools: true, evaluations: { faithfulness: { min_score: 0.7, max_mean_drop: 0.1 }, task_completion: { allowed_labels: ["pass"] } } };

describe("OTLP evaluation results", () => {
  it("the recorded log record lands on the judged model step, the span event on the agent span judges the trace", () => {
    expect(evaluations(load("run1"))).toEqual([
      { name: "task_completion", step_id: null, label: "pass" },
      { name: "faithfulness", step_id: "model#1", score: 0.9, explanation: "The answer reports what became of the refund of order A1." },
    ]);
    expect(evaluations(load("regressed"))![1]).toMatchObject({ name: "faithfulness", step_id: "model#1", score: 0.6 });
  });

  it("new ids, an earlier clock and reordered batches read the same results", () => {
    const want = evaluations(load("run1"));
    for (let seed = 1; seed <= 3; seed++) {
      const rnd = xorshift(seed);
      expect(evaluations(rewriteIds(load("run1"), rnd).doc)).toEqual(want);
      expect(evaluations(earlierMilliseconds(load("run1")).doc)).toEqual(want);
      expect(evaluations(rebatch(load("run1"), rnd, false))).toEqual(want);
    }
  });

  it("validated and gated: the judge's drop from 0.9 to 0.6 fails the compare naming the evaluation and the scenario", async () => {
    const d = temp();
    const pol = join(d, "policy.json");
    writeFileSync(pol, JSON.stringify(POLICY));
    const base = join(d, "base.json");
    const v = await capture(() => runValidateCommand(["--policy", pol, "--json-out", base, "--quiet", join(FIX, "run1")]));
    expect(v.code).toBe(0);
    const report = JSON.parse(readFileSync(base, "utf8")) as Report;
    expect(report.reports[0]!.evaluations).toHaveLength(2);
    const cmp = join(d, "cmp.json");
    const r = await capture(() => runCompareCommand(["--baseline", base, "--policy", pol, "--json-out", cmp, join(FIX, "regressed")]));
    expect(r.code).toBe(1);
    const doc = JSON.parse(readFileSync(cmp, "utf8")) as { gate: { reasons: string[] } };
    // below min_score (a new error finding at the judged step, as a tool call's), and the mean's drop
    expect(doc.gate.reasons).toEqual([
      "1 new error finding: refund-agent-1:ARH-EVL-001 at step model#1",
      "refund-agent-1: pass->fail",
      expect.stringMatching(/^scenario "refund": evaluation "faithfulness" mean score fell 0\.9 → 0\.6 \(−0\.3, more than max_mean_drop 0\.1\) over 1 baseline and 1 candidate run \[ARH-EVL-003\]$/),
    ]);
    const same = await capture(() => runCompareCommand(["--baseline", base, "--policy", pol, "--json-out", cmp, join(FIX, "run2")]));
    expect(same.code).toBe(0);
  });

  it("a score that is no number is invalid input located at the attribute's value", () => {
    const doc = load("run1") as { resourceLogs: { scopeLogs: { logRecords: { eventName?: string; attributes: { key: string; value: unknown }[] }[] }[] }[] };
    let at = "";
    doc.resourceLogs.forEach((rl, r) =>
      rl.scopeLogs.forEach((sl, s) =>
        sl.logRecords.forEach((rec, k) => {
          if (rec.eventName !== "gen_ai.evaluation.result") return;
          const j = rec.attributes.findIndex((a) => a.key === "gen_ai.evaluation.score.value");
          rec.attributes[j]!.value = { doubleValue: "NaN" };
          at = `/resourceLogs/${r}/scopeLogs/${s}/logRecords/${k}/attributes/${j}/value`;
        }),
      ),
    );
    const [a] = adaptDocument(doc, "refund-agent-1.json", "auto");
    let err: InputError | undefined;
    try {
      parseTrace(a!.trace);
    } catch (e) {
      err = e as InputError;
    }
    expect(err?.message).toBe('evaluation score must be a finite number, got a non-finite value written as a string ("NaN")');
    expect(a!.mapPointer(err!.pointer)).toBe(at);
  });

  it("a record whose span id names no span is an adapter note at the record, never dropped silently", () => {
    const doc = load("run1") as { resourceLogs: { scopeLogs: { logRecords: { eventName?: string; spanId?: string }[] }[] }[] };
    let at = "";
    doc.resourceLogs.forEach((rl, r) =>
      rl.scopeLogs.forEach((sl, s) =>
        sl.logRecords.forEach((rec, k) => {
          if (rec.eventName !== "gen_ai.evaluation.result") return;
          rec.spanId = "00000000000000ab";
          at = `/resourceLogs/${r}/scopeLogs/${s}/logRecords/${k}`;
        }),
      ),
    );
    const [a] = adaptDocument(doc, "refund-agent-1.json", "auto");
    const notes = ((a!.trace.metadata as Record<string, unknown>).adapter as { notes: { pointer: string; note: string }[] }).notes;
    expect(notes.filter((n) => n.note.startsWith("evaluation_unattached"))).toEqual([
      { pointer: at, note: 'evaluation_unattached: the gen_ai.evaluation.result record "faithfulness" names span 00000000000000ab, which is no span of its trace: it judges nothing here and is not read' },
    ]);
    expect(evaluationEntries(parseTrace(a!.trace))).toEqual([{ name: "task_completion", step_id: null, label: "pass" }]);
  });
});
