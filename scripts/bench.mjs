// npm run bench: speed and memory of `arh validate` on a generated corpus, next to a floor measured
// in the same run (a Node script that only reads and JSON.parses the same files), and the size of
// the baseline bundle (`--bundle-out F.zip`) of that corpus and of the samples.
//   node scripts/bench.mjs [--traces 10000] [--steps 20] [--dist DIR] [--runs 5] [--py-runs N]
// With ARH_PY_HARNESS=<src folder of agent-reliability-harness> (ARH_PY_PYTHON picks the
// interpreter) it also times the Python harness on the same corpus and prints the ratio.
// Corpus: bench-corpus/<traces>x<steps>/ (generated once, deterministic, gitignored).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdtempSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { corpusFileName, corpusTraces } from "./corpus.mjs";

const root = resolve(new URL("..", import.meta.url).pathname);
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const N = Number(arg("traces", "10000"));
const STEPS = Number(arg("steps", "20"));
const RUNS = Number(arg("runs", "5"));
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

function measure(cmd, args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const m = /ARH_MAXRSS_KB=(\d+)/.exec(r.stderr ?? "");
  if (!m) throw new Error(`no RSS from ${cmd} ${args.slice(0, 4).join(" ")}: ${r.error ?? ""} ${String(r.stderr).slice(0, 2000)}`);
  return { ms, rssMb: Number(m[1]) / 1024, status: r.status };
}
const node = (args) => () => measure(process.execPath, ["--import", rssHook, ...args]);
/** Median wall time of the runs; peak RSS the largest seen. */
const summarise = (xs) => {
  const sorted = [...xs].sort((a, b) => a.ms - b.ms);
  return { ms: sorted[Math.floor((sorted.length - 1) / 2)].ms, min: sorted[0].ms, max: sorted.at(-1).ms, rssMb: Math.max(...xs.map((x) => x.rssMb)), status: xs[0].status };
};

const cli = join(dist, "cli.js");
const out = join(work, "report.json");
const threads = Math.min(4, availableParallelism());
const arhArgs = (jobs, o = out) => [cli, "validate", "--jobs", jobs, "--policy", policy, "--json-out", o, "--quiet", corpus];

// The Python harness (ARH_PY_HARNESS = its src folder), when installed: same corpus, same policy.
// It takes file paths only, so it gets the sorted file list. Peak RSS from getrusage at exit.
const pyHome = process.env.ARH_PY_HARNESS;
const pyBin = process.env.ARH_PY_PYTHON ?? (existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3");
let pyNote = "Python harness: skipped (set ARH_PY_HARNESS to the src folder of agent-reliability-harness to compare in the same run).";
let py = null;
const pyOut = join(work, "py-report.json");
if (pyHome) {
  if (!existsSync(join(pyHome, "agent_reliability_harness", "__main__.py"))) {
    pyNote = `Python harness: skipped (ARH_PY_HARNESS=${pyHome} holds no agent_reliability_harness package).`;
  } else {
    const boot = "import atexit, resource, runpy, sys\natexit.register(lambda: sys.stderr.write('\\nARH_MAXRSS_KB=%d\\n' % resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))\nsys.argv = ['arh'] + sys.argv[1:]\nrunpy.run_module('agent_reliability_harness', run_name='__main__')\n";
    const bootFile = join(work, "py-boot.py");
    writeFileSync(bootFile, boot);
    const list = files.slice().sort().map((f) => join(corpus, f));
    process.env.PYTHONPATH = resolve(pyHome) + (process.env.PYTHONPATH ? `:${process.env.PYTHONPATH}` : "");
    py = () => measure(pyBin, [bootFile, "validate", "--policy", policy, "--json-out", pyOut, "--quiet", ...list]);
  }
}

// Rounds: every command once per round, so the machine's drift spreads over all of them.
const cmds = { floor: node([floorScript, corpus]), one: node(arhArgs("1")), two: node(arhArgs("2", join(work, "report2.json"))), auto: node(arhArgs("auto")), four: node(arhArgs("4", join(work, "report4.json"))) };
if (py) cmds.py = py;
const res = Object.fromEntries(Object.keys(cmds).map((k) => [k, []]));
const PY_RUNS = Number(arg("py-runs", String(RUNS)));
let serialBytes = null;
for (let r = 0; r < RUNS; r++) {
  for (const [k, f] of Object.entries(cmds)) {
    if (k === "py" && r >= PY_RUNS) continue;
    res[k].push(f());
    if (k === "one" && serialBytes === null) serialBytes = readFileSync(out);
    if (k === "two" && !serialBytes.equals(readFileSync(join(work, "report2.json")))) throw new Error("the report differs between --jobs 1 and --jobs 2");
    if (k === "auto" && !serialBytes.equals(readFileSync(out))) throw new Error("the report differs between --jobs 1 and --jobs auto");
    if (k === "four" && !serialBytes.equals(readFileSync(join(work, "report4.json")))) throw new Error("the report differs between --jobs 1 and --jobs 4");
  }
}
const floor = summarise(res.floor);
const arh1 = summarise(res.one);
const arh2 = summarise(res.two);
const arh = summarise(res.auto);
const arh4 = summarise(res.four);
const report = JSON.parse(serialBytes.toString("utf8"));
let pyRes = null;
if (py) {
  pyRes = summarise(res.py);
  const p = JSON.parse(readFileSync(pyOut, "utf8")).summary;
  const same = ["total_traces", "passed_traces", "failed_traces", "average_score"].every((k) => p[k] === report.summary[k]);
  pyNote = `Python harness (${pyBin}, ${PY_RUNS === RUNS ? "same rounds" : `${PY_RUNS} rounds`}): ${(pyRes.ms / 1000).toFixed(2)} s, peak RSS ${pyRes.rssMb.toFixed(0)} MB; python / arh (1 thread) = ${(pyRes.ms / arh1.ms).toFixed(2)}x (target >= 3x; min/min ${(pyRes.min / arh1.min).toFixed(2)}x); summaries ${same ? "agree" : `DIFFER (python ${JSON.stringify(p)})`}.`;
}

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
  hostile.push(["10,000-value enum x 3,000 violating steps (--json-out --md-out --sarif-out)", node([cli, "validate", "--policy", enumPolicy, "--quiet", "--json-out", hout, "--md-out", hout + ".md", "--sarif-out", hout + ".sarif", enumTrace])(), statSync(hout).size]);
  hostile.push(["one flat trace, 200,000 findings (--json-out)", node([cli, "validate", "--policy", flatPolicy, "--quiet", "--json-out", hout, flatTrace])(), statSync(hout).size]);
}
// ---- bundle sizes: `arh validate --bundle-out F.zip` of the corpus and of the samples (once) ----
const bundles = [];
for (const [name, pol, paths] of [
  [`corpus (${files.length} traces)`, policy, [corpus]],
  ["samples/traces", join(root, "samples/policies/refund-policy.json"), [join(root, "samples/traces")]],
  ["samples/regressions/baseline", join(root, "samples/regressions/policy.json"), [join(root, "samples/regressions/baseline")]],
]) {
  const zip = join(work, "bundle.zip");
  rmSync(zip, { force: true });
  const r = spawnSync(process.execPath, [cli, "validate", "--policy", pol, "--bundle-out", zip, "--quiet", ...paths], { cwd: root, encoding: "utf8" });
  if (r.status !== 0 && r.status !== 1) throw new Error(`bundle of ${name}: ${r.stderr}`);
  const inBytes = paths.reduce((a, d) => a + readdirSync(d, { recursive: true }).filter((f) => String(f).endsWith(".json")).reduce((b, f) => b + statSync(join(d, String(f))).size, 0), 0);
  bundles.push([name, inBytes, statSync(zip).size]);
}
rmSync(work, { recursive: true, force: true });

