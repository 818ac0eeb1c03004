// The report summary built one entry at a time, exactly as engine/report.ts `buildReport` builds
// it from the whole list (same additions in the same order, so the same float): the merge never
// holds every entry to compute it.
import type { ReportSummary } from "../types.js";
import { pyRound } from "../util/round.js";

export class SummaryAccumulator {
  private total = 0;
  private passed = 0;
  private scored = 0;
  private sum = 0;

  /** `raw` is the entry's unrounded score (its `raw_score`, else its `score`). */
  add(passed: boolean, scored: boolean, raw: number): void {
    this.total++;
    if (passed) this.passed++;
    if (scored) {
      this.scored++;
      this.sum = this.sum + raw;
    }
  }

  summary(): ReportSummary {
    return {
      total_traces: this.total,
      passed_traces: this.passed,
      failed_traces: this.total - this.passed,
      average_score: pyRound(this.scored === 0 ? 0 : this.sum / this.scored, 2),
    };
  }
}
