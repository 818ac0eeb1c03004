// action.yml and the workflows: validated with @action-validator/cli; inputs/outputs consistent
// with the code and documented in docs/action.md.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { REPO, actionDefaults } from "./harness.js";
import { parseInputs } from "../../src/github/inputs.js";

const validator = join(REPO, "node_modules", ".bin", "action-validator");
const actionYml = readFileSync(join(REPO, "action.yml"), "utf8");

function validate(path: string): void {
  execFileSync(validator, [path], { stdio: "pipe" });
}

function section(name: string): string[] {
  const body = actionYml.split(new RegExp(`^${name}:`, "m"))[1]!.split(/^\S/m)[0]!;
  return [...body.matchAll(/^ {2}([a-z0-9-]+):\s*$/gm)].map((m) => m[1]!);
}

describe("action.yml", () => {
  it("runs the bundle on node24", () => {
    expect(actionYml).toMatch(/^runs:\n {2}using: "node24"\n {2}main: "dist\/index.js"$/m);
    expect(actionYml).toMatch(/^branding:/m);
  });

  it("validates (node24 swapped for node20: @action-validator 0.6 predates node24)", () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-av-"));
    try {
      writeFileSync(join(dir, "action.yml"), actionYml.replace('using: "node24"', 'using: "node20"'));
      expect(() => validate(join(dir, "action.yml"))).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("declares exactly the inputs the code reads", () => {
    const read = new Set<string>();
    const defaults = actionDefaults();
    parseInputs((n) => {
      read.add(n);
      return n === "traces" ? "t" : n === "policy" ? "p" : (defaults[n] ?? "");
    });
    expect(section("inputs").sort()).toEqual([...read].sort());
  });

  it("declares the outputs of issue 5", () => {
    expect(section("outputs").sort()).toEqual(
      ["passed", "gate-reasons", "traces", "passed-traces", "failed-traces", "new-error-findings", "json-report", "sarif-report", "junit-report", "markdown-report", "compare-report", "sarif-id", "check-run-id", "baseline-source"].sort(),
    );
  });

  it("is documented input by input and output by output in docs/action.md", () => {
    const doc = readFileSync(join(REPO, "docs", "action.md"), "utf8");
    for (const n of [...section("inputs"), ...section("outputs")]) expect(doc, n).toContain(`\`${n}\``);
    const defaults = actionDefaults();
    for (const [n, d] of Object.entries(defaults)) if (d) expect(doc, `${n} default`).toContain(`\`${d}\``);
  });
});

describe(".github/workflows", () => {
  const dir = join(REPO, ".github", "workflows");
  const files = readdirSync(dir).filter((f) => f.endsWith(".yml"));
  it.each(files)("%s validates", (f) => {
    expect(() => validate(join(dir, f))).not.toThrow();
  });
  it("the gate asks for minimal permissions", () => {
    const text = readFileSync(join(dir, "agent-gate.yml"), "utf8");
    expect(text).toMatch(/^permissions: \{\}$/m);
    expect(text).toMatch(/actions: read/);
    expect(text).not.toMatch(/contents: write|actions: write/);
  });
});
