// `arh calibrate --judge NAME` (docs/calibrate.md, "Judges"): the agreement of a judge's results with
// human labels, as a calibration record bound to the judge's name and the rubric file's sha256, and its
// console summary. Pure: the digests are computed by the caller from the files' bytes.
import { UsageError } from "../errors.js";
import { AgreementUndefined, cohenKappa, spearman, type Agreement } from "./judge-agreement.js";
import { itemName, pairRows, type ItemRow, type Pairing } from "./judge-input.js";
import { JUDGE_CALIBRATION_FORMAT, JUDGE_CALIBRATION_KIND, JUDGE_METRICS, type JudgeCalibration, type JudgeMetric } from "./judge-record.js";

/** Fewer pairs than this and the command refuses: an interval on a handful of pairs says little. */
export const MIN_PAIRS = 10;
/** Human labels read as a pass (threshold agreement); anything else but the fail words is refused. */
const PASS = new Set(["pass", "passed", "true", "yes", "1", "good"]);
const FAIL = new Set(["fail", "failed", "false", "no", "0", "bad"]);

export interface JudgeCalibrateOptions {
  judge: string;
  /** `--metric`; null: from the data (labels: kappa; scores: Spearman; `--threshold`: threshold agreement). */
  metric: JudgeMetric | null;
  threshold: number | null;
  rubric: string;
  digest: string;
  labelsDigest: string;
}

export interface JudgeCalibrationRun {
  record: JudgeCalibration;
  pairing: Pairing;
  se: number;
}

/** The metric the flags and the data ask for; a mix the metric cannot read is one line. */
function chooseMetric(p: Pairing, o: JudgeCalibrateOptions): JudgeMetric {
  if (o.metric !== null) {
    if (o.metric === "threshold_agreement" && o.threshold === null) throw new UsageError("--metric threshold_agreement needs --threshold T (a judge score at or above T is a pass)");
    if (o.metric !== "threshold_agreement" && o.threshold !== null) throw new UsageError(`--threshold is for --metric threshold_agreement, not ${o.metric}`);
    return o.metric;
  }
  if (o.threshold !== null) return "threshold_agreement";
  const first = p.pairs[0];
  return first && first.judge.score !== undefined && first.human.score !== undefined && first.judge.label === undefined ? "spearman" : "cohen_kappa";
}

const need = (r: ItemRow, field: "label" | "score", side: string, metric: string): never => {
  throw new UsageError(`${r.at}: ${itemName(r)} has no ${field} (${side}); ${metric} compares ${field}s on both sides`);
};

/** A human label read as pass/fail; a human score is a pass at or above the threshold too. */
function humanPass(r: ItemRow, t: number): string {
  if (r.label !== undefined) {
    const l = r.label.toLowerCase();
    if (PASS.has(l)) return "pass";
    if (FAIL.has(l)) return "fail";
    throw new UsageError(`${r.at}: label ${JSON.stringify(r.label.slice(0, 60))} is neither pass nor fail (threshold agreement compares pass/fail)`);
  }
  return r.score! >= t ? "pass" : "fail";
}

function agreementOf(metric: JudgeMetric, p: Pairing, threshold: number | null): Agreement {
  const pairs = p.pairs;
  if (metric === "spearman") {
    return spearman(
      pairs.map(({ judge }) => judge.score ?? need(judge, "score", "judge", "spearman")),
      pairs.map(({ human }) => human.score ?? need(human, "score", "labels", "spearman")),
    );
  }
  if (metric === "threshold_agreement") {
    const t = threshold!;
    return cohenKappa(
      pairs.map(({ judge }) => ((judge.score ?? need(judge, "score", "judge", "threshold agreement")) >= t ? "pass" : "fail")),
      pairs.map(({ human }) => humanPass(human, t)),
    );
  }
  return cohenKappa(
    pairs.map(({ judge }) => judge.label ?? need(judge, "label", "judge", "cohen_kappa")),
    pairs.map(({ human }) => human.label ?? need(human, "label", "labels", "cohen_kappa")),
  );
}