const mb = bytes / 1048576;
const size = (n) => (n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} KB`);
const row = (name, r) => `| ${name} | ${(r.ms / 1000).toFixed(2)} s (${(r.min / 1000).toFixed(2)}–${(r.max / 1000).toFixed(2)}) | ${Math.round((files.length * 1000) / r.ms)} | ${(mb / (r.ms / 1000)).toFixed(1)} | ${r.rssMb.toFixed(0)} MB |`;
const lines = [
  `Corpus: ${files.length} traces x ${STEPS} steps, ${mb.toFixed(1)} MB; policy samples/policies/refund-policy.json (every section; max_steps raised to fit); median of ${RUNS} rounds (min–max in brackets), peak RSS the largest.`,
  `Machine: ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${new Date().toISOString().slice(0, 10)}.`,
  `Report: ${report.summary.total_traces} traces, ${report.summary.failed_traces} failed (exit ${arh1.status}), ${(serialBytes.length / 1048576).toFixed(1)} MB (${Math.round(serialBytes.length / (files.length * STEPS))} bytes per step).`,
  "",
  "| run | wall | traces/s | MB/s | peak RSS |",
  "|---|---|---|---|---|",
  row("floor: read + JSON.parse", floor),
  row("arh validate --json-out --jobs 1", arh1),
  row("arh validate --json-out --jobs 2", arh2),
  row(`arh validate --json-out --jobs auto (${threads} threads)`, arh),
  row("arh validate --json-out --jobs 4", arh4),
  ...(pyRes ? [row("Python harness: arh validate --json-out", pyRes)] : []),
  "",
  `validate / floor = ${(arh1.ms / floor.ms).toFixed(2)}x on one thread (target <= 3.5x; min/min ${(arh1.min / floor.min).toFixed(2)}x), ${(arh2.ms / floor.ms).toFixed(2)}x with --jobs 2, ${(arh.ms / floor.ms).toFixed(2)}x with ${threads} threads (auto), ${(arh4.ms / floor.ms).toFixed(2)}x with 4 on ${availableParallelism()} CPUs; peak RSS ${arh1.rssMb.toFixed(0)} / ${arh2.rssMb.toFixed(0)} / ${arh.rssMb.toFixed(0)} / ${arh4.rssMb.toFixed(0)} MB (target < 200 MB). Reports byte-identical.`,
  `Noise: the floor's rounds spread ${(floor.min / 1000).toFixed(2)}–${(floor.max / 1000).toFixed(2)} s, one thread's ${(arh1.min / 1000).toFixed(2)}–${(arh1.max / 1000).toFixed(2)} s; load average at the end ${loadavg().map((x) => x.toFixed(1)).join(" ")}.`,
  pyNote,
  "",
  "| baseline bundle (`--bundle-out F.zip`) | trace files | zip (report, traces, policy) | zip / trace files |",
  "|---|---|---|---|",
  ...bundles.map(([name, inBytes, zipBytes]) => `| ${name} | ${size(inBytes)} | ${size(zipBytes)} | ${((100 * zipBytes) / inBytes).toFixed(1)} % |`),
];
if (hostile.length) {
  lines.push("", "Hostile cases (ARH_HOSTILE_LARGE=1):", "", "| case | wall | peak RSS | report | exit |", "|---|---|---|---|---|");
  for (const [name, r, size] of hostile) lines.push(`| ${name} | ${(r.ms / 1000).toFixed(2)} s | ${r.rssMb.toFixed(0)} MB | ${(size / 1048576).toFixed(1)} MB | ${r.status} |`);
}
console.log(lines.join("\n"));
