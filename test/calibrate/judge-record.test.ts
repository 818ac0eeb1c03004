// The judge calibration record: the strict parser (every damage one reason naming the file) and the
// checker (another judge, another rubric, a lower bound under the floor).
import { describe, expect, it } from "vitest";
import { checkJudgeCalibration, parseJudgeCalibration, type JudgeCalibration } from "../../src/calibrate/judge-record.js";

const D1 = `sha256:${"ab".repeat(32)}`;
const D2 = `sha256:${"cd".repeat(32)}`;
const good = (): Record<string, unknown> => ({
  kind: "arh-judge-calibration",
  format_version: 1,
  judge: "helpfulness",
  digest: D1,
  metric: "cohen_kappa",
  value: 0.41,
  ci: [0.3, 0.52],
  confidence: 0.95,
  n: 120,
  labels_digest: D2,
});
const parse = (o: unknown): ReturnType<typeof parseJudgeCalibration> => parseJudgeCalibration(JSON.stringify(o), "calib/helpfulness.json");
const reason = (o: unknown): string => {
  const r = parse(o);
  if (r.ok) throw new Error("parsed");
  return r.reason;
};

describe("parseJudgeCalibration", () => {
  it("reads a good record, optional fields included", () => {
    expect(parse(good())).toEqual({ ok: true, record: good() });
    const t = { ...good(), metric: "threshold_agreement", threshold: 0.7, rubric: "rubrics/h.md", unpaired: { labels: 2, results: 0 } };
    expect(parse(t)).toEqual({ ok: true, record: t });
    expect(parseJudgeCalibration("\ufeff" + JSON.stringify(good()), "f.json").ok).toBe(true);
  });

  it("damaged JSON, a non-object, another kind: one reason naming the file", () => {
    expect(parseJudgeCalibration('{"kind": "arh-judge-calibration",', "calib/x.json")).toEqual({ ok: false, reason: expect.stringMatching(/^calib\/x\.json: not a judge calibration record: damaged JSON/) });
    expect(parseJudgeCalibration("NaN", "x.json")).toMatchObject({ ok: false, reason: expect.stringMatching(/^x\.json: .*damaged JSON/) });
    expect(reason([1])).toBe("calib/helpfulness.json: not a judge calibration record: expected a JSON object, got an array");
    expect(reason(null)).toBe("calib/helpfulness.json: not a judge calibration record: expected a JSON object, got null");
    expect(reason({ ...good(), kind: "arh-report" })).toBe('calib/helpfulness.json: is not a judge calibration record (kind "arh-report", expected "arh-judge-calibration")');
  });

  it("a newer format version says to upgrade; an impossible one says it is no format", () => {
    expect(reason({ ...good(), format_version: 2 })).toMatch(/format_version 2, newer than this build reads \(1\): upgrade arh/);
    for (const v of [0, "1", 1.5, null, undefined]) expect(reason({ ...good(), format_version: v })).toMatch(/which is no format arh writes/);
  });

  it("each field out of range is its own reason", () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ extra: 1 }, /unknown field "extra"/],
      [{ judge: "" }, /has judge "": expected a non-empty name/],
      [{ judge: "x".repeat(201) }, /has judge "x+…: expected/],
      [{ digest: "sha256:AB" }, /has digest "sha256:AB": expected "sha256:" and 64 lowercase hex digits/],
      [{ digest: D1.toUpperCase() }, /has digest/],
      [{ metric: "pearson" }, /has metric "pearson": expected one of cohen_kappa, spearman, threshold_agreement/],
      [{ value: 1.2 }, /has value 1.2: expected a number from -1 to 1/],
      [{ value: "NaN" }, /has value "NaN"/],
      [{ ci: [0.3] }, /has ci \[0.3\]: expected \[lower, upper\]/],
      [{ ci: [0.45, 0.52] }, /has ci \[0.45,0.52\] that does not hold the value 0.41/],
      [{ ci: [-1.5, 0.52] }, /does not hold/],
      [{ confidence: 1 }, /has confidence 1: expected a level above 0 and below 1/],
      [{ n: 0 }, /has n 0: expected a whole number of pairs/],
      [{ n: 2.5 }, /has n 2.5/],
      [{ labels_digest: "md5:x" }, /has labels_digest "md5:x"/],
      [{ threshold: 0.5 }, /has a threshold but metric cohen_kappa uses none/],
      [{ metric: "threshold_agreement" }, /threshold_agreement needs the score threshold/],
      [{ rubric: 3 }, /has rubric 3/],
      [{ unpaired: { labels: -1, results: 0 } }, /has unpaired .*whole numbers/],
      [{ unpaired: [] }, /has unpaired \[\]/],
    ];
    for (const [patch, re] of cases) expect(reason({ ...good(), ...patch })).toMatch(new RegExp(`^calib/helpfulness\\.json: .*${re.source}`));
  });

  it("a missing field is a reason, not a crash", () => {
    for (const k of Object.keys(good())) {
      const o = good();
      delete o[k];
      expect(parse(o).ok).toBe(false);
    }
  });
});

describe("checkJudgeCalibration", () => {
  const rec = good() as unknown as JudgeCalibration;

  it("passes the record's own judge and rubric at a floor its lower bound meets", () => {
    expect(checkJudgeCalibration(rec, { judge: "helpfulness", digest: D1, minAgreement: 0.3 })).toEqual({ ok: true });
    expect(checkJudgeCalibration(rec, { judge: "helpfulness", digest: D1, minAgreement: -1 })).toEqual({ ok: true });
  });

  it("another judge's record", () => {
    expect(checkJudgeCalibration(rec, { judge: "correctness", digest: D1, minAgreement: 0.3 })).toEqual({ ok: false, reason: 'calibration record is for judge "helpfulness", not "correctness"' });
  });

  it("a rubric changed since calibration (or a forged digest)", () => {
    const r = checkJudgeCalibration(rec, { judge: "helpfulness", digest: D2, minAgreement: 0.3 });
    expect(r).toEqual({ ok: false, reason: expect.stringContaining(`rubric digest sha256:cdcdcdcdcdcd… does not match the record's sha256:abababababab…`) });
  });

  it("a lower bound under the floor, even with the value above it", () => {
    expect(checkJudgeCalibration(rec, { judge: "helpfulness", digest: D1, minAgreement: 0.6 })).toEqual({ ok: false, reason: "agreement 0.41 (CI 0.30–0.52) is below the floor 0.6" });
    expect(checkJudgeCalibration(rec, { judge: "helpfulness", digest: D1, minAgreement: 0.35 })).toEqual({ ok: false, reason: "agreement 0.41 (CI 0.30–0.52) is below the floor 0.35" });
    // two decimals would show the bound as the floor itself: more are shown
    const near = { ...rec, ci: [0.598, 0.7] as [number, number], value: 0.65 };
    expect(checkJudgeCalibration(near, { judge: "helpfulness", digest: D1, minAgreement: 0.6 })).toEqual({ ok: false, reason: "agreement 0.6500 (CI 0.5980–0.7000) is below the floor 0.6" });
  });

  it("a floor that is no agreement is a reason", () => {
    expect(checkJudgeCalibration(rec, { judge: "helpfulness", digest: D1, minAgreement: Number.NaN })).toMatchObject({ ok: false, reason: "min_agreement NaN is not a number from -1 to 1" });
  });
});
