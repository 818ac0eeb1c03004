// The golden cases: `arh validate` arguments (from the repository root) and the generated corpus
// they use. Shared by record.mjs (writes the golden files) and golden.test.ts (checks them).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { corpusFileName, corpusTraces } from "../../scripts/corpus.mjs";

export const root = join(import.meta.dirname, "..", "..");

/** Write the generated corpus (40 bench traces of 20 steps) and its policy under `dir`. */
export function writeGenerated(dir) {
  mkdirSync(join(dir, "gen40"), { recursive: true });
  let i = 0;
  for (const t of corpusTraces(40, 20)) writeFileSync(join(dir, "gen40", corpusFileName(i++)), JSON.stringify(t, null, 2));
  const p = JSON.parse(readFileSync(join(root, "samples/policies/refund-policy.json"), "utf8"));
  p.completion.max_steps = 25; // as scripts/bench.mjs does
  writeFileSync(join(dir, "gen-policy.json"), JSON.stringify(p, null, 2));
}

/** name -> arguments; `GEN` stands for the folder writeGenerated wrote. */
export const CASES = {
  samples: ["--policy", "samples/policies/refund-policy.json", "samples/traces"],
  regressions: ["--policy", "samples/regressions/policy.json", "samples/regressions/candidate"],
  adapters: ["--policy", "samples/policies/refund-policy.json", "test/fixtures/adapters"],
  gen40: ["--root", "GEN", "--policy", "GEN/gen-policy.json", "GEN/gen40"],
};

/** The output files of one case: --json-out, --sarif-out, --junit-out, --md-out. */
export const OUTPUTS = { json: "report.json", sarif: "report.sarif", junit: "report.xml", md: "report.md" };
