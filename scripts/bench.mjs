// npm run bench: speed and memory of the paths users run on a generated corpus, next to a floor
// measured in the same run (a Node script that only reads and JSON.parses the same files):
// `arh validate` (1, 2, auto and 4 threads), the push job (`validate --bundle-out F.zip` and DIR),
// the gate against its floors (validating the candidate, reading the bundle's index; with a changed
// policy validating both sides), its peak RSS on Node 20 and on Node 24 as the action restarts itself,
// `arh compare` of two reports, and the pull request's gate (`arh compare --baseline F.zip --policy P
// traces/`, with the policy unchanged and changed), each with its ratio to what it is measured
// against; and the size of the baseline bundle of that corpus and of the samples.
//   node scripts/bench.mjs [--traces 10000] [--steps 20] [--dist DIR] [--runs 5] [--py-runs N] [--large N]
// --large N: also the gate's peak RSS against a bundle of N traces (one run; N=100000 takes minutes).
// The candidate corpus (the pull request's run) is the corpus with a twentieth of its traces
// changed (a refund reason the policy refuses) and a thirty-third slower (latencies x10).
// With ARH_PY_HARNESS=<src folder of agent-reliability-harness> (ARH_PY_PYTHON picks the
// interpreter) it also times the Python harness on the same corpus and prints the ratio.
// Corpus: bench-corpus/<traces>x<steps>/ (generated once, deterministic, gitignored).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdtempSync } from "node:fs";
import { availableParallelism, cpus, homedir, loadavg, totalmem, tmpdir } from "node:os";
import { createHash } from "node:crypto";
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
/** The corpus of `n` traces (generated once). */
function ensureCorpus(dir, n) {
  if (existsSync(join(dir, ".done"))) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let i = 0;
  for (const t of corpusTraces(n, STEPS)) writeFileSync(join(dir, corpusFileName(i++)), JSON.stringify(t, null, 2));
  writeFileSync(join(dir, ".done"), "");
}
/** The pull request's run: the corpus with every 20th trace's first refund reason refused by the policy, every 33rd ten times slower. */
function ensureCandidate(from, dir) {
  if (existsSync(join(dir, ".done"))) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  readdirSync(from).filter((f) => f.endsWith(".json")).sort().forEach((f, i) => {
    let text = readFileSync(join(from, f), "utf8");
    if ((i + 1) % 20 === 0) text = text.replace('"damaged"', '"changed my mind"');
    if ((i + 1) % 33 === 0) text = text.replace(/"latency_ms": (\d+)/g, (_, ms) => `"latency_ms": ${ms}0`);
    writeFileSync(join(dir, f), text);
  });
  writeFileSync(join(dir, ".done"), "");
}
const candCorpus = join(root, "bench-corpus", `${N}x${STEPS}-candidate`);
ensureCandidate(corpus, candCorpus);
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
// The hook runs in worker threads too (they inherit --import): only the main thread reports, at
// the process's exit; a worker's exit would report the peak so far, not the process's.
writeFileSync(rssHook, `import { writeSync } from "node:fs";\nimport { isMainThread } from "node:worker_threads";\nif (isMainThread) process.on("exit", () => writeSync(2, "\\nARH_MAXRSS_KB=" + process.resourceUsage().maxRSS + "\\n"));\n`);
const floorScript = join(work, "floor.mjs");
writeFileSync(floorScript, `import { readdirSync, readFileSync } from "node:fs";\nimport { join } from "node:path";\nconst dir = process.argv[2];\nlet n = 0;\nfor (const f of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) { const d = JSON.parse(readFileSync(join(dir, f), "utf8")); n += d.steps.length; }\nconsole.log(n);\n`);

function measure(cmd, args, env = process.env) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 1 << 30, env });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  // the largest figure printed (one per process: the main thread's, at exit)
  const all = [...String(r.stderr ?? "").matchAll(/ARH_MAXRSS_KB=(\d+)/g)].map((x) => Number(x[1]));
  const m = all.length ? [null, Math.max(...all)] : null;
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

