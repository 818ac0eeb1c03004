// SARIF with scenarios: a finding repeated across the runs of one scenario is one result with
// `occurrences: "k/n"` and the fingerprint of the single-run result for the same key; checked with
// the SARIF 2.1.0 JSON schema (ajv) and the SARIF multitool (default rules and GitHub's Ghas rules).
import { afterAll, describe, expect, it } from "vitest";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import type { Log, Result } from "sarif";
import { FINGERPRINT_KEY, LINE_HASH_KEY, renderSarif } from "../../src/report/sarif.js";
import { toRunRecords } from "../../src/scenarios/scenario.js";
import { ROOT, handReport } from "./fixtures.js";
import { HOSTILE, mixed, report, runs, warning } from "./scenarios-fixtures.js";

const MULTITOOL = join(ROOT, "node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool");
const SCHEMA = join(ROOT, "node_modules/@microsoft/sarif-multitool-linux/sarif-2.1.0.json");
const work = mkdtempSync(join(tmpdir(), "arh-scen-sarif-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const results = (text: string): Result[] => (JSON.parse(text) as Log).runs[0]!.results ?? [];
const fp = (r: Result) => r.partialFingerprints![FINGERPRINT_KEY]!;

describe("SARIF per scenario", () => {
  it("without the option the output is unchanged", () => {
    const r = handReport();
    expect(renderSarif(r, {})).toBe(renderSarif(r));
    const { candidate } = mixed();
    expect(renderSarif(candidate, { scenarios: undefined })).toBe(renderSarif(candidate));
    expect(results(renderSarif(candidate)).some((x) => x.properties?.occurrences !== undefined)).toBe(false);
  });

  it("reports a repeated finding once per scenario with occurrences k/n", () => {
    const { candidate, candRuns } = mixed();
    const out = results(renderSarif(candidate, { scenarios: candRuns }));
    const flow = (s: string) => out.filter((x) => x.ruleId === "ARH-FLW-003" && x.properties?.scenario === s);
    expect(flow("refund").map((x) => x.properties!.occurrences)).toEqual(["6/10"]);
    expect(flow("lookup").map((x) => x.properties!.occurrences)).toEqual(["1/10"]);
    expect(flow("search").map((x) => x.properties!.occurrences)).toEqual(["4/10"]);
    expect(flow("tiny").map((x) => x.properties!.occurrences)).toEqual(["2/2"]);
    expect(flow(HOSTILE).map((x) => x.properties!.occurrences)).toEqual(["7/10"]);
    // the one-run scenario is reported as without the option
    const single = out.filter((x) => x.locations![0]!.logicalLocations![0]!.fullyQualifiedName === "single#c-0/s2");
    expect(single).toHaveLength(1);
    expect(single[0]!.properties).toEqual({ category: "flow" });
    expect(out).toHaveLength(6);
    // located at the first failing run in trace-id order, and the message says how often
    const refund = flow("refund")[0]!;
    expect(refund.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe("traces/refund/c-run-4.json");
    expect(refund.message.text).toContain("Seen in 6 of the 10 runs of scenario 'refund'.");
    expect(refund.message.text).toContain("at step 's2' of trace 'refund#c-4'");
  });

  it("keeps the fingerprint of the single-run result for the same key, whatever the runs' trace ids", () => {
    const one = report(runs("x", "refund", 1, 0));
    one.reports[0]!.trace_id = "refund";
    const single = results(renderSarif(one))[0]!;
    const many = (side: string) => {
      const r = report(runs(side, "refund", 10, 4));
      return results(renderSarif(r, { scenarios: toRunRecords(r.reports, null, "r.json") }))[0]!;
    };
    expect(fp(many("c"))).toBe(fp(single));
    expect(many("c").partialFingerprints![LINE_HASH_KEY]).toBe(single.partialFingerprints![LINE_HASH_KEY]);
    expect(fp(many("other-side"))).toBe(fp(single));
  });

  it("a key shown twice in a run is two results, each with its own count and occurrence", () => {
    const entries = runs("c", "refund", 4, 4, (i, file) => (i < 3 ? [warning("s3", 20, file), ...(i === 0 ? [warning("s3", 25, file)] : [])] : []));
    const r = report(entries);
    const out = results(renderSarif(r, { scenarios: toRunRecords(entries, null, "r.json") }));
    expect(out.map((x) => [x.properties!.occurrences, fp(x).split(":")[1]])).toEqual([
      ["3/4", "1"],
      ["1/4", "2"],
    ]);
  });

  it("validates against the SARIF 2.1.0 schema and passes the multitool (default and Ghas rules)", () => {
    const { candidate, candRuns } = mixed();
    const text = renderSarif(candidate, { scenarios: candRuns });
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    ajv.addFormat("uri", /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/);
    ajv.addFormat("uri-reference", /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*$/);
    ajv.addFormat("date-time", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/);
    ajv.addFormat("uuid", /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
    const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, "utf8")) as object);
    expect(validate(JSON.parse(text)), JSON.stringify(validate.errors)).toBe(true);
    const st = statSync(MULTITOOL);
    if ((st.mode & 0o100) === 0) chmodSync(MULTITOOL, st.mode | 0o100);
    writeFileSync(join(work, "scenarios.sarif"), text);
    for (const kind of [[], ["--rule-kind", "Ghas"]]) {
      const out = join(work, `out-${kind.length ? "ghas" : "default"}.sarif`);
      execFileSync(MULTITOOL, ["validate", join(work, "scenarios.sarif"), ...kind, "--output", out, "--log", "ForceOverwrite"], {
        cwd: work,
        env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: "1", DOTNET_NOLOGO: "1" },
        timeout: 180_000,
        stdio: "pipe",
      });
      const v = JSON.parse(readFileSync(out, "utf8")) as Log;
      const bad = (v.runs[0]!.results ?? []).filter((x) => (x.level ?? "warning") === "error" || (x.level ?? "warning") === "warning");
      expect(bad.map((x) => `${x.ruleId}: ${JSON.stringify(x.message)}`)).toEqual([]);
    }
  }, 300_000);
});
