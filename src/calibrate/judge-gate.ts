// Whether each `calibrated: true` evaluation of a policy gates (docs/evaluations.md, "Calibrated
// gating"): its committed calibration record (src/calibrate/judge-record.ts) must be of this judge,
// for the sha256 digest of the rubric file as committed now, with an agreement whose CI lower bound
// reaches `min_agreement`. Otherwise the judge's results are shown and never gate, and `not_gated`
// says why. Reads the two files (beside the policy file); once per policy.
import { resolve } from "node:path";
import type { EvaluationPolicy } from "../policy/evaluations.js";
import { readRegularFile } from "../util/readfile.js";
import { sha256Of } from "../util/digest.js";
import { truncateText } from "../util/bound.js";
import { checkJudgeCalibration, parseJudgeCalibration } from "./judge-record.js";

/** Largest calibration record or rubric read (both are small committed files). */
const MAX_FILE_BYTES = 16 * 1024 * 1024;

function readBeside(base: string | null, rel: string, what: string): { ok: true; bytes: Buffer } | { ok: false; why: string } {
  if (base === null) return { ok: false, why: `the ${what} ${truncateText(rel, 200)} cannot be found: the policy file's folder is not known` };
  const r = readRegularFile(resolve(base, rel), MAX_FILE_BYTES);
  if (r.ok) return r;
  return { ok: false, why: `cannot read the ${what} ${truncateText(rel, 200)}: ${r.code === "ENOENT" ? "no such file" : r.reason}` };
}

/** Check the records of the policy's calibrated judges (once; later calls return at once). */
export function settleCalibrations(policy: { evaluations?: EvaluationPolicy | null } | null | undefined): void {
  const ev = policy?.evaluations;
  if (!ev || ev.settled) return;
  ev.settled = true;
  for (const spec of ev.specs.values()) {
    if (!spec.calibrated) continue;
    spec.gated = false;
    const rubric = readBeside(ev.base, spec.rubric!, "rubric");
    if (!rubric.ok) {
      spec.not_gated = rubric.why;
      continue;
    }
    const record = readBeside(ev.base, spec.calibration!, "calibration record");
    if (!record.ok) {
      spec.not_gated = record.why;
      continue;
    }
    const parsed = parseJudgeCalibration(record.bytes.toString("utf8"), truncateText(spec.calibration!, 200));
    if (!parsed.ok) {
      spec.not_gated = parsed.reason;
      continue;
    }
    const checked = checkJudgeCalibration(parsed.record, { judge: spec.name, digest: sha256Of(rubric.bytes), minAgreement: spec.min_agreement! });
    spec.gated = checked.ok;
    spec.not_gated = checked.ok ? null : checked.reason;
  }
}
