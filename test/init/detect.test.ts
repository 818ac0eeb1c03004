// How `arh init --workflow` records fresh traces: the agent's tests under `arh collect`, guessed from
// package.json / pyproject.toml, or a commented-out placeholder (then the commit holds the traces).
import { describe, expect, it } from "vitest";
import { detectRecorder, PLACEHOLDER_COMMAND, recordFolder } from "../../src/init/detect.js";
import { renderWorkflow, suggestedCommit, ARH_CLI_SOURCE } from "../../src/init/workflow.js";
import { workflowDiagnostics } from "./helpers.js";

const stepRuns = (text: string): string[] => [...text.matchAll(/^ {8}run: (.*)$/gm)].map((m) => m[1]!);

describe("detectRecorder", () => {
  it("package.json with a test script: npm ci (with a lock) or npm install, then npm test", () => {
    const withLock = detectRecorder({ packageJson: JSON.stringify({ scripts: { test: "node agent.test.mjs" } }), npmLock: true });
    expect(withLock).toMatchObject({ test: "npm test", from: "package.json (its test script)" });
    expect(withLock.setup.join("\n")).toContain("run: npm ci");
    expect(detectRecorder({ packageJson: JSON.stringify({ scripts: { test: "vitest run" } }) }).setup.join("\n")).toContain("run: npm install");
  });
  it("pyproject.toml that uses pytest: setup-python, pip install, python -m pytest", () => {
    const r = detectRecorder({ pyproject: '[project]\nname = "agent"\n[project.optional-dependencies]\ntest = ["pytest"]\n' });
    expect(r.test).toBe("python -m pytest");
    expect(r.setup.join("\n")).toMatch(/actions\/setup-python@v6[\s\S]*python -m pip install \. pytest/);
  });
  it("otherwise no guess: npm's default test script, no test script, broken package.json, pyproject without pytest, nothing", () => {
    for (const f of [
      { packageJson: JSON.stringify({ scripts: { test: 'echo "Error: no test specified" && exit 1' } }) },
      { packageJson: JSON.stringify({ name: "x" }) },
      { packageJson: "{ not json" },
      { pyproject: "[project]\nname = 'x'\n" },
      {},
    ]) expect(detectRecorder(f).test).toBeNull();
  });
  it("recordFolder: the first trace path that is not a glob, else traces", () => {
    expect(recordFolder(["runs/", "more/*.json"])).toBe("runs");
    expect(recordFolder(["runs/**/*.json"])).toBe("traces");
    expect(recordFolder(["."])).toBe("traces");
  });
});

describe("the workflow records the traces", () => {
  it("a Node project: both jobs install the project and the CLI, then run npm test under arh collect, then gate (the action uploads the reports)", async () => {
    const recorder = detectRecorder({ packageJson: JSON.stringify({ scripts: { test: "node t.mjs" } }), npmLock: true });
    const text = renderWorkflow({ traces: ["traces"], policy: "arh-policy.json", branch: "main", recorder, recordDir: "traces" });
    expect(await workflowDiagnostics(text)).toEqual({ errors: [], jobs: ["gate", "baseline"] });
    expect(text).toContain(`ARH_CLI: "${ARH_CLI_SOURCE}"`);
    const runs = stepRuns(text);
    expect(runs.filter((r) => r === 'arh collect --clean --out "traces" -- npm test')).toHaveLength(2);
    expect(runs.filter((r) => r === "npm ci")).toHaveLength(2);
    const gate = text.slice(text.indexOf("  gate:"), text.indexOf("  baseline:"));
    // order: record, then gate; the action uploads the reports itself (no upload step, no duplicate artifact name)
    const at = (s: string) => gate.indexOf(s);
    expect(at("arh collect")).toBeLessThan(at("uses: arh-action/arh-action@v1"));
    expect(text).not.toContain("upload-artifact");
    expect(text).not.toContain("GITHUB_STEP_SUMMARY");
    expect(gate).toMatch(/# The action uploads its reports .* as the arh-reports\n/);
    expect(suggestedCommit(["arh-policy.json", "arh-policy.md", ".github/workflows/agent-gate.yml"], recorder, ["traces"])).toBe(
      'git add arh-policy.json arh-policy.md .github/workflows/agent-gate.yml && git commit -m "Gate the agent"',
    );
  });
  it("no guess: the recording steps are a commented-out placeholder, and the commit holds the traces", async () => {
    const recorder = detectRecorder({});
    const text = renderWorkflow({ traces: ["traces"], policy: "arh-policy.json", branch: "main", recorder });
    expect((await workflowDiagnostics(text)).errors).toEqual([]);
    expect(text).toContain(`# - run: arh collect --clean --out "traces" -- ${PLACEHOLDER_COMMAND}`);
    expect(stepRuns(text).some((r) => r.includes("arh collect"))).toBe(false);
    expect(suggestedCommit(["arh-policy.json", "arh-policy.md", ".github/workflows/agent-gate.yml"], recorder, ["traces"])).toBe(
      'git add arh-policy.json arh-policy.md .github/workflows/agent-gate.yml traces && git commit -m "Gate the agent"',
    );
  });
});
