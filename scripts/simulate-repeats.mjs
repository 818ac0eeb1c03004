// Simulated repeated runs for the per-scenario gate (src/scenarios). Deterministic: a seeded
// xorshift32 PRNG (the one of test/rng.ts), so the same flags print the same numbers anywhere.
//
//   node scripts/simulate-repeats.mjs generate --p refund=0.9,lookup=0.6 --n 10 [--seed 1]
//       prints a report JSON with n runs per scenario (`scenario` on each entry, passed with the
//       given true probability)
//   node scripts/simulate-repeats.mjs bench [--suites 2000] [--scenarios 20] [--n 5,10,20,40]
//       [--alpha 0.05] [--seed 1]
//       measures, over many simulated suites, the gate's false-alarm rate when nothing changed
//       and its detection rate for pass-rate drops, and prints a Markdown power table
//
// It compiles src/ once into .scratch/simulate (tsc) and imports src/scenarios from there; pass
// --lib DIR to use an existing compiled tree instead (e.g. lib/ of `node scripts/build.mjs`).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(new URL("..", import.meta.url).pathname);
const argv = process.argv.slice(2);
const mode = argv[0];
const arg = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  return i > 0 && i + 1 < argv.length ? argv[i + 1] : dflt;
};
const die = (msg) => {
  process.stderr.write(`simulate-repeats: ${msg}\n`);
  process.exit(2);
};
const int = (name, dflt, min) => {
  const v = Number(arg(name, String(dflt)));
  if (!Number.isSafeInteger(v) || v < min) die(`--${name} must be a whole number >= ${min}`);
  return v;
};

function xorshift(seed) {
  let s = seed | 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

async function loadGate() {
  let lib = arg("lib", null);
  if (lib === null) {
    lib = join(root, ".scratch/simulate");
    const tsc = join(root, "node_modules/typescript/bin/tsc");
    try {
      execFileSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json"), "--outDir", lib], { stdio: "pipe" });
    } catch (e) {
      if (!existsSync(join(lib, "scenarios/gate.js"))) die(`tsc failed:\n${String(e.stdout ?? "")}${String(e.stderr ?? "")}`);
    }
  }
  const file = join(resolve(lib), "scenarios/gate.js");
  if (!existsSync(file)) die(`${file} not found (compile src/ first or drop --lib)`);
  return (await import(pathToFileURL(file).href)).gateScenarios;
}

/** n runs of one scenario with true pass probability p, as gate RunRecords. */
function simulateRuns(rnd, scenario, p, n, prefix) {
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push({
      trace_id: `${prefix}${scenario}#${i + 1}`,
      scenario,
      scenario_source: "metadata",
      passed: rnd() < p,
      source_path: `simulated/${scenario}/${i + 1}.json`,
      findings: [],
    });
  }
  return out;
}

function generate() {
  const spec = arg("p", null);
  if (!spec) die("generate needs --p name=probability,...");
  const n = int("n", 10, 1);
  const rnd = xorshift(int("seed", 1, 0));
  const reports = [];
  for (const part of spec.split(",")) {
    const [name, prob] = part.split("=");
    const p = Number(prob);
    if (!name || !(p >= 0 && p <= 1)) die(`--p: ${JSON.stringify(part)} is not name=probability (0..1)`);
    for (const r of simulateRuns(rnd, name, p, n, "")) {
      reports.push({
        trace_id: r.trace_id,
        scenario: r.scenario,
        agent_name: "simulated",
        workflow: "simulated",
        policy_id: "simulated",
        score: r.passed ? 100 : 0,
        passed: r.passed,
        total_latency_ms: 0,
        total_cost_usd: 0,
        citation_coverage: null,
        source_path: r.source_path,
        findings: [],
      });
    }
  }
  const passed = reports.filter((r) => r.passed).length;
  const summary = { total_traces: reports.length, passed_traces: passed, failed_traces: reports.length - passed, average_score: reports.length ? (100 * passed) / reports.length : 0 };
  process.stdout.write(JSON.stringify({ schema_version: "1", summary, reports }, null, 2) + "\n");
}

// Unchanged scenarios' true pass probabilities, cycled over the suite.
const NULL_PS = [0.5, 0.7, 0.8, 0.9, 0.95, 1];
const DROPS = [
  [0.9, 0.6],
  [0.95, 0.75],
  [1, 0.8],
  [0.8, 0.4],
];

async function bench() {
  const gate = await loadGate();
  const suites = int("suites", 2000, 1);
  const S = int("scenarios", 20, 2);
  const alpha = Number(arg("alpha", "0.05"));
  if (!(alpha > 0 && alpha < 1)) die("--alpha must lie between 0 and 1");
  const seed = int("seed", 1, 0);
  const ns = arg("n", "5,10,20,40").split(",").map(Number);
  if (ns.some((n) => !Number.isSafeInteger(n) || n < 2)) die("--n must list whole numbers >= 2");
  const rnd = xorshift(seed);
  const pct = (k) => `${((100 * k) / suites).toFixed(1)}%`;

  const rows = [];
  for (const n of ns) {
    // false alarms: S scenarios, baseline and candidate from the same probabilities
    let alarms = 0;
    for (let s = 0; s < suites; s++) {
      const base = [];
      const cand = [];
      for (let j = 0; j < S; j++) {
        const p = NULL_PS[j % NULL_PS.length];
        base.push(...simulateRuns(rnd, `s${j}`, p, n, "b"));
        cand.push(...simulateRuns(rnd, `s${j}`, p, n, "c"));
      }
      if (!gate(base, cand, { alpha }).passed) alarms++;
    }
    // false alarms of one unchanged scenario at 0.9
    let alone = 0;
    for (let s = 0; s < suites; s++) {
      if (!gate(simulateRuns(rnd, "x", 0.9, n, "b"), simulateRuns(rnd, "x", 0.9, n, "c"), { alpha }).passed) alone++;
    }
    // detection: one scenario drops, alone and among S - 1 unchanged ones
    const detect = [];
    for (const [from, to] of DROPS) {
      for (const others of [0, S - 1]) {
        let hits = 0;
        for (let s = 0; s < suites; s++) {
          const base = simulateRuns(rnd, "drop", from, n, "b");
          const cand = simulateRuns(rnd, "drop", to, n, "c");
          for (let j = 0; j < others; j++) {
            const p = NULL_PS[j % NULL_PS.length];
            base.push(...simulateRuns(rnd, `s${j}`, p, n, "b"));
            cand.push(...simulateRuns(rnd, `s${j}`, p, n, "c"));
          }
          const r = gate(base, cand, { alpha });
          if (r.rows.find((x) => x.scenario === "drop").verdict === "regressed") hits++;
        }
        detect.push(pct(hits));
      }
    }
    rows.push([String(n), pct(alarms), pct(alone), ...detect]);
  }

  const head = ["runs per side", `false alarms (${S} unchanged)`, "false alarms (0.9 alone)"];
  for (const [from, to] of DROPS) head.push(`${from} → ${to} alone`, `${from} → ${to} among ${S}`);
  const out = [
    `Seed ${seed}, ${suites} simulated suites per cell, alpha ${alpha}, unchanged pass probabilities ${NULL_PS.join(", ")} (cycled).`,
    "",
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ];
  process.stdout.write(out.join("\n") + "\n");
}

if (mode === "generate") generate();
else if (mode === "bench") await bench();
else die("usage: simulate-repeats.mjs generate --p name=prob,... --n N [--seed S] | bench [--suites N] [--scenarios S] [--n 5,10,20,40] [--alpha A] [--seed S] [--lib DIR]");
