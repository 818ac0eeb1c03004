// `arh trend BUNDLE [--json-out F] [--html-out F] [--quiet]`: the headline metrics of a baseline
// bundle's history (docs/trend.md) with text sparklines on the console; `--json-out` writes the
// same table, `--html-out` a page with one SVG chart per metric.
import { parseFlags } from "./help.js";
import { UsageError } from "../errors.js";
import { usageExit } from "./usage.js";
import { QUIET_OPTION } from "./flags.js";
import { readBundleHistory } from "../bundle/history-read.js";
import { renderTrendConsole, trendTable } from "../trend/render.js";
import { renderTrendHtml } from "../trend/html.js";
import { writeFileAtomic } from "../util/writefile.js";
import { refuseOutputs } from "./outputs.js";

export async function runTrendCommand(argv: string[]): Promise<number> {
  try {
    const { values, positionals } = parseFlags("trend", { args: argv, allowPositionals: true, strict: true, options: { ...QUIET_OPTION, "json-out": { type: "string" }, "html-out": { type: "string" } } });
    if (positionals.length !== 1) throw new UsageError("give one BUNDLE (a folder or a .zip written by 'arh validate --bundle-out … --history-from …')");
    // an output that cannot be written (a folder, say) is one line before the bundle is read
    refuseOutputs({ "json-out": values["json-out"], "html-out": values["html-out"] });
    const read = await readBundleHistory(positionals[0]!, { repository: null, branch: null }, undefined, "bundle");
    if (!read.history) throw new UsageError(read.notice!.replace(/: a new history starts$/, "").replace(/: dropped, a new history starts$/, ""));
    const table = trendTable(read.history);
    if (values["json-out"]) writeFileAtomic(values["json-out"], JSON.stringify(table, null, 2) + "\n");
    if (values["html-out"]) writeFileAtomic(values["html-out"], renderTrendHtml(table));
    if (!values.quiet) process.stdout.write(renderTrendConsole(table));
    return 0;
  } catch (e) {
    return usageExit("trend", e);
  }
}
