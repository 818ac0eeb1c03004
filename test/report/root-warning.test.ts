// Report paths that leave the repository: run from a subdirectory, the CLI writes `../..` paths
// into SARIF and JUnit; it says so on stderr, and `--root DIR` makes the paths relative to DIR.
// Runs the bundled CLI (`npm run build`, or ARH_DIST_DIR for a scratch build).
import { afterAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./fixtures.js";
import { outsideRootWarning } from "../../src/report/util.js";
import { report, trace } from "../compare/helpers.js";

const cli = join(process.env.ARH_DIST_DIR ?? join(ROOT, "dist"), "cli.js");
const work = mkdtempSync(join(tmpdir(), "arh-root-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("report paths outside the root", () => {
  it("warns once, naming the count and an example", () => {
    expect(outsideRootWarning(report([trace("a", true, 100)]))).toBeNull();
    const w = outsideRootWarning(report([trace("a", true, 100, [], { source_path: "../../x.json" }), trace("b", true, 100, [], { source_path: "/abs/y.json" })]));
    expect(w).toMatch(/^2 report paths leave the root directory \(e\.g\. \.\.\/\.\.\/x\.json\): .* pass --root DIR$/);
  });

  it("the CLI run from a subdirectory warns; with --root the paths are the repository's", () => {
    const sarif = join(work, "a.sarif");
    const sub = join(ROOT, "docs");
    const args = ["validate", "--policy", "../samples/policies/refund-policy.json", "--sarif-out", sarif, "--quiet", "../samples/traces/refund-happy-path.json"];
    const r1 = spawnSync(process.execPath, [cli, ...args], { cwd: sub, encoding: "utf8" });
    expect(r1.stderr).toMatch(/arh validate: warning: 1 report path leaves the root directory \(e\.g\. \.\.\/samples\/traces\/refund-happy-path\.json\)/);
    expect(readFileSync(sarif, "utf8")).toContain('"uri": "../samples/traces/refund-happy-path.json"');
    const r2 = spawnSync(process.execPath, [cli, ...args, "--root", ".."], { cwd: sub, encoding: "utf8" });
    expect(r2.stderr).toBe("");
    expect(r2.status).toBe(0);
    expect(readFileSync(sarif, "utf8")).toContain('"uri": "samples/traces/refund-happy-path.json"');
  });
});
