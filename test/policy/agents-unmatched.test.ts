// A policy `agents` entry that no step of the run names scopes nothing: `arh validate` warns with
// the entry's location and the agents the traces do name; with --strict-policy it is one line,
// exit 2. Run on the real OpenAI Agents handoff recording (triage-agent -> refund-agent).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { capture } from "../capture.js";
import { runValidateCommand } from "../../src/commands/validate.js";

const DIR = join(import.meta.dirname, "../fixtures/otlp");
const tmp = mkdtempSync(join(tmpdir(), "arh-agents-unmatched-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const trace = join(DIR, "openai-agents-handoff", readdirSync(join(DIR, "openai-agents-handoff"))[0]!);
const base = JSON.parse(readFileSync(join(DIR, "policy.json"), "utf8")) as Record<string, unknown>;

function policy(agents: Record<string, unknown>): string {
  const path = join(tmp, `policy-${Object.keys(agents).join("-")}.json`);
  writeFileSync(path, JSON.stringify({ ...base, agents }, null, 2));
  return path;
}

describe("an agents entry no trace names", () => {
  it("is a located warning naming the traces' agents; the run is judged as before", async () => {
    const p = policy({ "refund-agnet": { allowed_tools: { lookup_order: {} } } });
    const r = await capture(() => runValidateCommand(["--policy", p, "-q", trace]));
    const lines = r.err.split("\n").filter((l) => l.includes("refund-agnet"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^arh validate: warning: policy .*policy-refund-agnet\.json:\d+:\d+: agents\."refund-agnet": no step of any trace names this agent/);
    expect(lines[0]).toContain("'refund-agent'");
    expect(lines[0]).toContain("'triage-agent'");
  });

  it("with --strict-policy: one line, exit 2", async () => {
    const p = policy({ "refund-agnet": { allowed_tools: { lookup_order: {} } } });
    const r = await capture(() => runValidateCommand(["--policy", p, "-q", "--strict-policy", trace]));
    expect(r.code).toBe(2);
    expect(r.err).toContain("no step of any trace names this agent");
    expect(r.err).toContain("strict-policy makes policy diagnostics errors");
  });

  it("an entry that names an agent of the run gives no warning", async () => {
    const p = policy({ "refund-agent": { allowed_tools: { lookup_order: {}, issue_refund: {} } } });
    const r = await capture(() => runValidateCommand(["--policy", p, "-q", trace]));
    expect(r.err).not.toContain("no step of any trace names this agent");
  });
});
