// `arh validate --md-out` keeps every failing trace's findings: the report file is sized as a file
// (1 MiB), not as a PR comment, so a reader of the Markdown alone sees which rule fired where in
// each failing trace; failing traces' first findings come before anything else, and a trace whose
// findings do not all fit says how many more there are.
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { capture } from "../capture.js";
import { runValidateCommand } from "../../src/commands/validate.js";

const tmp = mkdtempSync(join(tmpdir(), "arh-md-out-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const POLICY = join(tmp, "policy.json");
writeFileSync(POLICY, JSON.stringify({ policy_id: "p", allowed_tools: { lookup: { required_arguments: {} } } }));

/** `traces` failing traces of `calls` unlisted tool calls each (one ARH-SCH-001 per call), and one passing trace. */
function corpus(name: string, traces: number, calls: number): string {
  const dir = join(tmp, name);
  mkdirSync(dir);
  for (let t = 0; t < traces; t++) {
    const steps = Array.from({ length: calls }, (_, i) => ({ step_id: `s${i}`, type: "tool_call", tool_name: `tool_${t}_${i}`, arguments: {} }));
    writeFileSync(join(dir, `t${String(t).padStart(4, "0")}.json`), JSON.stringify({ trace_id: `trace-${t}`, agent_name: "a", workflow: "w", steps }, null, 1));
  }
  writeFileSync(join(dir, "ok.json"), JSON.stringify({ trace_id: "ok", agent_name: "a", workflow: "w", steps: [{ step_id: "s", type: "tool_call", tool_name: "lookup", arguments: {} }] }));
  return dir;
}

async function markdown(dir: string): Promise<string> {
  const md = join(tmp, `${dir.split("/").pop()}.md`);
  const r = await capture(() => runValidateCommand(["--policy", POLICY, "-q", "--md-out", md, dir]));
  expect(r.code).toBe(1);
  return readFileSync(md, "utf8");
}

/** The blocks of the failing traces, by trace id: the rule ids and lines of their finding rows. */
function failingBlocks(md: string): Map<string, { rows: string[]; more: string | null }> {
  const out = new Map<string, { rows: string[]; more: string | null }>();
  for (const part of md.split("\n#### ❌ ").slice(1)) {
    const id = /^<code>([^<]+)<\/code>/.exec(part)![1]!;
    const body = part.split("\n#### ")[0]!.split("\n<details>\n<summary>All traces")[0]!;
    const rows = body.split("\n").filter((l) => /^\| 🔴 \| /.test(l)).map((l) => `${/ARH-[A-Z]+-\d+/.exec(l)![0]} ${/\bL(\d+)\b/.exec(l)![0]}`);
    out.set(id, { rows, more: /… and (\d+) more findings? of this trace/.exec(body)?.[0] ?? null });
  }
  return out;
}

describe("arh validate --md-out", () => {
  it("lists every finding of 60 failing traces of 25 findings each (more than a comment holds)", async () => {
    const md = await markdown(corpus("all", 60, 25));
    expect(md.length).toBeGreaterThan(65_536);
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(1024 * 1024);
    const blocks = failingBlocks(md);
    expect(blocks.size).toBe(60);
    for (const [id, b] of blocks) {
      expect(b.rows, id).toHaveLength(25);
      expect(b.rows).toEqual(Array.from({ length: 25 }, (_, i) => `ARH-SCH-001 L${6 + 6 * i}`)); // each rule at its step's line
      expect(b.more, id).toBeNull();
    }
    expect(md).not.toContain("Shortened to stay under");
  });

  it("over the budget: each failing trace keeps at least its first 10 findings, and says how many more there are", async () => {
    const md = await markdown(corpus("many", 150, 60));
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(1024 * 1024);
    const blocks = failingBlocks(md);
    expect(blocks.size).toBe(150);
    for (const [id, b] of blocks) {
      expect(b.rows.length, id).toBeGreaterThanOrEqual(10);
      expect(b.rows.slice(0, 10), id).toEqual(Array.from({ length: 10 }, (_, i) => `ARH-SCH-001 L${6 + 6 * i}`));
      expect(b.more, id).toBe(`… and ${60 - b.rows.length} more findings of this trace`);
    }
  });

  it("a trace of 1,200 findings lists 1,000 and counts the rest", async () => {
    const md = await markdown(corpus("one", 1, 1200));
    const b = failingBlocks(md).get("trace-0")!;
    expect(b.rows).toHaveLength(1000);
    expect(b.more).toBe("… and 200 more findings of this trace");
  });
});