// ---- the gate path: a baseline report and bundle of the corpus, a candidate report of the PR's run ----
const changedPolicy = join(work, "policy-changed.json");
{
  const p = JSON.parse(readFileSync(policy, "utf8"));
  p.budgets = { ...(p.budgets ?? {}), max_total_latency_ms: 1_000_000 }; // a policy change that turns no trace red
  writeFileSync(changedPolicy, JSON.stringify(p, null, 2));
}
const baseReport = join(work, "base.json");
const candReport = join(work, "cand.json");
const baseZip = join(work, "base.zip");
const once = (args) => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", maxBuffer: 1 << 30 });
  if (r.status !== 0 && r.status !== 1) throw new Error(`arh ${args.slice(0, 3).join(" ")}: ${r.stderr}`);
  return r;
};
once(["validate", "--jobs", "auto", "--policy", policy, "--json-out", baseReport, "--quiet", corpus]);
once(["validate", "--jobs", "auto", "--policy", policy, "--json-out", candReport, "--quiet", candCorpus]);
once(["validate", "--jobs", "auto", "--policy", policy, "--bundle-out", baseZip, "--quiet", corpus]);
const gateOut = (tag) => ["--json-out", join(work, `gate-${tag}.json`), "--md-out", join(work, `gate-${tag}.md`)];
const gateArgs = (jobs, pol, tag) => [cli, "compare", "--jobs", jobs, "--baseline", baseZip, "--policy", pol, ...gateOut(tag), "--quiet", candCorpus];
const bundleArgs = (o) => [cli, "validate", "--jobs", "1", "--policy", policy, "--bundle-out", o, "--quiet", corpus];
const pyCmpOut = join(work, "py-compare.json");
let bdirRound = 0;
const pyCompare = pyHome && py ? () => measure(pyBin, [join(work, "py-boot.py"), "compare", "--baseline", baseReport, "--candidate", candReport, "--json-out", pyCmpOut, "--quiet"]) : null;

// The floors of the gate (the pull request's run): validating the candidate, and reading and
// parsing the baseline bytes the gate needs (the bundle's index.jsonl inflated from the zip and
// each line JSON.parsed; a bundle without an index: its report.json).
const idxFloor = join(work, "index-floor.mjs");
writeFileSync(idxFloor, [
  `import yauzl from ${JSON.stringify(join(root, "node_modules/yauzl/index.js"))};`,
  "const zip = process.argv[2];",
  "const z = await new Promise((res, rej) => yauzl.open(zip, { lazyEntries: true }, (e, f) => (e ? rej(e) : res(f))));",
  "const want = new Map();",
  "await new Promise((res) => { z.on('entry', (e) => { if (e.fileName === 'index.jsonl' || e.fileName === 'report.json') want.set(e.fileName, e); z.readEntry(); }); z.on('end', res); z.readEntry(); });",
  "const e = want.get('index.jsonl') ?? want.get('report.json');",
  "const chunks = [];",
  "await new Promise((res, rej) => z.openReadStream(e, (err, s) => { if (err) return rej(err); s.on('data', (c) => chunks.push(c)); s.on('end', res); s.on('error', rej); }));",
  "const buf = Buffer.concat(chunks);",
  "let n = 0;",
  "if (e.fileName === 'report.json') n = JSON.parse(buf.toString('utf8')).reports.length;",
  "else for (let i = buf.indexOf(10) + 1, j; (j = buf.indexOf(10, i)) > 0; i = j + 1) { JSON.parse(buf.toString('utf8', i, j)); n++; }",
  "console.log(e.fileName, n);",
].join("\n"));
const candArgs = (jobs) => [cli, "validate", "--jobs", jobs, "--policy", policy, "--json-out", join(work, `cand-${jobs}.json`), "--quiet", candCorpus];

