// The action's side of unusable bundles (src/github/phases/base.ts): a `baseline:` path naming a
// bundle whose policy is nested too deep, whose report is of a newer format, whose manifest is of
// an unknown format, or a zip with an entry past deflate's bound is a `missing` baseline, its reason
// the one line naming the bundle, as for any damaged bundle (never an error of the run).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseInputs } from "../../src/github/inputs.js";
import { contextFromEnv, readEventPayload } from "../../src/github/context.js";
import { runEnv, type RunDeps } from "../../src/github/phases/env.js";
import { basePhase } from "../../src/github/phases/base.js";
import { FIXTURES } from "../github/harness.js";
import { makeZip } from "../github/zip-helpers.js";
import { POLICY, BASE_TRACES, ROOT, validate } from "./helpers.js";

let ws: string;
beforeAll(async () => {
  ws = mkdtempSync(join(tmpdir(), "arh-unusable-action-"));
  cpSync(join(ROOT, POLICY), join(ws, "policy.json"));
  mkdirSync(join(ws, "traces"));
  expect((await validate("--policy", POLICY, "--bundle-out", join(ws, "good"), "--quiet", BASE_TRACES)).code).toBe(0);
});
afterAll(() => rmSync(ws, { recursive: true, force: true }));

/** The base phase of a pull request whose `baseline` input is `path` (relative to the workspace). */
async function base(path: string) {
  const env = {
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: join(FIXTURES, "pull_request.json"),
    GITHUB_REPOSITORY: "octo-org/agent-app",
    GITHUB_SHA: "0123456789abcdef0123456789abcdef01234567",
    GITHUB_REF: "refs/pull/7/merge",
    GITHUB_WORKSPACE: ws,
    RUNNER_TEMP: join(ws, ".runner-temp"),
    GITHUB_RUN_ID: "99",
  };
  mkdirSync(env.RUNNER_TEMP, { recursive: true });
  const inputs = parseInputs((n) => ({ traces: "traces", policy: "policy.json", "sarif-upload": "false", "upload-baseline": "false", baseline: path })[n] ?? "");
  const noop = () => {};
  const deps: RunDeps = {
    inputs,
    ctx: contextFromEnv(env, readEventPayload(env), ws),
    octokit: null,
    uploader: { upload: async () => ({ id: 5 }) },
    log: { info: noop, debug: noop, notice: noop, warning: noop, error: noop },
    setOutput: noop,
    writeSummary: async () => {},
    validateReport: null,
  };
  return (await basePhase(runEnv(deps), deps.ctx)).baseline;
}

function variant(name: string, edit: (root: string) => void): string {
  cpSync(join(ws, "good"), join(ws, name), { recursive: true });
  edit(join(ws, name));
  return name;
}

const editJson = (file: string, f: (d: Record<string, unknown>) => void): void => {
  const d = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  f(d);
  writeFileSync(file, JSON.stringify(d, null, 2));
};

describe("the action: an unusable bundle is a missing baseline, its reason one line naming it", () => {
  it("the good bundle is found", async () => {
    expect(await base("good")).toMatchObject({ kind: "found" });
  });
  it("a policy nested deeper than 1,000 levels", async () => {
    const name = variant("deep", (r) => {
      const f = join(r, "policy.json");
      writeFileSync(f, `${readFileSync(f, "utf8").trimEnd().slice(0, -1)}, "x": ${"[".repeat(1500)}${"]".repeat(1500)}}`);
    });
    expect(await base(name)).toEqual({ kind: "missing", reason: "baseline bundle deep: policy.json: value nested deeper than 1000 levels" });
  });
  it("a manifest of an unknown bundle format, a report of a newer one", async () => {
    const odd = variant("odd", (r) => editJson(join(r, "bundle.json"), (d) => (d.arh_bundle_version = "2")));
    expect(await base(odd)).toEqual({ kind: "missing", reason: `baseline bundle odd: bundle.json: 'arh_bundle_version' "2" is not a bundle format this build reads (it reads format 1)` });
    const newer = variant("newer", (r) => editJson(join(r, "report.json"), (d) => (d.format_version = 9)));
    expect(await base(newer)).toEqual({ kind: "missing", reason: "baseline bundle newer: report.json: declares report format_version 9, newer than this build reads (3): upgrade arh" });
  });
  it("a zip whose entry declares more than deflate can inflate", async () => {
    const names = ["bundle.json", "report.json", "policy.json", "traces/samples/regressions/baseline/refund-twice.json", "traces/samples/regressions/baseline/refund-before-eligibility.json"];
    const z = Buffer.from(await makeZip(names.map((name) => ({ name, data: readFileSync(join(ws, "good", name)) }))));
    // the central directory record of report.json: its uncompressed size forged
    const n = Buffer.from("report.json");
    for (let i = 0; i + 46 <= z.length; i++) {
      if (z.readUInt32LE(i) === 0x02014b50 && z.readUInt16LE(i + 28) === n.length && z.subarray(i + 46, i + 46 + n.length).equals(n)) z.writeUInt32LE(900_000_000, i + 24);
    }
    writeFileSync(join(ws, "forged.zip"), z);
    const got = await base("forged.zip");
    expect(got).toMatchObject({ kind: "missing" });
    expect((got as { reason: string }).reason).toMatch(/^baseline bundle forged\.zip: unsafe or unreadable zip: entry "report\.json" declares 900000000 bytes from \d+ compressed \(a ratio of \d+:1, over the limit of 1032:1 that deflate can reach\)$/);
  });
});
