// `arh calibrate`'s console text (docs/calibrate.md). Pure; scenario ids are trace content.
import { neutralizeWorkflowCommands } from "../util/escape.js";
import type { Calibration } from "./calibrate.js";

const pct = (v: number): string => `${(v * 100).toFixed(1)}%`;
const interval = (i: { low: number; high: number }): string => `${pct(i.low)}–${pct(i.high)}`;

export function renderCalibration(c: Calibration): string {
  const lines: string[] = [];
  const within = c.overall.interval.low <= c.alpha;
  lines.push(`Calibration: ${c.rounds} A/A split(s) of the baseline's own runs (seed ${c.seed}), the scenario gate at alpha ${c.alpha}.`);
  lines.push(
    `False alarms: ${c.overall.false_alarms} of ${c.rounds} rounds failed the gate (${pct(c.overall.false_alarm_rate)}, 95% interval ${interval(c.overall.interval)}); ` +
      (within ? `consistent with alpha ${pct(c.alpha)} or below.` : `above alpha ${pct(c.alpha)}: the gate raises more false alarms than it should on these runs.`),
  );
  for (const s of c.scenarios) {
    const name = neutralizeWorkflowCommands(JSON.stringify(s.scenario));
    const why = Object.entries(s.by_verdict).map(([v, n]) => `${v} ${n}`).join(", ");
    lines.push(`- ${name}: ${s.passes}/${s.runs} pass, split ${s.split[0]} v ${s.split[1]}: false alarms ${pct(s.false_alarm_rate)} (${interval(s.interval)})${why ? ` [${why}]` : ""}; the pass-rate test alone ${pct(s.pass_rate_test_size)} exactly${s.insufficient ? `; insufficient data in ${s.insufficient} round(s)` : ""}`);
    const parts: string[] = [];
    parts.push(s.min_detectable_drop === null ? `no drop from ${pct(s.passes / s.runs)} is detected with ${pct(c.power_target)} power at ${s.runs} runs per side` : `detects a drop of ${(s.min_detectable_drop * 100).toFixed(0)} points or more with ${pct(c.power_target)} power at ${s.runs} runs per side`);
    if (c.detect !== null) {
      const d = `${(c.detect * 100).toFixed(0)}-point drop`;
      parts.push(s.power_at_detect === null ? `a ${d} is impossible from ${pct(s.passes / s.runs)}` : `power ${pct(s.power_at_detect)} against a ${d}; ${s.runs_needed === null ? "more than 2000 runs per side" : `${s.runs_needed} runs per side`} for ${pct(c.power_target)}`);
    }
    if (s.cost) parts.push(`cost: a shift of ${pct(s.cost.min_detectable_shift)} of the mean $${s.cost.mean.toFixed(4)} (normal approximation)`);
    lines.push(`    ${parts.join("; ")}`);
  }
  for (const s of c.skipped) lines.push(`skipped: ${neutralizeWorkflowCommands(s)}`);
  return lines.join("\n") + "\n";
}
