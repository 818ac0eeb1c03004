// The workflow `arh init --workflow` writes, checked by GitHub's own workflow parser.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderWorkflow } from "../../src/init/workflow.js";
import { workflowDiagnostics } from "./helpers.js";

describe("renderWorkflow", () => {
  it("is accepted by GitHub's workflow parser: a PR gate and a baseline job, each with its permissions", async () => {
    const text = renderWorkflow({ traces: ["traces"], policy: "arh-policy.json", branch: "main" });
    const d = await workflowDiagnostics(text);
    expect(d.errors).toEqual([]);
    expect(d.jobs).toEqual(["gate", "baseline"]);
    expect(text).toContain("permissions: {}");
    expect(text).toContain("uses: actions/checkout@v7");
    expect(text).toMatch(/gate:[\s\S]*contents: read[\s\S]*actions: read[\s\S]*security-events: write[\s\S]*baseline:/);
    // pr-comment is off by default: the permission is only suggested, in a comment
    expect(text).not.toMatch(/^\s+pull-requests: write/m);
    expect(text).toMatch(/^\s+# pull-requests: write {2}# add it with pr-comment/m);
    expect(text).toMatch(/baseline:[\s\S]*fail-on: never/);
  });
  it("quotes every value; a format, several paths and another default branch", async () => {
    const text = renderWorkflow({ traces: ["runs/**/*.json", "otel/export.json"], policy: "policy/agent: v2.json", format: "otlp", branch: "release/1.x" });
    expect((await workflowDiagnostics(text)).errors).toEqual([]);
    expect(text).toContain('traces: "runs/**/*.json otel/export.json"');
    expect(text).toContain('policy: "policy/agent: v2.json"');
    expect(text).toContain('format: "otlp"');
    expect(text).toContain('branches: ["release/1.x"]');
  });
  it("passes @actions/languageservice too, and gives the action only inputs its action.yml declares", () => {
    const root = join(import.meta.dirname, "..", "..");
    const text = renderWorkflow({ traces: ["traces"], policy: "arh-policy.json", format: "otlp", branch: "main" });
    // The same child process test/github/action-yml.test.ts uses (tsx: the parsers' JSON imports).
    const out = execFileSync(process.execPath, [join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "test", "github", "github-parsers.mjs")], {
      input: JSON.stringify([{ uri: "file:///init/.github/workflows/agent-gate.yml", text }]),
      cwd: root,
    });
    const [res] = JSON.parse(out.toString("utf8")) as { diagnostics: { line: number; message: string }[] }[];
    expect(res!.diagnostics).toEqual([]);
    const actionYml = readFileSync(join(root, "action.yml"), "utf8");
    const declared = new Set([...actionYml.split(/^inputs:/m)[1]!.split(/^\S/m)[0]!.matchAll(/^ {2}([a-z0-9-]+):\s*$/gm)].map((m) => m[1]!));
    const used = [...text.matchAll(/uses: arh-action\/arh-action@v1.*\n\s+with:\n((?:\s{10}\S.*\n)+)/g)].flatMap((m) => [...m[1]!.matchAll(/^\s+([a-z-]+):/gm)].map((k) => k[1]!));
    expect(new Set(used)).toEqual(new Set(["traces", "policy", "format", "fail-on", "strict-policy"]));
    // both jobs: a policy mistake that turns a check off fails the run
    expect(text.match(/^ {10}strict-policy: true\b/gm)).toHaveLength(2);
    for (const k of used) expect(declared, k).toContain(k);
  });
  it("refuses what the action or the runner would misread", () => {
    for (const bad of ["my traces", "!traces", "${{ github.token }}", "a\nb", ""]) {
      expect(() => renderWorkflow({ traces: [bad], policy: "p.json", branch: "main" })).toThrow(/cannot be written into a workflow/);
    }
    expect(() => renderWorkflow({ traces: ["t"], policy: "${{ secrets.X }}", branch: "main" })).toThrow(/policy path .* cannot be written/);
    expect(() => renderWorkflow({ traces: ["t"], policy: "p.json", branch: "main'] }}" })).toThrow(/--default-branch must be a branch name/);
  });
});
