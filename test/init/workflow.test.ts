// The workflow `arh init --workflow` writes, checked by GitHub's own workflow parser.
import { describe, expect, it } from "vitest";
import { renderWorkflow } from "../../src/init/workflow.js";
import { workflowDiagnostics } from "./helpers.js";

describe("renderWorkflow", () => {
  it("is accepted by GitHub's workflow parser: a PR gate and a baseline job, each with its permissions", async () => {
    const text = renderWorkflow({ traces: ["traces"], policy: "arh-policy.json", branch: "main" });
    const d = await workflowDiagnostics(text);
    expect(d.errors).toEqual([]);
    expect(d.jobs).toEqual(["gate", "baseline"]);
    expect(text).toContain("permissions: {}");
    expect(text).toContain("uses: actions/checkout@v5");
    expect(text).toMatch(/gate:[\s\S]*contents: read[\s\S]*actions: read[\s\S]*security-events: write[\s\S]*baseline:/);
    expect(text).not.toContain("pull-requests: write");
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
  it("refuses what the action or the runner would misread", () => {
    for (const bad of ["my traces", "!traces", "${{ github.token }}", "a\nb", ""]) {
      expect(() => renderWorkflow({ traces: [bad], policy: "p.json", branch: "main" })).toThrow(/cannot be written into a workflow/);
    }
    expect(() => renderWorkflow({ traces: ["t"], policy: "${{ secrets.X }}", branch: "main" })).toThrow(/policy path .* cannot be written/);
    expect(() => renderWorkflow({ traces: ["t"], policy: "p.json", branch: "main'] }}" })).toThrow(/--default-branch must be a branch name/);
  });
});
