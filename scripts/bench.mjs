// npm run bench: speed and memory of `arh validate` on a generated corpus, next to a floor measured
// in the same run (a Node script that only reads and JSON.parses the same files).
//   node scripts/bench.mjs [--traces 10000] [--steps 20] [--dist DIR] [--runs 3]
// Corpus: bench-corpus/<traces>x<steps>/ (generated once, deterministic, gitignored).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdtempSync } from "node:fs";
import { availableParallelism, cpus, totalmem, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { corpusFileName, corpusTraces } from "./corpus.mjs";

const root = resolve(new URL("..", import.meta.url).pathname);
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const N = Number(arg("traces", "10000"));
const STEPS = Number(arg("steps", "20"));
const RUNS = Number(arg("runs", "3"));
const dist = resolve(arg("dist", join(root, "dist")));
// The sample refund policy (every section), with max_steps raised to fit the corpus' 20-step traces.
const basePolicy = join(root, "samples/policies/refund-policy.json");
const corpus = join(root, "bench-corpus", `${N}x${STEPS}`);

if (!existsSync(join(corpus, ".done"))) {
  rmSync(corpus, { recursive: true, force: true });
  mkdirSync(corpus, { recursive: true });
  let i = 0;
  for (const t of corpusTraces(N, STEPS)) writeFileSync(join(corpus, corpusFileName(i++)), JSON.stringify(t, null, 2));
  writeFileSync(join(corpus, ".done"), "");
}
const files = readdirSync(corpus).filter((f) => f.endsWith(".json"));
const bytes = files.reduce((a, f) => a + statSync(join(corpus, f)).size, 0);

// ---- measurement: wall time and peak RSS of a child process ----
const work = mkdtempSync(join(tmpdir(), "arh-bench-"));
const policy = join(work, "policy.json");
{
  const p = JSON.parse(readFileSync(basePolicy, "utf8"));
  p.completion.max_steps = STEPS + 5;
  writeFileSync(policy, JSON.stringify(p, null, 2));
}
const rssHook = join(work, "rss.mjs");
writeFileSync(rssHook, `import { writeSync } from "node:fs";\nprocess.on("exit", () => writeSync(2, "\\nARH_MAXRSS_KB=" + process.resourceUsage().maxRSS + "\\n"));\n`);
const floorScript = join(work, "floor.mjs");
writeFileSync(floorScript, `import { readdirSync, readFileSync } from "node:fs";\nimport { join } from "node:path";\nconst dir = process.argv[2];\nlet n = 0;\nfor (const f of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) { const d = JSON.parse(readFileSync(join(dir, f), "utf8")); n += d.steps.length; }\nconsole.log(n);\n`);

function measure(args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ["--import", rssHook, ...args], { encoding: "utf8", maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const m = /ARH_MAXRSS_KB=(\d+)/.exec(r.stderr ?? "");
  if (!m) throw new Error(`no RSS from ${args.join(" ")}: ${r.stderr}`);
  return { ms, rssMb: Number(m[1]) / 1024, status: r.status };
}
const best = (xs) => xs.reduce((a, b) => (b.ms < a.ms ? b : a));
const runs = (args) => best(Array.from({ length: RUNS }, () => measure(args)));

const floor = runs([floorScript, corpus]);
const out = join(work, "report.json");
const arh1 = runs([join(dist, "cli.js"), "validate", "--jobs", "1", "--policy", policy, "--json-out", out, "--quiet", corpus]);
const serialBytes = readFileSync(out);
const arh = runs([join(dist, "cli.js"), "validate", "--jobs", "auto", "--policy", policy, "--json-out", out, "--quiet", corpus]);
const report = JSON.parse(readFileSync(out, "utf8"));
if (!serialBytes.equals(readFileSync(out))) throw new Error("the report differs between --jobs 1 and --jobs auto");
const threads = Math.min(4, availableParallelism());

// ---- opt-in (ARH_HOSTILE_LARGE=1): the large hostile cases of test/hostile/, full size ----
const hostile = [];
if (process.env.ARH_HOSTILE_LARGE === "1") {
  const enumPolicy = join(work, "enum-policy.json");
  writeFileSync(enumPolicy, JSON.stringify({ policy_id: "big-enum", allowed_tools: { pick: { required_arguments: { choice: { type: "str", enum: Array.from({ length: 10_000 }, (_, i) => `value-${i}`) } } } } }));
  const enumTrace = join(work, "enum-trace.json");
  writeFileSync(enumTrace, JSON.stringify({ trace_id: "e", agent_name: "a", workflow: "w", steps: Array.from({ length: 3_000 }, (_, i) => ({ step_id: `s${i}`, type: "tool_call", tool_name: "pick", arguments: { choice: `bad-${i}`.padEnd(60, "y") } })) }));
  const flatTrace = join(work, "flat-trace.json");
  writeFileSync(flatTrace, JSON.stringify({ trace_id: "f", agent_name: "a", workflow: "w", steps: Array.from({ length: 200_000 }, (_, i) => ({ step_id: `s${i}`, type: "tool_call", tool_name: "nope" })) }));
  const flatPolicy = join(work, "flat-policy.json");
  writeFileSync(flatPolicy, JSON.stringify({ policy_id: "flat", allowed_tools: { ok: {} } }));
  const hout = join(work, "hostile.json");
  const cli = join(dist, "cli.js");
  hostile.push(["10,000-value enum x 3,000 violating steps (--json-out --md-out --sarif-out)", measure([cli, "validate", "--policy", enumPolicy, "--quiet", "--json-out", hout, "--md-out", hout + ".md", "--sarif-out", hout + ".sarif", enumTrace]), statSync(hout).size]);
  hostile.push(["one flat trace, 200,000 findings (--json-out)", measure([cli, "validate", "--policy", flatPolicy, "--quiet", "--json-out", hout, flatTrace]), statSync(hout).size]);
}
rmSync(work, { recursive: true, force: true });

const mb = bytes / 1048576;
const row = (name, r) => `| ${name} | ${(r.ms / 1000).toFixed(2)} s | ${Math.round((files.length * 1000) / r.ms)} | ${(mb / (r.ms / 1000)).toFixed(1)} | ${r.rssMb.toFixed(0)} MB |`;
const lines = [
  `Corpus: ${files.length} traces x ${STEPS} steps, ${mb.toFixed(1)} MB; policy samples/policies/refund-policy.json (every section; max_steps raised to fit); best of ${RUNS} runs.`,
  `Machine: ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
  `Report: ${report.summary.total_traces} traces, ${report.summary.failed_traces} failed (exit ${arh.status}).`,
  "",
  "| run | wall | traces/s | MB/s | peak RSS |",
  "|---|---|---|---|---|",
  row("floor: read + JSON.parse", floor),
  row("arh validate --json-out (default: 1 thread)", arh1),
  row(`arh validate --json-out --jobs auto (${threads} threads)`, arh),
  "",
  `validate / floor = ${(arh.ms / floor.ms).toFixed(2)}x with ${threads} threads, ${(arh1.ms / floor.ms).toFixed(2)}x on one (target <= 1.5x); peak RSS ${arh.rssMb.toFixed(0)} MB / ${arh1.rssMb.toFixed(0)} MB (target < 200 MB). Reports byte-identical.`,
];
if (hostile.length) {
  lines.push("", "Hostile cases (ARH_HOSTILE_LARGE=1):", "", "| case | wall | peak RSS | report | exit |", "|---|---|---|---|---|");
  for (const [name, r, size] of hostile) lines.push(`| ${name} | ${(r.ms / 1000).toFixed(2)} s | ${r.rssMb.toFixed(0)} MB | ${(size / 1048576).toFixed(1)} MB | ${r.status} |`);
}
console.log(lines.join("\n"));
