// `arh calibrate --judge NAME --labels F --rubric F [--scores F | PATH...]`: the record it writes,
// bound to the judge and the rubric's sha256 (and read back by the strict parser), its summary, and
// each bad input as one line with exit 2.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCalibrateCommand } from "../../src/commands/calibrate.js";
import { checkJudgeCalibration, parseJudgeCalibration } from "../../src/calibrate/judge-record.js";
import { capture } from "../capture.js";

const TMP = mkdtempSync(join(tmpdir(), "arh-judge-cal-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
let seq = 0;
function file(name: string, text: string): string {
  const p = join(TMP, `${seq++}-${name}`);
  writeFileSync(p, text);
  return p;
}
const jsonl = (rows: unknown[]): string => rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
const RUBRIC = file("rubric.md", "Score 1 when the answer is grounded in the tool output, else 0.\n");
const RUBRIC_DIGEST = `sha256:${createHash("sha256").update(readFileSync(RUBRIC)).digest("hex")}`;

// 20 items: the judge agrees with the humans on 17 (kappa 0.7 on the 2 x 2 table below)
const HUMAN = Array.from({ length: 20 }, (_, i) => (i < 10 ? "good" : "bad"));
const JUDGE = HUMAN.map((l, i) => (i === 3 || i === 12 || i === 15 ? (l === "good" ? "bad" : "good") : l));
const labelsFile = (): string => file("labels.jsonl", jsonl(HUMAN.map((label, i) => ({ id: `t${i}`, step: "final", label }))));
const scoresFile = (): string => file("scores.jsonl", jsonl(JUDGE.map((label, i) => ({ id: `t${i}`, step: "final", label }))));

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return await capture(() => runCalibrateCommand(args));
}

describe("arh calibrate --judge", () => {
  it("labels v the judge's labels: Cohen's kappa, the record bound to the judge and the rubric", async () => {
    const out = join(TMP, "rec.json");
    const r = await run(["--judge", "grounded", "--labels", labelsFile(), "--rubric", RUBRIC, "--scores", scoresFile(), "--json-out", out]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const parsed = parseJudgeCalibration(readFileSync(out, "utf8"), out);
    if (!parsed.ok) throw new Error(parsed.reason);
    const rec = parsed.record;
    expect(rec).toMatchObject({ kind: "arh-judge-calibration", format_version: 1, judge: "grounded", digest: RUBRIC_DIGEST, metric: "cohen_kappa", n: 20, confidence: 0.95, unpaired: { labels: 0, results: 0 } });
    expect(rec.value).toBeCloseTo(0.7, 12);
    expect(checkJudgeCalibration(rec, { judge: "grounded", digest: RUBRIC_DIGEST, minAgreement: 0.3 })).toEqual({ ok: true });
    expect(checkJudgeCalibration(rec, { judge: "grounded", digest: RUBRIC_DIGEST, minAgreement: 0.9 }).ok).toBe(false);
    expect(r.out.split("\n").slice(0, 3)).toEqual([
      `Judge "grounded" calibrated on 20 paired item(s), rubric ${RUBRIC_DIGEST.slice(0, 19)}…`,
      `Cohen's kappa: 0.700 (95% CI ${rec.ci[0].toFixed(3)}–${rec.ci[1].toFixed(3)})`,
      "Unpaired: 0 label(s) without a judge result, 0 judge result(s) without a label",
    ]);
  });

  it("the same inputs give a byte-identical record; rows reordered give the same one", async () => {
    const labels = labelsFile();
    const a = join(TMP, "a.json");
    const b = join(TMP, "b.json");
    const scores = scoresFile();
    expect((await run(["--judge", "grounded", "--labels", labels, "--rubric", RUBRIC, "--scores", scores, "--json-out", a, "--quiet"])).code).toBe(0);
    const reversed = file("scores.jsonl", readFileSync(scores, "utf8").trim().split("\n").reverse().join("\n"));
    expect((await run(["--judge", "grounded", "--labels", labels, "--rubric", RUBRIC, "--scores", reversed, "--json-out", b, "--quiet"])).code).toBe(0);
    expect(readFileSync(b, "utf8")).toBe(readFileSync(a, "utf8"));
  });

  it("new ids, the same on both sides, give the same agreement (nothing but the labels file's digest changes)", async () => {
    const rename = (i: number): string => `run-${(i * 7919) % 1000}-${i}`;
    const labels = file("l.jsonl", jsonl(HUMAN.map((label, i) => ({ id: rename(i), step: "answer", label }))));
    const scores = file("s.jsonl", jsonl(JUDGE.map((label, i) => ({ id: rename(i), step: "answer", label }))));
    const a = join(TMP, "ids-a.json");
    const b = join(TMP, "ids-b.json");
    expect((await run(["--judge", "grounded", "--labels", labelsFile(), "--rubric", RUBRIC, "--scores", scoresFile(), "--json-out", a, "--quiet"])).code).toBe(0);
    expect((await run(["--judge", "grounded", "--labels", labels, "--rubric", RUBRIC, "--scores", scores, "--json-out", b, "--quiet"])).code).toBe(0);
    const [ra, rb] = [a, b].map((p) => JSON.parse(readFileSync(p, "utf8")));
    expect({ ...rb, labels_digest: null }).toEqual({ ...ra, labels_digest: null });
  });

  it("scores: Spearman's rho; with --threshold, kappa of score >= T v human pass/fail; CSV labels", async () => {
    const scores = file("s.jsonl", jsonl(HUMAN.map((_, i) => ({ id: `t${i}`, score: i % 7 === 0 ? 0.5 : 1 - i / 20 }))));
    const humanScores = file("h.csv", "id,score\n" + HUMAN.map((_, i) => `t${i},${20 - i}`).join("\r\n") + "\r\n");
    const out = join(TMP, "sp.json");
    const r = await run(["--judge", "q", "--labels", humanScores, "--rubric", RUBRIC, "--scores", scores, "--json-out", out]);
    expect(r.err).toBe("");
    const rec = JSON.parse(readFileSync(out, "utf8"));
    expect(rec.metric).toBe("spearman");
    expect(rec.value).toBeGreaterThan(0.5);
    const passFail = file("pf.csv", 'id,label,note\n' + HUMAN.map((_, i) => `t${i},${i < 10 ? "pass" : "fail"},"a, ""quoted"" note"`).join("\n"));
    const t = await run(["--judge", "q", "--labels", passFail, "--rubric", RUBRIC, "--scores", scores, "--threshold", "0.52", "--json-out", out]);
    expect(t.err).toBe("");
    expect(JSON.parse(readFileSync(out, "utf8"))).toMatchObject({ metric: "threshold_agreement", threshold: 0.52 });
    expect(t.out).toContain("threshold agreement (kappa) at score >= 0.52");
  });

  it("the judge's results from the traces' evaluations, trace-level and step-level; unpaired counted and named", async () => {
    const trace = (i: number) => ({
      schema_version: "1",
      trace_id: `t${i}`,
      agent_name: "a",
      workflow: "w",
      steps: [{ step_id: "final", type: "model_response", text: "answer", evaluations: i % 2 === 0 ? [{ name: "grounded", label: JUDGE[i] ?? "good" }, { name: "other", score: 1 }] : [] }],
      evaluations: i % 2 === 1 ? [{ name: "grounded", label: JUDGE[i] ?? "good", step: "final" }] : [],
    });
    for (let i = 0; i < 22; i++) file(`trace-${i}.json`, JSON.stringify(trace(i)));
    const dir = TMP;
    const out = join(TMP, "tr.json");
    const r = await run(["--judge", "grounded", "--labels", labelsFile(), "--rubric", RUBRIC, "--json-out", out, join(dir, "*-trace-*.json")]);
    expect(r.err).toBe("");
    expect(JSON.parse(readFileSync(out, "utf8"))).toMatchObject({ n: 20, unpaired: { labels: 0, results: 2 } });
    expect(r.out).toContain('- judge result without a label: trace "t20" step "final"');
  });

  it("bad input is one line and exit 2, never a crash", async () => {
    const labels = labelsFile();
    const scores = scoresFile();
    const base = ["--judge", "grounded", "--rubric", RUBRIC];
    const cases: [string[], RegExp][] = [
      [[...base, "--labels", file("l.jsonl", '{"id": "t1", "label": "good"}\n{"id": "t2", "label"\n'), "--scores", scores], /l\.jsonl:2: not a JSON line/],
      [[...base, "--labels", file("l.jsonl", jsonl([{ id: "t1", step: "final", label: "a" }, { id: "t1", step: "final", label: "b" }])), "--scores", scores], /labels: trace "t1" step "final" appears twice \(.*l\.jsonl:1 and .*l\.jsonl:2\)/],
      [[...base, "--labels", labels, "--scores", file("s.jsonl", jsonl([{ id: "t1", score: "high" }]))], /s\.jsonl:1: score "high" is not a number/],
      [[...base, "--labels", labels, "--scores", file("s.jsonl", '{"id": "t1", "score": NaN}\n')], /s\.jsonl:1: not a JSON line/],
      [[...base, "--labels", file("l.csv", 'id,label\nt1,"good\n'), "--scores", scores], /l\.csv:2: a quoted field is not closed/],
      [[...base, "--labels", file("l.csv", "name,label\nt1,good\n"), "--scores", scores], /l\.csv:1: the header must name an id column/],
      [[...base, "--labels", file("l.jsonl", jsonl([{ id: "t1" }])), "--scores", scores], /l\.jsonl:1: trace "t1" has neither a label nor a score/],
      [[...base, "--labels", file("l.jsonl", jsonl(HUMAN.slice(0, 6).map((label, i) => ({ id: `t${i}`, step: "final", label })))), "--scores", scores], /^arh calibrate: only 6 item\(s\) have both a judge result and a label \(0 label\(s\) without a result, 14 result\(s\) without a label\): at least 10 are needed\n$/],
      [[...base, "--labels", file("l.jsonl", jsonl(HUMAN.map((_, i) => ({ id: `t${i}`, step: "final", label: "good" })))), "--scores", file("s.jsonl", jsonl(HUMAN.map((_, i) => ({ id: `t${i}`, step: "final", label: "good" }))))], /chance agreement is 1 and kappa is undefined/],
      [[...base, "--labels", labels, "--scores", scores, "--metric", "spearman"], /has no score \(judge\); spearman compares scores on both sides/],
      [[...base, "--labels", labels, "--scores", scores, "--metric", "pearson"], /--metric must be one of cohen_kappa, spearman, threshold_agreement/],
      [[...base, "--labels", labels, "--scores", scores, "--threshold", "0.5"], /has no score \(judge\); threshold agreement compares scores/],
      [[...base, "--labels", labels], /give the judge's results: --scores F/],
      [[...base, "--labels", labels, "--scores", scores, "traces/"], /from --scores or from trace PATHs, not both/],
      [["--judge", "grounded", "--labels", labels, "--scores", scores], /--rubric F is required with --judge/],
      [[...base, "--labels", join(TMP, "missing.jsonl"), "--scores", scores], /--labels .*missing\.jsonl: /],
      [[...base, "--labels", labels, "--scores", scores, "--rounds", "5"], /--rounds is a flag of the scenario gate's calibration \(--baseline\); --judge calibrates a judge/],
      [["--baseline", "b.json", "--labels", labels], /--labels is a flag of a judge's calibration: give --judge NAME with it/],
      [[...base, "--labels", labels, "--scores", file("s.jsonl", jsonl([{ id: "t1", label: "good" }])), "--json-out", TMP], /--json-out .*: is a folder/],
    ];
    for (const [args, re] of cases) {
      const r = await run(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.out).toBe("");
      expect(r.err, args.join(" ")).toMatch(re);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).not.toMatch(/internal error|\n\s+at /);
    }
  });

  it("no judge results named NAME at all says so", async () => {
    const r = await run(["--judge", "nobody", "--labels", labelsFile(), "--rubric", RUBRIC, "--scores", file("s.jsonl", "")]);
    expect(r).toMatchObject({ code: 2, err: 'arh calibrate: no judge result named "nobody" was found (the traces\' evaluations, or the --scores file)\n' });
  });
});