// Rounds: every command once per round, so the machine's drift spreads over all of them.
const cmds = { floor: node([floorScript, corpus]), one: node(arhArgs("1")), two: node(arhArgs("2", join(work, "report2.json"))), auto: node(arhArgs("auto")), four: node(arhArgs("4", join(work, "report4.json"))) };
if (py) cmds.py = py;
Object.assign(cmds, {
  cmp: node([cli, "compare", "--baseline", baseReport, "--candidate", candReport, "--json-out", join(work, "cmp.json"), "--quiet"]),
  cand1: node(candArgs("1")),
  candA: node(candArgs("auto")),
  idx: node([idxFloor, baseZip]),
  gate1: node(gateArgs("1", policy, "1")),
  gateA: node(gateArgs("auto", policy, "auto")),
  gateC1: node(gateArgs("1", changedPolicy, "c1")),
  gateCA: node(gateArgs("auto", changedPolicy, "cauto")),
  bzip: () => (rmSync(join(work, "b.zip"), { force: true }), node(bundleArgs(join(work, "b.zip")))()),
  // a new folder each round, none removed until the end: creating files just after thousands were
  // removed costs the file system (ext4) far more than the writer (it would measure the removal)
  bdir: () => node(bundleArgs(join(work, `bdir-${bdirRound++}`)))(),
});
if (pyCompare) cmds.pycmp = pyCompare;
const res = Object.fromEntries(Object.keys(cmds).map((k) => [k, []]));
const PY_RUNS = Number(arg("py-runs", String(RUNS)));
let serialBytes = null;
for (let r = 0; r < RUNS; r++) {
  for (const [k, f] of Object.entries(cmds)) {
    if ((k === "py" || k === "pycmp") && r >= PY_RUNS) continue;
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
const sum = Object.fromEntries(["cmp", "cand1", "candA", "idx", "gate1", "gateA", "gateC1", "gateCA", "bzip", "bdir", ...(pyCompare ? ["pycmp"] : [])].map((k) => [k, summarise(res[k])]));
// the gate's outputs: the same bytes from every thread count, streamed or in memory
for (const [a, b] of [["1", "auto"], ["c1", "cauto"]]) for (const ext of ["json", "md"]) if (!readFileSync(join(work, `gate-${a}.${ext}`)).equals(readFileSync(join(work, `gate-${b}.${ext}`)))) throw new Error(`the gate's ${ext} differs between --jobs 1 and auto (${a}/${b})`);
for (const mode of ["always", "never"]) once(["compare", "--jobs", "1", "--stream", mode, "--baseline", baseZip, "--policy", policy, ...gateOut(mode), "--quiet", candCorpus]);
for (const ext of ["json", "md"]) for (const mode of ["always", "never"]) if (!readFileSync(join(work, `gate-1.${ext}`)).equals(readFileSync(join(work, `gate-${mode}.${ext}`)))) throw new Error(`the gate's ${ext} differs with --stream ${mode}`);
const bundleSame = readFileSync(baseZip).equals(readFileSync(join(work, "b.zip")));
const sha = (f) => createHash("sha256").update(readFileSync(f)).digest("hex").slice(0, 16);
const digests = { "gate JSON": sha(join(work, "gate-1.json")), "gate Markdown": sha(join(work, "gate-1.md")), "changed-policy gate JSON": sha(join(work, "gate-c1.json")), "bundle zip": sha(baseZip) };
const gateVerdict = JSON.parse(readFileSync(join(work, "gate-1.json"), "utf8")).gate;
let large = null;
const LARGE = Number(arg("large", "0"));
if (LARGE > 0) {
  const big = join(root, "bench-corpus", `${LARGE}x${STEPS}`);
  ensureCorpus(big, LARGE);
  const bigZip = join(work, "big.zip");
  const w = node([cli, "validate", "--jobs", "1", "--policy", policy, "--bundle-out", bigZip, "--quiet", big])();
  const v = node([cli, "validate", "--jobs", "1", "--policy", policy, "--json-out", join(work, "big.json"), "--quiet", big])();
  const g = node([cli, "compare", "--jobs", "1", "--baseline", bigZip, "--policy", policy, "--json-out", join(work, "big-gate.json"), "--md-out", join(work, "big-gate.md"), "--quiet", big])();
  large = { n: LARGE, bundle: w, validate: v, gate: g, zip: statSync(bigZip).size };
}
// ---- peak RSS of the gate on Node 20 and Node 24, as the action runs it ----
// The action restarts itself on Node 22 and later (src/github/restart.ts) with a smaller young
// generation and glibc's malloc on one arena; the CLI does not, so the gate is run here with the
// restarted process's flag and environment on Node 24, and as it is on Node 20 (no restart there).
const restartSrc = readFileSync(join(root, "src/github/restart.ts"), "utf8");
const semiSpace = /SEMI_SPACE_FLAG = "([^"]+)"/.exec(restartSrc)?.[1];
if (!semiSpace) throw new Error("src/github/restart.ts: no SEMI_SPACE_FLAG");
const node24 = process.env.ARH_NODE24 ?? join(homedir(), ".cache/arh-action/node24/node_modules/node/bin/node");
const runtimes = [{ name: `Node ${process.version}`, bin: process.execPath, flags: [], env: process.env }];
if (existsSync(node24)) {
  const v = spawnSync(node24, ["--version"], { encoding: "utf8" }).stdout.trim();
  runtimes.push({ name: `Node ${v} (the action's restart: ${semiSpace}, MALLOC_ARENA_MAX=1, MALLOC_TRIM_THRESHOLD_=0)`, bin: node24, flags: [semiSpace], env: { ...process.env, MALLOC_ARENA_MAX: "1", MALLOC_TRIM_THRESHOLD_: "0" } });
}
/** One run of the gate (policy unchanged) against `zip` of the traces in `dir`, per runtime and thread count. */
const gateMemory = (n, zip, dir) => runtimes.flatMap((rt) => ["1", "auto"].map((jobs) => ({ n, runtime: rt.name, jobs, r: measure(rt.bin, ["--import", rssHook, ...rt.flags, cli, "compare", "--jobs", jobs, "--baseline", zip, "--policy", policy, "--json-out", join(work, `mem-${n}.json`), "--md-out", join(work, `mem-${n}.md`), "--quiet", dir], rt.env) })));
const memory = [...gateMemory(files.length, baseZip, candCorpus), ...(large ? gateMemory(large.n, join(work, "big.zip"), join(root, "bench-corpus", `${large.n}x${STEPS}`)) : [])];

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
  `Machine: ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC.`,
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
  "",
  "| the paths users run | wall | peak RSS | ratio | target |",
  "|---|---|---|---|---|",
  ...[
    ["arh compare of two reports (base.json, cand.json; --json-out)", sum.cmp, pyCompare ? `Python / arh = ${(sum.pycmp.ms / sum.cmp.ms).toFixed(2)}x (minima ${(sum.pycmp.min / sum.cmp.min).toFixed(2)}x)` : "Python: not run", ">= 1x"],
    ...(pyCompare ? [["Python harness compare of the same two reports", sum.pycmp, "", ""]] : []),
    ["the gate: compare --baseline F.zip --policy P traces/ --jobs 1", sum.gate1, `/ validate --jobs 1 = ${(sum.gate1.ms / arh1.ms).toFixed(2)}x (minima ${(sum.gate1.min / arh1.min).toFixed(2)}x)`, "<= 1.3x"],
    [`the gate, --jobs auto (${threads} threads)`, sum.gateA, `/ validate --jobs auto = ${(sum.gateA.ms / arh.ms).toFixed(2)}x (minima ${(sum.gateA.min / arh.min).toFixed(2)}x)`, "<= 1.3x"],
    ["the gate with a changed policy (re-judged), --jobs 1", sum.gateC1, `/ validate --jobs 1 = ${(sum.gateC1.ms / arh1.ms).toFixed(2)}x (minima ${(sum.gateC1.min / arh1.min).toFixed(2)}x)`, "<= 2x"],
    [`the gate with a changed policy, --jobs auto (${threads} threads)`, sum.gateCA, `/ validate --jobs auto = ${(sum.gateCA.ms / arh.ms).toFixed(2)}x (minima ${(sum.gateCA.min / arh.min).toFixed(2)}x)`, "<= 2x"],
    ["the push job: validate --jobs 1 --bundle-out F.zip", sum.bzip, `writing / validating = ${((sum.bzip.ms - arh1.ms) / arh1.ms).toFixed(2)}x (minima ${((sum.bzip.min - arh1.min) / arh1.min).toFixed(2)}x)`, "<= 1.25x"],
    ["validate --jobs 1 --bundle-out DIR", sum.bdir, `writing / validating = ${((sum.bdir.ms - arh1.ms) / arh1.ms).toFixed(2)}x (minima ${((sum.bdir.min - arh1.min) / arh1.min).toFixed(2)}x)`, "<= 1.25x"],
  ].map(([name, r, ratio, target]) => `| ${name} | ${(r.ms / 1000).toFixed(2)} s (${(r.min / 1000).toFixed(2)}–${(r.max / 1000).toFixed(2)}) | ${r.rssMb.toFixed(0)} MB | ${ratio} | ${target} |`),
  "",
  `The gate: exit ${sum.gate1.status}, ${gateVerdict.passed ? "passed" : "failed"} (${gateVerdict.reasons.length} reasons); its JSON and Markdown the same bytes with --jobs 1 and auto, streamed and in memory (--stream always / never). Bundles: ${bundleSame ? "byte-identical" : "DIFFERENT"} between --jobs auto and 1. Gate peak RSS target < 300 MB.`,
  ...(large ? [`Large: ${large.n} traces x ${STEPS} steps: validate --jobs 1 ${(large.validate.ms / 1000).toFixed(1)} s, ${large.validate.rssMb.toFixed(0)} MB; --bundle-out F.zip ${(large.bundle.ms / 1000).toFixed(1)} s, ${large.bundle.rssMb.toFixed(0)} MB (zip ${size(large.zip)}); the gate (--jobs 1, streamed) ${(large.gate.ms / 1000).toFixed(1)} s, peak RSS ${large.gate.rssMb.toFixed(0)} MB (target < 300 MB), exit ${large.gate.status}.`] : []),
  "",
  "The gate against its floors (each floor measured in the same rounds: `validate` of the candidate's traces, the bundle's index.jsonl inflated and each line parsed, `validate` of the baseline's traces):",
  "",
  "| run | wall | peak RSS | ratio (medians; minima) | target | met |",
  "|---|---|---|---|---|---|",
  ...[
    ["floor: `validate --jobs 1` of the candidate", sum.cand1, null, null, null],
    [`floor: \`validate --jobs auto\` of the candidate`, sum.candA, null, null, null],
    ["floor: the baseline bytes the gate reads (index.jsonl inflated and parsed)", sum.idx, null, null, null],
    ["the gate, `--jobs 1`", sum.gate1, [sum.cand1, sum.idx], "(validate + index)", 1.3],
    ["the gate, `--jobs auto`", sum.gateA, [sum.candA, sum.idx], "(validate + index)", 1.3],
    ["the gate, changed policy, `--jobs 1`", sum.gateC1, [sum.cand1, arh1], "(validate candidate + validate baseline)", 1.3],
    ["the gate, changed policy, `--jobs auto`", sum.gateCA, [sum.candA, arh], "(validate candidate + validate baseline)", 1.3],
  ].map(([name, r, floors, what, target]) => {
    const wall = `${(r.ms / 1000).toFixed(2)} s (${(r.min / 1000).toFixed(2)}–${(r.max / 1000).toFixed(2)})`;
    if (!floors) return `| ${name} | ${wall} | ${r.rssMb.toFixed(0)} MB | | | |`;
    const med = r.ms / (floors[0].ms + floors[1].ms);
    const min = r.min / (floors[0].min + floors[1].min);
    return `| ${name} | ${wall} | ${r.rssMb.toFixed(0)} MB | / ${what} ${med.toFixed(2)}x; ${min.toFixed(2)}x | <= ${target}x; < 300 MB | ${med <= target ? "**yes**" : "no"}${r.rssMb < 300 ? "" : " (memory: no)"} |`;
  }),
  "",
  "Peak RSS of the gate (policy unchanged; one run each):",
  "",
  "| traces | runtime | --jobs | wall | peak RSS | < 300 MB |",
  "|---|---|---|---|---|---|",
  ...memory.map((m) => `| ${m.n.toLocaleString("en-US")} | ${m.runtime} | ${m.jobs} | ${(m.r.ms / 1000).toFixed(2)} s | ${m.r.rssMb.toFixed(0)} MB | ${m.r.rssMb < 300 ? "**yes**" : "no"} |`),
  "",
  `Output digests (SHA-256, first 16 digits; each the same bytes with --jobs 1 and auto, the gate's with --stream always and never too): ${Object.entries(digests).map(([k, v]) => `${k} ${v}`).join(", ")}.`,
  "",
  `validate / floor = ${(arh1.ms / floor.ms).toFixed(2)}x on one thread (target <= 3x; min/min ${(arh1.min / floor.min).toFixed(2)}x), ${(arh2.ms / floor.ms).toFixed(2)}x with --jobs 2, ${(arh.ms / floor.ms).toFixed(2)}x with ${threads} threads (auto), ${(arh4.ms / floor.ms).toFixed(2)}x with 4 on ${availableParallelism()} CPUs; peak RSS ${arh1.rssMb.toFixed(0)} / ${arh2.rssMb.toFixed(0)} / ${arh.rssMb.toFixed(0)} / ${arh4.rssMb.toFixed(0)} MB (target < 200 MB). Reports byte-identical.`,
  `Noise: the floor's rounds spread ${(floor.min / 1000).toFixed(2)}–${(floor.max / 1000).toFixed(2)} s, one thread's ${(arh1.min / 1000).toFixed(2)}–${(arh1.max / 1000).toFixed(2)} s; load average at the end ${loadavg().map((x) => x.toFixed(1)).join(" ")}.`,
  pyNote,
  "",
  "| baseline bundle (`--bundle-out F.zip`) | trace files | zip (report, index, traces, policy) | zip / trace files |",
  "|---|---|---|---|",
  ...bundles.map(([name, inBytes, zipBytes]) => `| ${name} | ${size(inBytes)} | ${size(zipBytes)} | ${((100 * zipBytes) / inBytes).toFixed(1)} % |`),
];
if (hostile.length) {
  lines.push("", "Hostile cases (ARH_HOSTILE_LARGE=1):", "", "| case | wall | peak RSS | report | exit |", "|---|---|---|---|---|");
  for (const [name, r, size] of hostile) lines.push(`| ${name} | ${(r.ms / 1000).toFixed(2)} s | ${r.rssMb.toFixed(0)} MB | ${(size / 1048576).toFixed(1)} MB | ${r.status} |`);
}
console.log(lines.join("\n"));
