// SARIF output checked by real consumers: the SARIF multitool (default rules and GitHub's `Ghas`
// ingestion rules), the SARIF 2.1.0 JSON schema (ajv, draft 2020-12), and the trace files
// themselves (every region read back must land on its step).
import { beforeAll, describe, expect, test } from "vitest";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import type { Log, Result } from "sarif";
import type { Report } from "../../src/types.js";
import { renderSarif } from "../../src/report/index.js";
import { renderSarif as renderSarifFull, FINGERPRINT_KEY, LINE_HASH_KEY, sarifText } from "../../src/report/sarif.js";
import GithubSlugger from "github-slugger";
import { RULES } from "../../src/rules/registry.js";
import { VERSION } from "../../src/version.js";
import { locatePointers } from "../../src/json/locate.js";
import { ROOT, handReport, samplesReport } from "./fixtures.js";

const MULTITOOL = join(ROOT, "node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool");
const SCHEMA = join(ROOT, "node_modules/@microsoft/sarif-multitool-linux/sarif-2.1.0.json");

let samples: Report;
let sarifText1: string;
let log: Log;
let work: string;

beforeAll(async () => {
  samples = await samplesReport();
  sarifText1 = renderSarif(samples);
  log = JSON.parse(sarifText1) as Log;
  work = mkdtempSync(join(tmpdir(), "arh-sarif-"));
  return () => rmSync(work, { recursive: true, force: true });
});

function results(l: Log = log): Result[] {
  return l.runs[0]!.results ?? [];
}

/** Offsets of a SARIF region (1-based lines, UTF-16 columns, exclusive end) in a text. */
function regionOffsets(text: string, r: { startLine?: number; startColumn?: number; endLine?: number; endColumn?: number }): [number, number] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  const off = (line: number, col: number) => {
    expect(line).toBeGreaterThanOrEqual(1);
    expect(line).toBeLessThanOrEqual(starts.length);
    return starts[line - 1]! + col - 1;
  };
  return [off(r.startLine!, r.startColumn!), off(r.endLine!, r.endColumn!)];
}

