// Generated hostile corpora (test/hostile/generate.ts): malformed trace files and hostile provider
// documents are each located and never crash; payloads in every trace field never become a
// workflow command in the log; `(a+)+$` on 1 MiB ends.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expandInputs, runValidation } from "../../src/engine/pipeline.js";
import { parsePolicy } from "../../src/policy/parse.js";
import { parseTrace } from "../../src/trace/parse.js";
import { validateTrace } from "../../src/engine/validate.js";
import { renderConsole } from "../../src/report/console.js";
import { duplicateTraceIdWarnings } from "../../src/report/json.js";
import { neutralizeWorkflowCommands } from "../../src/util/escape.js";
import { FORMATS, type Format } from "../../src/adapters/index.js";
import type { Report } from "../../src/types.js";
import { hostileProviderDocuments, malformedTraces, WORKFLOW_PAYLOADS } from "./generate.js";

const dir = mkdtempSync(join(tmpdir(), "arh-hostile-corpus-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const policy = parsePolicy({ policy_id: "p", allowed_tools: { lookup: {} }, unsafe_patterns: ["secret"] });

/** Every entry located inside its file; no internal error; every file present. */
function expectAccounted(report: Report, names: string[]): void {
  const paths = new Set(report.reports.map((e) => e.source_path));
  for (const name of names) expect(paths.has(name), name).toBe(true);
  for (const e of report.reports) {
    const lines = readFileSync(join(dir, e.source_path)).toString("utf8").split("\n").length;
    for (const f of e.findings) {
      expect(f.message, e.source_path).not.toMatch(/internal error|could not be converted/);
      const loc = f.location ?? e.location;
      expect(loc, `${e.source_path} ${f.rule_id}`).toBeDefined();
      expect(loc!.startLine).toBeGreaterThanOrEqual(1);
      expect(loc!.startLine).toBeLessThanOrEqual(lines);
      expect(loc!.startColumn).toBeGreaterThanOrEqual(1);
    }
  }
}

describe("generated hostile corpora", () => {
  it("at least 62 malformed trace files: each one located ARH-INP-001 entry", { timeout: 30_000 }, async () => {
    const files = malformedTraces();
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(62);
    for (const [name, b] of Object.entries(files)) writeFileSync(join(dir, "m-" + name), b);
    const report = await runValidation(await expandInputs(["m-*.json"], dir), policy, { format: "auto", failUnder: 70, cwd: dir });
    const byPath = new Map(report.reports.map((e) => [e.source_path, e]));
    for (const name of Object.keys(files)) {
      const e = byPath.get("m-" + name);
      expect(e, name).toBeDefined();
      expect(e!.kind, name).toBe("input");
      expect(e!.findings.map((f) => f.rule_id), name).toEqual(["ARH-INP-001"]);
      expect(e!.findings[0]!.message, name).not.toMatch(/internal error/);
      expect(e!.findings[0]!.location!.startLine, name).toBeGreaterThanOrEqual(1);
    }
  });

  it("hostile provider documents in every format: adapted or located, never a crash", { timeout: 30_000 }, async () => {
    const docs = hostileProviderDocuments();
    expect(Object.keys(docs).length).toBeGreaterThanOrEqual(19);
    for (const [name, text] of Object.entries(docs)) writeFileSync(join(dir, "p-" + name), text);
    const files = await expandInputs(["p-*.json"], dir);
    for (const format of FORMATS as readonly Format[]) {
      const report = await runValidation(files, policy, { format, failUnder: 70, cwd: dir });
      expect(report.reports.length, format).toBeGreaterThanOrEqual(files.length);
      expectAccounted(report, Object.keys(docs).map((k) => "p-" + k));
    }
  });

  it(`${WORKFLOW_PAYLOADS.length} payloads in 12 trace fields: no workflow command in the log`, { timeout: 30_000 }, async () => {
    expect(WORKFLOW_PAYLOADS.length).toBe(33);
    const names: string[] = [];
    WORKFLOW_PAYLOADS.forEach((p, i) => {
      const step = { step_id: p, type: "tool_call", tool_name: p, arguments: { [p]: p }, status: "error", error: p, output: p };
      const trace = { trace_id: p, agent_name: p, workflow: p, metadata: { p }, steps: [step, { step_id: `${p}-2`, type: "model_response", text: `secret ${p}`, requires_grounding: true, citations: [{ url: p }] }] };
      const name = `w-${String(i).padStart(2, "0")}.json`;
      writeFileSync(join(dir, name), JSON.stringify(trace));
      writeFileSync(join(dir, `w-${String(i).padStart(2, "0")}-copy.json`), JSON.stringify(trace)); // duplicate trace_id warnings too
      names.push(name);
    });
    const report = await runValidation(await expandInputs(["w-*.json"], dir), policy, { format: "auto", failUnder: 70, cwd: dir });
    const log = [renderConsole(report), renderConsole(report, { verbose: true }), ...duplicateTraceIdWarnings(report).map(neutralizeWorkflowCommands)].join("\n");
    for (const line of log.split(/\r\n|\r|\n|\u2028|\u2029|\u0085/)) {
      expect(line).not.toMatch(/^\s*::/);
      expect(line).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    }
  });

  it("(a+)+$ on 1 MiB of text ends (linear-time engine)", { timeout: 10_000 }, () => {
    const p = parsePolicy({ policy_id: "p", unsafe_patterns: ["(a+)+$"] });
    const t = parseTrace({ trace_id: "t", agent_name: "a", workflow: "w", steps: [{ step_id: "s", type: "model_response", text: "a".repeat(1 << 20) + "!" }] });
    expect(validateTrace(t, p, { failUnder: 70 }).findings).toEqual([]);
  });
});
