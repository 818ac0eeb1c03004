// The trace diffs a gate builds (gate/gate.ts `GateRequest.traceDiffs`): kept apart from the gate
// so that a gate without a baseline (`arh validate`) loads neither the builder nor the renderers.
import type { TraceDiffBuilder } from "./gate.js";
import { buildTraceDiffMap, lazyTraceDiffMap } from "../tracediff/build.js";
import { shownRegressions } from "./stream.js";

/** Only the diffs the Markdown may show, each built when it asks for it (it holds a few of the regressions it may show). */
const shownDiffs: TraceDiffBuilder = (input) => lazyTraceDiffMap({ ...input, only: shownRegressions(input.compare) });

/** The builder for `GateRequest.traceDiffs`: every diff (`true`), those the Markdown shows (`"shown"`), or none. */
export function traceDiffs(mode: boolean | "shown"): false | TraceDiffBuilder {
  return mode === "shown" ? shownDiffs : mode ? buildTraceDiffMap : false;
}
