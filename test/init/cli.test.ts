// `arh init` through the bundled CLI, as a user runs it: `node dist/cli.js init ...`
// (ARH_DIST_DIR picks a scratch build, as in test/cli.test.ts).
import { expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { workflowDiagnostics } from "./helpers.js";

const root = join(import.meta.dirname, "..", "..");
const cli = join(resolve(root, process.env.ARH_DIST_DIR ?? "dist"), "cli.js");
const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8" });

it("npx arh init traces/ --workflow: policy, explanation and workflow; validate then passes; a second run is refused", async () => {
  const d = mkdtempSync(join(tmpdir(), "arh-init-cli-"));
  try {
    cpSync(join(root, "samples/regressions/baseline"), join(d, "traces"), { recursive: true });
    const r = run(d, "init", "traces/", "--workflow");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("wrote arh-policy.json, arh-policy.md, .github/workflows/agent-gate.yml");
    expect(await workflowDiagnostics(readFileSync(join(d, ".github/workflows/agent-gate.yml"), "utf8"))).toEqual({ errors: [], jobs: ["gate", "baseline"] });
    const v = run(d, "validate", "--policy", "arh-policy.json", "traces");
    expect(v.status).toBe(0);
    cpSync(join(root, "samples/regressions/candidate"), join(d, "candidate"), { recursive: true });
    const c = run(d, "validate", "--policy", "arh-policy.json", "candidate");
    expect(c.status).toBe(1);
    expect(c.stdout).toMatch(/ARH-FLW-003/);
    expect(c.stdout).toMatch(/ARH-SEQ-003/);
    const again = run(d, "init", "traces/", "--workflow");
    expect(again.status).toBe(2);
    expect(again.stderr).toBe("arh init: arh-policy.json already exists; pass --force to overwrite it\n");
  } finally {
    rmSync(d, { recursive: true, force: true });
  }
});
