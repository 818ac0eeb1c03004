#!/usr/bin/env node
// `arh compare` of two report files, timed: each CLI build given (and the Python harness, when its
// source folder is given) run in turn, several rounds, medians of wall time and of peak RSS (read
// by /usr/bin/time when the machine has it). With --check, every build's outputs (compare JSON,
// Markdown, console, stderr and exit code) must be byte for byte those of the first.
//
//   node test/compare/bench-compare.mjs --baseline B.json --candidate C.json \
//     --cli /path/to/reference/dist/cli.js --cli .scratch/cs/dist/cli.js \
//     [--python /path/to/harness/src] [--runs 5] [--no-outputs] [--check] [--stream never]
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    baseline: { type: "string" },
    candidate: { type: "string" },
    cli: { type: "string", multiple: true },
    python: { type: "string" },
    runs: { type: "string", default: "5" },
    "no-outputs": { type: "boolean", default: false },
    check: { type: "boolean", default: false },
    stream: { type: "string", default: "never" },
  },
});
if (!values.baseline || !values.candidate || !values.cli?.length) {
  process.stderr.write("usage: bench-compare.mjs --baseline B --candidate C --cli CLI [--cli CLI2] [--python SRC] [--runs N] [--no-outputs] [--check] [--stream MODE]\n");
  process.exit(2);
}
const baseline = resolve(values.baseline);
const candidate = resolve(values.candidate);
const runs = Math.max(1, Number(values.runs));
const outputs = !values["no-outputs"];
const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;
const work = mkdtempSync(join(tmpdir(), "arh-bench-compare-"));

/** One run: wall seconds, peak RSS in MB (null without /usr/bin/time) and the folder of its outputs. */
function run(name, argv, cwd) {
  const dir = mkdtempSync(join(work, "run-"));
  const rssFile = join(dir, ".rss");
  const cmd = timeBin ? [timeBin, "-o", rssFile, "-f", "%M", ...argv(dir)] : argv(dir);
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd[0], cmd.slice(1), { cwd, encoding: "buffer", maxBuffer: 1 << 30 });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.error) throw r.error;
  const rss = timeBin ? Number(readFileSync(rssFile, "utf8").trim().split("\n").pop()) / 1024 : null;
  rmSync(rssFile, { force: true });
  return { name, wall, rss, dir, stdout: r.stdout, stderr: r.stderr, code: r.status };
}

const subjects = values.cli.map((cli) => ({
  name: cli,
  argv: (dir) => [process.execPath, resolve(cli), "compare", "--baseline", baseline, "--candidate", candidate, "--stream", values.stream, ...(outputs ? ["--json-out", join(dir, "compare.json"), "--md-out", join(dir, "compare.md")] : [])],
  cwd: process.cwd(),
}));
if (values.python) {
  subjects.push({
    name: `python ${values.python}`,
    argv: (dir) => ["python3", "-m", "agent_reliability_harness", "compare", "--baseline", baseline, "--candidate", candidate, "--quiet", ...(outputs ? ["--json-out", join(dir, "compare.json")] : [])],
    cwd: resolve(values.python),
  });
}

const results = new Map(subjects.map((s) => [s.name, []]));
let differ = false;
try {
  for (let round = 0; round < runs; round++) {
    const first = [];
    for (const s of subjects) {
      const r = run(s.name, s.argv, s.cwd);
      results.get(s.name).push(r);
      if (round === 0) first.push(r);
    }
    if (values.check && round === 0) {
      const [ref, ...others] = first.filter((r) => !r.name.startsWith("python "));
      for (const o of others) {
        const same =
          o.code === ref.code &&
          o.stdout.equals(ref.stdout) &&
          o.stderr.equals(ref.stderr) &&
          readdirSync(ref.dir).every((f) => readFileSync(join(ref.dir, f)).equals(readFileSync(join(o.dir, f))));
        process.stdout.write(`${same ? "identical" : "DIFFERENT"}: ${o.name} against ${ref.name} (exit ${o.code})\n`);
        if (!same) differ = true;
      }
    }
    for (const s of subjects) for (const r of results.get(s.name)) rmSync(r.dir, { recursive: true, force: true });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
for (const [name, rs] of results) {
  const walls = rs.map((r) => r.wall);
  const rss = rs.map((r) => r.rss).filter((x) => x !== null);
  process.stdout.write(
    `${name}: wall median ${median(walls).toFixed(2)} s (min ${Math.min(...walls).toFixed(2)}, max ${Math.max(...walls).toFixed(2)}, ${rs.length} runs)` +
      (rss.length ? `, peak RSS median ${median(rss).toFixed(0)} MB` : "") +
      ` exit ${rs[0].code}\n`,
  );
}
process.exit(differ ? 1 : 0);