describe("SARIF on the samples (real engine output)", () => {
  test("covers every finding of the report, one result each", () => {
    const n = samples.reports.reduce((s, e) => s + e.findings.length, 0);
    expect(n).toBeGreaterThan(20);
    expect(results()).toHaveLength(n);
    // input errors are results too
    expect(results().some((r) => r.ruleId === "ARH-INP-001")).toBe(true);
  });

  test("validates against the SARIF 2.1.0 JSON schema (ajv, draft 2020-12)", () => {
    const schema = JSON.parse(readFileSync(SCHEMA, "utf8")) as object;
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    ajv.addFormat("uri", /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/);
    ajv.addFormat("uri-reference", /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*$/);
    ajv.addFormat("date-time", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/);
    ajv.addFormat("uuid", /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
    const validate = ajv.compile(schema);
    const ok = validate(log);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  test("SARIF multitool: 0 errors and 0 warnings with the default rules and with --rule-kind Ghas", () => {
    const st = statSync(MULTITOOL);
    if ((st.mode & 0o100) === 0) chmodSync(MULTITOOL, st.mode | 0o100);
    const input = join(work, "samples.sarif");
    // Add a hostile-text report so escaping is validated too.
    writeFileSync(input, sarifText1);
    writeFileSync(join(work, "hand.sarif"), renderSarif(handReport()));
    const printed: string[] = [];
    for (const kind of [[], ["--rule-kind", "Ghas"]]) {
      for (const file of ["samples.sarif", "hand.sarif"]) {
        const out = join(work, `out-${kind.length ? "ghas" : "default"}-${file}`);
        let stdout = "";
        try {
          stdout = execFileSync(MULTITOOL, ["validate", join(work, file), ...kind, "--output", out, "--log", "ForceOverwrite"], {
            encoding: "utf8",
            cwd: work,
            env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: "1", DOTNET_NOLOGO: "1" },
            timeout: 180_000,
          });
        } catch (e) {
          throw new Error(`multitool failed: ${(e as { stdout?: string }).stdout ?? ""}${(e as Error).message}`);
        }
        printed.push(`${kind.join(" ") || "default"} ${file}: ${stdout.trim().split("\n").slice(-2).join(" / ")}`);
        const v = JSON.parse(readFileSync(out, "utf8")) as Log;
        // The multitool omits `level` for warnings (the SARIF default).
        const bad = (v.runs[0]!.results ?? []).filter((r) => (r.level ?? "warning") === "error" || (r.level ?? "warning") === "warning");
        expect(bad.map((r) => `${r.ruleId} ${r.level ?? "warning"} ${JSON.stringify(r.message)}`)).toEqual([]);
        expect(v.runs[0]!.invocations?.[0]?.executionSuccessful).toBe(true);
      }
      // Positive control: the same rule set does flag a broken copy (guards against an analysis
      // that silently checks nothing).
      const broken = JSON.parse(sarifText1) as Log;
      broken.runs[0]!.results![0]!.locations![0]!.physicalLocation!.region!.startLine = 0;
      delete broken.runs[0]!.results![1]!.locations;
      writeFileSync(join(work, "broken.sarif"), JSON.stringify(broken));
      const out = join(work, `out-${kind.length ? "ghas" : "default"}-broken.sarif`);
      try {
        execFileSync(MULTITOOL, ["validate", join(work, "broken.sarif"), ...kind, "--output", out, "--log", "ForceOverwrite"], { cwd: work, stdio: "pipe", timeout: 180_000 });
      } catch {
        // a non-zero exit is expected here
      }
      const v = JSON.parse(readFileSync(out, "utf8")) as Log;
      const errs = (v.runs[0]!.results ?? []).filter((r) => r.level === "error").map((r) => r.ruleId);
      expect(errs.length).toBeGreaterThan(0);
      printed.push(`${kind.join(" ") || "default"} broken copy: ${errs.join(", ")}`);
    }
    console.log(printed.join("\n"));
  }, 300_000);

  test("every region is read back from its trace file and lands on its step", () => {
    const texts = new Map<string, string>();
    const stepSpans = new Map<string, { id: string; start: number; end: number }[]>();
    let checked = 0;
    for (const r of results()) {
      const pl = r.locations![0]!.physicalLocation!;
      expect(pl.artifactLocation!.uriBaseId).toBe("%SRCROOT%");
      const path = decodeURIComponent(pl.artifactLocation!.uri!);
      let text = texts.get(path);
      if (text === undefined) texts.set(path, (text = readFileSync(join(ROOT, path), "utf8")));
      const region = pl.region!;
      expect(region.startLine).toBeGreaterThanOrEqual(1);
      const [a, b] = regionOffsets(text, region);
      expect(b).toBeGreaterThanOrEqual(a);
      // A syntax error at end of input is a one-character region just past the last character.
      expect(b).toBeLessThanOrEqual(text.length + (r.ruleId === "ARH-INP-001" ? 1 : 0));
      const fqn = r.locations![0]!.logicalLocations![0]!.fullyQualifiedName!;
      if (r.ruleId === "ARH-INP-001") continue;
      const entry = samples.reports.find((e) => fqn === e.trace_id || fqn.startsWith(e.trace_id + "/"))!;
      expect(entry).toBeDefined();
      if (fqn === entry.trace_id) {
        // trace level: the trace_id member, the steps key, or the whole trace
        expect(text.slice(a, b)).toMatch(/^("trace_id"|"steps"|\{)/);
        continue;
      }
      const stepId = fqn.slice(entry.trace_id.length + 1);
      let spans = stepSpans.get(path);
      if (!spans) {
        const doc = JSON.parse(text) as { steps: { step_id: string }[] };
        const m = locatePointers(text, doc.steps.map((_, i) => `/steps/${i}`));
        spans = doc.steps.map((s, i) => ({ id: s.step_id, ...m.get(`/steps/${i}`)! }));
        stepSpans.set(path, spans);
      }
      // The region lies inside a step object whose "step_id" is the anchored step...
      const host = spans.find((s) => s.id === stepId && s.start <= a && b <= s.end);
      expect(host, `${r.ruleId} ${fqn} region ${JSON.stringify(region)} not inside step ${stepId}`).toBeDefined();
      // ...and a whole-step region contains that step's "step_id" member itself.
      if (a === host!.start) expect(text.slice(a, b)).toContain(`"step_id": ${JSON.stringify(stepId)}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  test("field-level findings land on the offending field, not just the step", () => {
    const lm = (p: string) => readFileSync(join(ROOT, p), "utf8");
    const pick = (rule: string) => results().find((r) => r.ruleId === rule)!;
    for (const [rule, re] of [
      ["ARH-SCH-009", /^"amount"/],
      ["ARH-SCH-008", /^"order_id"/],
      ["ARH-SCH-005", /^"debug"/],
    ] as const) {
      const r = pick(rule);
      const pl = r.locations![0]!.physicalLocation!;
      const text = lm(decodeURIComponent(pl.artifactLocation!.uri!));
      const [a, b] = regionOffsets(text, pl.region!);
      expect(text.slice(a, b), rule).toMatch(re);
    }
  });

  test("tool, rules and run metadata", () => {
    const run = log.runs[0]!;
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    expect(log.version).toBe("2.1.0");
    expect(run.tool.driver.name).toBe("arh-action");
    expect(run.tool.driver.semanticVersion).toBe(VERSION);
    expect(run.columnKind).toBe("utf16CodeUnits");
    expect(run.automationDetails?.id).toBe("arh/");
    expect(run.invocations?.[0]?.executionSuccessful).toBe(true);
    expect(run.originalUriBaseIds?.["%SRCROOT%"]).toBeDefined();
    const rules = run.tool.driver.rules!;
    expect(rules.map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    for (const r of rules) {
      expect(r.shortDescription!.text.length).toBeLessThanOrEqual(1024);
      expect(r.fullDescription!.text.length).toBeLessThanOrEqual(1024);
      expect(r.help!.markdown).toBeTruthy();
      expect(r.properties!.tags).toContain(RULES.find((x) => x.id === r.id)!.category);
      expect(r.properties!.precision).toBe("very-high");
      expect(r.properties!["problem.severity"]).toMatch(/^(error|warning|recommendation)$/);
    }
    const saf = rules.find((r) => r.id === "ARH-SAF-001")!;
    expect(saf.properties!.tags).toContain("security");
    expect(saf.properties!["security-severity"]).toBe("8.0");
    // artifacts: every trace file once
    const uris = run.artifacts!.map((a) => a.location!.uri);
    expect(new Set(uris).size).toBe(uris.length);
    expect(uris).toContain("samples/traces/refund-happy-path.json");
    expect(uris).toContain("test/fixtures/report/weird%20name%20(1).json".replace("(", "%28").replace(")", "%29"));
    for (const r of results()) {
      const idx = r.locations![0]!.physicalLocation!.artifactLocation!.index!;
      expect(run.artifacts![idx]!.location!.uri).toBe(r.locations![0]!.physicalLocation!.artifactLocation!.uri);
    }
  });

  test("results: ruleIndex matches rules[], levels, titles naming trace and step, sorted", () => {
    const rules = log.runs[0]!.tool.driver.rules!;
    for (const r of results()) {
      expect(rules[r.ruleIndex!]!.id).toBe(r.ruleId);
      expect(["error", "warning", "note"]).toContain(r.level);
      const fqn = r.locations![0]!.logicalLocations![0]!.fullyQualifiedName!;
      const text = r.message.text!;
      expect(text).toMatch(/\.$/);
      expect(text).not.toMatch(/[\n\r]/);
      if (r.ruleId !== "ARH-INP-001") {
        const entry = samples.reports.find((e) => fqn === e.trace_id || fqn.startsWith(e.trace_id + "/"))!;
        const firstSentence = text.slice(0, text.indexOf("'. ") + 2);
        expect(firstSentence).toContain(`trace '${entry.trace_id}'`);
        if (fqn !== entry.trace_id) expect(firstSentence).toContain(`step '${fqn.slice(entry.trace_id.length + 1)}'`);
        expect(firstSentence).toContain(RULES.find((x) => x.id === r.ruleId)!.title);
      }
    }
    const info = samples.reports.flatMap((e) => e.findings).filter((f) => f.severity === "info").length;
    expect(results().filter((r) => r.level === "note")).toHaveLength(info);
    const key = (r: Result) => {
      const pl = r.locations![0]!.physicalLocation!;
      return [pl.artifactLocation!.uri!, pl.region!.startLine!, pl.region!.startColumn!] as const;
    };
    for (let i = 1; i < results().length; i++) {
      const [u0, l0, c0] = key(results()[i - 1]!);
      const [u1, l1, c1] = key(results()[i]!);
      expect(u0 < u1 || (u0 === u1 && (l0 < l1 || (l0 === l1 && c0 <= c1)))).toBe(true);
    }
  });

  test("partial fingerprints: distinct, and unchanged when edits only move lines", async () => {
    const fps = results().map((r) => r.partialFingerprints![FINGERPRINT_KEY]!);
    expect(new Set(fps).size).toBe(fps.length);
    for (const f of fps) expect(f).toMatch(/^[0-9a-f]{64}:\d+$/);

    // Same traces, reformatted (minified + extra leading lines): regions move, fingerprints do not.
    const { loadPolicy } = await import("../../src/policy/parse.js");
    const { runValidation } = await import("../../src/engine/pipeline.js");
    const policy = loadPolicy(join(ROOT, "samples/policies/refund-policy.json"));
    const names = ["refund-bad-arguments.json", "refund-leaks-secrets.json", "refund-duplicate-step-ids.json", "refund-retry-storm.json"];
    const render = async (moved: boolean) => {
      const dir = join(work, moved ? "moved" : "orig");
      mkdirSync(join(dir, "samples/traces"), { recursive: true });
      const files = names.map((n) => {
        const dst = join(dir, "samples/traces", n);
        if (moved) writeFileSync(dst, "\n\n\n" + JSON.stringify(JSON.parse(readFileSync(join(ROOT, "samples/traces", n), "utf8")), null, 4));
        else copyFileSync(join(ROOT, "samples/traces", n), dst);
        return dst;
      });
      const l = JSON.parse(renderSarif(await runValidation(files, policy, { format: "auto", failUnder: 70, cwd: dir }))) as Log;
      return results(l);
    };
    const a = await render(false);
    const b = await render(true);
    expect(b.map((r) => r.partialFingerprints![FINGERPRINT_KEY]).sort()).toEqual(a.map((r) => r.partialFingerprints![FINGERPRINT_KEY]).sort());
    // primaryLocationLineHash, the key code scanning tracks alerts by, survives the move too.
    expect(b.map((r) => r.partialFingerprints![LINE_HASH_KEY]).sort()).toEqual(a.map((r) => r.partialFingerprints![LINE_HASH_KEY]).sort());
    expect(b.map((r) => r.locations![0]!.physicalLocation!.region!.startLine)).not.toEqual(a.map((r) => r.locations![0]!.physicalLocation!.region!.startLine));
  });

  test("primaryLocationLineHash: derived from the stable fingerprint, distinct per result", () => {
    const hashes = results().map((r) => r.partialFingerprints![LINE_HASH_KEY]!);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const r of results()) {
      const fp = r.partialFingerprints![FINGERPRINT_KEY]!;
      const [base, n] = fp.split(":");
      expect(r.partialFingerprints![LINE_HASH_KEY]).toBe(`${base!.slice(0, 16)}:${n}`);
    }
  });

  test("helpUri anchors are GitHub's heading slugs of docs/rules.md", () => {
    // GitHub anchors headings with github-slugger, deduplicating across the whole document.
    const slugger = new GithubSlugger();
    const doc = readFileSync(join(ROOT, "docs/rules.md"), "utf8");
    const anchors = new Set([...doc.matchAll(/^#{1,6} +(.+?) *$/gm)].map((m) => slugger.slug(m[1]!)));
    const rules = log.runs[0]!.tool.driver.rules!;
    expect(rules.length).toBe(RULES.length);
    for (const r of rules) {
      const m = /\/blob\/main\/docs\/rules\.md#(.+)$/.exec(r.helpUri!);
      expect(m, r.helpUri).not.toBeNull();
      expect(anchors.has(m![1]!), `${r.id}: #${m![1]} is not a heading of docs/rules.md`).toBe(true);
    }
    expect(rules.find((r) => r.id === "ARH-SCH-001")!.helpUri).toMatch(/#arh-sch-001--tool-not-in-the-allow-list$/);
  });

  test("byte-identical across runs (engine + renderer)", async () => {
    expect(renderSarif(samples)).toBe(sarifText1);
    expect(renderSarif(await samplesReport())).toBe(sarifText1);
  });
});

describe("SARIF on hand-made reports", () => {
  test("category, fallback regions (never line 0), unknown rule ids", () => {
    const r = handReport();
    // a finding without any location, on an entry without location: line 1, never 0
    r.reports[1]!.findings.push({ severity: "info", category: "schema", rule_id: "ARH-XYZ-999", step_id: null, message: "m" });
    delete r.reports[1]!.location;
    r.reports[0]!.findings[0]!.location = { uri: r.reports[0]!.source_path, startLine: 0, startColumn: 0, endLine: 0, endColumn: 0 };
    const l = JSON.parse(renderSarif(r, { category: "agents/refund" })) as Log;
    expect(l.runs[0]!.automationDetails!.id).toBe("agents/refund/");
    for (const res of results(l)) {
      const reg = res.locations![0]!.physicalLocation!.region!;
      expect(reg.startLine).toBeGreaterThanOrEqual(1);
      expect(reg.startColumn).toBeGreaterThanOrEqual(1);
      expect(reg.endLine).toBeGreaterThanOrEqual(reg.startLine!);
    }
    const rules = l.runs[0]!.tool.driver.rules!;
    const unk = results(l).find((x) => x.ruleId === "ARH-XYZ-999")!;
    expect(rules[unk.ruleIndex!]!.id).toBe("ARH-XYZ-999");
    expect(unk.level).toBe("note");
  });

  test("duplicate fingerprints get distinct occurrence counters", () => {
    const l = JSON.parse(renderSarif(handReport())) as Log;
    const saf = results(l).filter((r) => r.ruleId === "ARH-SAF-001").map((r) => r.partialFingerprints![FINGERPRINT_KEY]!);
    expect(saf).toHaveLength(2);
    expect(saf[0]!.split(":")[0]).toBe(saf[1]!.split(":")[0]);
    expect(saf.map((s) => s.split(":")[1]).sort()).toEqual(["1", "2"]);
    const lineHashes = results(l).filter((r) => r.ruleId === "ARH-SAF-001").map((r) => r.partialFingerprints![LINE_HASH_KEY]!);
    expect(new Set(lineHashes).size).toBe(2);
  });

  test("two findings on one (minified) line keep distinct primaryLocationLineHash values", () => {
    const r = handReport();
    const e = r.reports[0]!;
    const at = { uri: e.source_path, startLine: 1, startColumn: 3, endLine: 1, endColumn: 9 };
    e.findings = [
      { severity: "error", category: "schema", rule_id: "ARH-SCH-001", step_id: "s1", message: "a", location: at },
      { severity: "error", category: "schema", rule_id: "ARH-SCH-001", step_id: "s2", message: "b", location: { ...at, startColumn: 40, endColumn: 50 } },
      { severity: "error", category: "schema", rule_id: "ARH-SCH-001", step_id: "s2", message: "c", location: { ...at, startColumn: 60, endColumn: 70 } },
    ];
    const hashes = results(JSON.parse(renderSarif({ ...r, reports: [e] })) as Log).map((x) => x.partialFingerprints![LINE_HASH_KEY]!);
    expect(hashes).toHaveLength(3);
    expect(new Set(hashes).size).toBe(3);
  });

  test("a backslash in a file name stays in the uri (percent-encoded), not a separator", () => {
    const r = handReport();
    const e = { ...r.reports[0]!, source_path: "traces/back\\slash.json" };
    e.findings = [{ severity: "error", category: "schema", rule_id: "ARH-SCH-001", step_id: "s1", message: "a", location: { uri: "traces/back\\slash.json", startLine: 2, startColumn: 1, endLine: 2, endColumn: 5 } }];
    delete e.location;
    const l = JSON.parse(renderSarif({ ...r, reports: [e] })) as Log;
    const uri = results(l)[0]!.locations![0]!.physicalLocation!.artifactLocation!.uri!;
    expect(uri).toBe("traces/back%5Cslash.json");
    expect(decodeURIComponent(uri)).toBe("traces/back\\slash.json");
  });

  test("trace text cannot form embedded links or break lines in messages", () => {
    expect(sarifText("a [x](https://e) \\[y] \n b\u0000")).toBe("a \\[x\\](https://e) \\\\\\[y\\]   b");
    const r = handReport();
    r.reports[0]!.findings[0]!.message = "see [here](https://evil.example)\nnext line";
    const l = JSON.parse(renderSarif(r)) as Log;
    for (const res of results(l)) {
      expect(res.message.text).not.toMatch(/(^|[^\\])\[[^\]]*\]\(/);
      expect(res.message.text).not.toContain("\n");
    }
  });

  test(`cut at the result limit keeps the most severe and says so in run.properties`, () => {
    const r = handReport();
    const e = r.reports[0]!;
    const base = e.findings;
    e.findings = [];
    for (let i = 0; i < 60; i++) e.findings.push({ ...base[0]!, severity: i < 20 ? "info" : i < 40 ? "warning" : "error", message: `m${i}` });
    const l = JSON.parse(renderSarifFull(r, { maxResults: 50 })) as Log;
    const kept = results(l);
    const total = r.reports.reduce((n, x) => n + x.findings.length, 0);
    expect(kept).toHaveLength(50);
    // every error survives, then warnings; notes go first
    const all = r.reports.flatMap((x) => x.findings);
    const errors = all.filter((f) => f.severity === "error").length;
    const warnings = all.filter((f) => f.severity === "warning").length;
    expect(errors + warnings).toBeLessThanOrEqual(50);
    expect(kept.filter((x) => x.level === "error")).toHaveLength(errors);
    expect(kept.filter((x) => x.level === "warning")).toHaveLength(warnings);
    const props = l.runs[0]!.properties as Record<string, unknown>;
    expect(props.resultsTruncated).toBe(true);
    expect(props.totalResults).toBe(total);
    expect(props.emittedResults).toBe(50);
  });

  test("stays under the gzipped size limit by keeping the most severe results", () => {
    const r = handReport();
    const f = r.reports[0]!.findings[0]!;
    // incompressible-ish, deterministic messages
    let x = 12345;
    const noise = () => Array.from({ length: 300 }, () => ((x = (x * 1103515245 + 12345) % 2147483648), String.fromCharCode(33 + (x % 90)))).join("");
    r.reports[0]!.findings = Array.from({ length: 400 }, (_, i) => ({ ...f, severity: i % 4 === 0 ? "error" : "info", message: noise() }));
    const text = renderSarifFull(r, { maxGzipBytes: 60_000 });
    expect(gzipSync(Buffer.from(text)).length).toBeLessThanOrEqual(60_000);
    const l = JSON.parse(text) as Log;
    const props = l.runs[0]!.properties as Record<string, unknown>;
    expect(props.resultsTruncated).toBe(true);
    expect(results(l).length).toBeLessThan(400);
    expect(results(l).filter((x) => x.level === "error").length).toBeGreaterThan(50);
    expect(renderSarifFull(r, { maxGzipBytes: 60_000 })).toBe(text);
  });

  test("the default cap is 25,000 results", () => {
    const r = handReport();
    const f = r.reports[0]!.findings[0]!;
    r.reports[0]!.findings = Array.from({ length: 25_003 }, (_, i) => ({ ...f, severity: i === 25_002 ? "error" : "info", message: `m${i}` }));
    const l = JSON.parse(renderSarif(r)) as Log;
    expect(results(l)).toHaveLength(25_000);
    expect(results(l).filter((x) => x.level === "error").length).toBeGreaterThanOrEqual(1 + r.reports.slice(1).flatMap((x) => x.findings).filter((g) => g.severity === "error").length);
    expect((l.runs[0]!.properties as Record<string, unknown>).totalResults).toBe(25_003 + r.reports.slice(1).reduce((n, x) => n + x.findings.length, 0));
  });
});