/** Check `--metric`: one of the record's metrics. */
export function parseMetric(raw: string | undefined): JudgeMetric | null {
  if (raw === undefined) return null;
  if (!(JUDGE_METRICS as readonly string[]).includes(raw)) throw new UsageError(`--metric must be one of ${JUDGE_METRICS.join(", ")}, got '${raw.slice(0, 60)}'`);
  return raw as JudgeMetric;
}

/**
 * Pair, count and compute. Duplicate items, fewer than MIN_PAIRS pairs, a field the metric needs
 * missing, or an agreement undefined on these data (every label alike) are each one UsageError.
 */
export function calibrateJudge(results: readonly ItemRow[], labels: readonly ItemRow[], o: JudgeCalibrateOptions): JudgeCalibrationRun {
  if (results.length === 0) throw new UsageError(`no judge result named ${JSON.stringify(o.judge.slice(0, 100))} was found (the traces' evaluations, or the --scores file)`);
  const pairing = pairRows(results, labels);
  const { pairs, labelsOnly, resultsOnly } = pairing;
  if (pairs.length < MIN_PAIRS) throw new UsageError(`only ${pairs.length} item(s) have both a judge result and a label (${labelsOnly.length} label(s) without a result, ${resultsOnly.length} result(s) without a label): at least ${MIN_PAIRS} are needed`);
  const metric = chooseMetric(pairing, o);
  let a: Agreement;
  try {
    a = agreementOf(metric, pairing, o.threshold);
  } catch (e) {
    if (e instanceof AgreementUndefined) throw new UsageError(`${metric} of judge ${JSON.stringify(o.judge.slice(0, 100))}: ${e.message}`);
    throw e;
  }
  const record: JudgeCalibration = {
    kind: JUDGE_CALIBRATION_KIND,
    format_version: JUDGE_CALIBRATION_FORMAT,
    judge: o.judge,
    digest: o.digest,
    metric,
    value: a.value,
    ci: a.ci,
    confidence: 0.95,
    n: pairs.length,
    labels_digest: o.labelsDigest,
  };
  if (metric === "threshold_agreement") record.threshold = o.threshold!;
  record.rubric = o.rubric;
  record.unpaired = { labels: labelsOnly.length, results: resultsOnly.length };
  return { record, pairing, se: a.se };
}

const METRIC_NAME: Record<JudgeMetric, string> = { cohen_kappa: "Cohen's kappa", spearman: "Spearman's rho", threshold_agreement: "threshold agreement (kappa)" };

/** The console summary: what was paired, what was not (a few named), the value and its interval. */
export function renderJudgeCalibration(run: JudgeCalibrationRun, out: string | null): string {
  const { record: r, pairing } = run;
  const f = (v: number): string => v.toFixed(3);
  const lines = [
    `Judge ${JSON.stringify(r.judge.slice(0, 100))} calibrated on ${r.n} paired item(s), rubric ${r.digest.slice(0, 19)}…`,
    `${METRIC_NAME[r.metric]}${r.threshold !== undefined ? ` at score >= ${r.threshold}` : ""}: ${f(r.value)} (95% CI ${f(r.ci[0])}–${f(r.ci[1])})`,
    `Unpaired: ${pairing.labelsOnly.length} label(s) without a judge result, ${pairing.resultsOnly.length} judge result(s) without a label`,
  ];
  for (const [what, list] of [["label without a judge result", pairing.labelsOnly], ["judge result without a label", pairing.resultsOnly]] as const) {
    for (const x of list.slice(0, 5)) lines.push(`- ${what}: ${itemName(x)} (${x.at})`);
    if (list.length > 5) lines.push(`- … and ${list.length - 5} more ${what}(s)`);
  }
  lines.push(out ? `Record written to ${out}: commit it beside the rubric; the policy's evaluation names it with calibration:` : "No --json-out: the record was not written.");
  return lines.join("\n") + "\n";
}
