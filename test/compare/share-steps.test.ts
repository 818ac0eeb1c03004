// The gate holds an unchanged trace's step digests once (compare/digests.ts shareEqualSteps): a
// candidate list equal field for field (and in key order) to its baseline's is replaced by it,
// any difference keeps the candidate's own, and the comparison and its renderings are the same.
import { describe, expect, it } from "vitest";
import { compareReports } from "../../src/compare/index.js";
import { shareEqualSteps, stepSharer } from "../../src/compare/digests.js";
import { renderCompareJson, renderCompareMarkdown } from "../../src/report/compare.js";
import { call, finding as F, report, resp, trace as T } from "./helpers.js";

const steps = () => [call("s1", "lookup", { id: 1 }), resp("s2"), call("s3", "refund", { amount: 5 })];

describe("shareEqualSteps", () => {
  it("shares equal lists only, and changes nothing the comparison says", () => {
    const base = report([T("same", true, 100, [], { steps: steps() }), T("args", true, 100, [], { steps: steps() }), T("order", true, 100, [], { steps: steps() }), T("longer", true, 100, [], { steps: steps() })])
    const reordered = steps();
    const { step_id, type, ...rest } = reordered[1]!;
    reordered[1] = { type, step_id, ...rest }; // same values, other key order (JSON would differ)
    const cand = report([
      T("same", true, 100, [], { steps: steps() }),
      T("args", false, 40, [F("ARH-SCH-001", "schema", "s3", "error", "bad")], { steps: [steps()[0]!, steps()[1]!, call("s3", "refund", { amount: 6 })] }),
      T("order", true, 100, [], { steps: reordered }),
      T("longer", true, 100, [], { steps: [...steps(), resp("s4")] }),
      T("new", true, 100, [], { steps: steps() }),
    ]);
    const before = compareReports(base, cand, { failOn: "regressions" });
    const json = renderCompareJson(before);
    const md = renderCompareMarkdown(before);
    const own = cand.reports.map((e) => e.steps);
    expect(shareEqualSteps(cand.reports, base.reports)).toBe(1);
    const byId = (id: string) => base.reports.find((e) => e.trace_id === id)!.steps;
    expect(cand.reports[0]!.steps).toBe(byId("same"));
    for (const i of [1, 2, 3, 4]) expect(cand.reports[i]!.steps).toBe(own[i]);
    const after = compareReports(base, cand, { failOn: "regressions" });
    expect(renderCompareJson(after)).toBe(json);
    expect(renderCompareMarkdown(after)).toBe(md);
    expect(shareEqualSteps(cand.reports, base.reports)).toBe(0); // already shared
  });

  it("takes the first baseline entry of an id", () => {
    const first = report([T("dup", true, 100, [], { steps: steps() }), T("dup", true, 100, [], { steps: steps() })]);
    const cand = report([T("dup", true, 100, [], { steps: steps() })]);
    expect(shareEqualSteps(cand.reports, first.reports)).toBe(1);
    expect(cand.reports[0]!.steps).toBe(first.reports[0]!.steps);
  });

  it("stepSharer does it entry by entry, as a validation makes them", () => {
    const base = report([T("same", true, 100, [], { steps: steps() }), T("other", true, 100, [], { steps: steps() })]);
    const share = stepSharer(base);
    const same = share(T("same", true, 100, [], { steps: steps() }));
    const other = T("other", true, 100, [], { steps: [resp("s1")] });
    const own = other.steps;
    expect(same.steps).toBe(base.reports[0]!.steps);
    expect(share(other).steps).toBe(own);
    expect(share(T("none", true, 100)).steps).toBeUndefined();
  });
});
