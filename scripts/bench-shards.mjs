// npm run bench:shards: `arh merge` of 100 partial reports and `arh compare` of two large
// reports, each next to a floor measured in the same run (a Node script that only reads the same
// bytes), with wall time and peak RSS, at two sizes (memory must not grow with the count).
//   node scripts/bench-shards.mjs [--dist DIR] [--sizes 100000,1000000] [--compare-sizes 100000,1000000] [--shards 100]
// The partials are generated (small traces, deterministic) in a temporary folder, removed after.
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { cpus, totalmem, tmpdir } from "node:os";
import { createHash } from "node:crypto";
import { join, resolve } from "node:path";

const root = resolve(new URL("..", import.meta.url).pathname);
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const dist = resolve(arg("dist", join(root, "dist")));
const SIZES = arg("sizes", "100000,1000000").split(",").map(Number);
const COMPARE_SIZES = arg("compare-sizes", "100000,1000000").split(",").map(Number);
const SHARDS = Number(arg("shards", "100"));
const version = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
const cli = join(dist, "cli.js");
const work = mkdtempSync(join(tmpdir(), "arh-bench-shards-"));

const rssHook = join(work, "rss.mjs");
const floorScript = join(work, "floor.mjs");
{
  const w = (p, s) => {
    const fd = openSync(p, "w");
    writeSync(fd, s);
    closeSync(fd);
  };
  w(rssHook, `import { writeSync } from "node:fs";\nimport { isMainThread } from "node:worker_threads";\nif (isMainThread) process.on("exit", () => writeSync(2, "\\nARH_MAXRSS_KB=" + process.resourceUsage().maxRSS + "\\n"));\n`);
  // The floor: read every byte of the inputs in 1 MiB blocks (no parsing).
  w(floorScript, `import { openSync, readSync, closeSync } from "node:fs";\nconst b = Buffer.allocUnsafe(1 << 20); let n = 0;\nfor (const f of process.argv.slice(2)) { const fd = openSync(f, "r"); let k; while ((k = readSync(fd, b, 0, b.length, null)) > 0) n += k; closeSync(fd); }\nconsole.log(n);\n`);
}

function measure(args, node = []) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [...node, "--import", rssHook, ...args], { encoding: "utf8", maxBuffer: 1 << 26 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const m = /ARH_MAXRSS_KB=(\d+)/.exec(r.stderr ?? "");
  if (!m) throw new Error(`no RSS from ${args.join(" ")}: ${r.stderr}`);
  return { ms, rssMb: Number(m[1]) / 1024, status: r.status, stderr: r.stderr.replace(/\n?ARH_MAXRSS_KB=\d+\n?/, "") };
}

// ---- deterministic partials: trace i is in shard 1 + (i mod SHARDS) ----
const pad = (i) => String(i).padStart(7, "0");
function entryText(i) {
  const passed = i % 5 !== 0;
  const e = {
    trace_id: `bench-${pad(i)}`,
    agent_name: "refund-copilot",
    workflow: "refund",
    policy_id: "bench",
    score: passed ? 100 : 62.5,
    passed,
    total_latency_ms: 1200 + (i % 700),
    total_cost_usd: 0.0042,
    citation_coverage: null,
    source_path: `traces/t${pad(i)}.json`,
    findings: passed ? [] : [{ severity: "error", category: "completion", message: "the final answer is empty", step_id: "s2", rule_id: "ARH-CMP-001", location: { uri: `traces/t${pad(i)}.json`, startLine: 9, startColumn: 5, endLine: 9, endColumn: 6 } }],
    kind: "agent",
    source_format: "arh",
  };
  // renderEntry's layout (4-space indent) is what validate writes; merge re-renders whatever it reads.
  return JSON.stringify({ r: [e] }, null, 2).slice('{\n  "r": [\n'.length, -"\n  ]\n}".length);
}
function writePartials(total, dir) {
  const paths = [];
  for (let s = 1; s <= SHARDS; s++) {
    const p = join(dir, `p-${s}.json`);
    const fd = openSync(p, "w");
    const ids = [];
    for (let i = s - 1; i < total; i += SHARDS) ids.push(i);
    let passed = 0;
    for (const i of ids) if (i % 5 !== 0) passed++;
    const head = {
      partial_version: "1",
      shard: { index: s, total: SHARDS },
      policy_digest: "sha256:" + createHash("sha256").update("bench").digest("hex"),
      policy_id: "bench",
      fail_under: 70,
      tool: { name: "arh-action", version },
      commit: null,
      counts: { files: ids.length, entries: ids.length, passed, failed: ids.length - passed, skipped: 0 },
      skipped: [],
    };
    let out = "{\n" + Object.entries(head).map(([k, v]) => `  "${k}": ${JSON.stringify(v)},\n`).join("") + '  "files": [\n';
    out += ids.map((i) => `    "traces/t${pad(i)}.json"`).join(",\n") + '\n  ],\n  "entries": [\n';
    writeSync(fd, out);
    let buf = "";
    ids.forEach((i, k) => {
      buf += (k ? ",\n" : "") + `    {"order_key": "traces/t${pad(i)}.json", "raw_score": ${i % 5 !== 0 ? 100 : 62.5}, "report":\n${entryText(i)}}`;
      if (buf.length > 1 << 20) {
        writeSync(fd, buf);
        buf = "";
      }
    });
    writeSync(fd, buf + "\n  ]\n}\n");
    closeSync(fd);
    paths.push(p);
  }
  return paths;
}

// ---- a candidate report of the same traces, written directly: in reverse file order (so the
// comparison really sorts), every tenth trace changed (pass <-> fail, its finding added or gone) ----
function writeCandidate(total, path) {
  const fd = openSync(path, "w");
  writeSync(fd, '{\n  "schema_version": "1",\n  "tool": "arh",\n  "reports": [\n');
  let buf = "";
  for (let i = total - 1; i >= 0; i--) {
    let text = entryText(i);
    if (i % 10 === 3) text = entryText(i + 2).replaceAll(`bench-${pad(i + 2)}`, `bench-${pad(i)}`).replaceAll(`t${pad(i + 2)}`, `t${pad(i)}`);
    buf += (i === total - 1 ? "" : ",\n") + text;
    if (buf.length > 1 << 20) {
      writeSync(fd, buf);
      buf = "";
    }
  }
  writeSync(fd, buf + "\n  ]\n}\n");
  closeSync(fd);
}

const rows = [];
const mb = (bytes) => (bytes / 1048576).toFixed(0);
const fmt = (ms) => (ms / 1000).toFixed(1) + " s";
for (const n of SIZES) {
  const dir = mkdtempSync(join(work, `merge-${n}-`));
  const parts = writePartials(n, dir);
  const bytes = parts.reduce((a, p) => a + statSync(p).size, 0);
  const floor = measure([floorScript, ...parts]);
  const out = join(dir, "merged.json");
  const merge = measure([cli, "merge", "--expect", String(SHARDS), "--json-out", out, "--quiet", ...parts]);
  if (merge.status !== 1) throw new Error(`merge exited ${merge.status}: ${merge.stderr}`);
  rows.push({ what: `merge: ${SHARDS} partials, ${n.toLocaleString("en")} traces (${mb(bytes)} MiB in, ${mb(statSync(out).size)} MiB out)`, floor, run: merge });
  if (COMPARE_SIZES.includes(n)) COMPARE_SIZES.splice(COMPARE_SIZES.indexOf(n), 1, { n, report: out, dir });
  else rmSync(dir, { recursive: true, force: true });
}
for (const c of COMPARE_SIZES) {
  let n = c;
  let report;
  let dir;
  if (typeof c === "object") ({ n, report, dir } = c);
  else {
    dir = mkdtempSync(join(work, `compare-${n}-`));
    const parts = writePartials(n, dir);
    report = join(dir, "merged.json");
    const r = measure([cli, "merge", "--expect", String(SHARDS), "--json-out", report, "--quiet", ...parts]);
    if (r.status !== 1) throw new Error(`merge exited ${r.status}: ${r.stderr}`);
    for (const p of parts) rmSync(p);
  }
  const bytes = statSync(report).size;
  const candidate = join(dir, "candidate.json");
  writeCandidate(n, candidate);
  const floor = measure([floorScript, report, candidate]);
  const out = join(dir, "compare.json");
  const cmp = measure([cli, "compare", "--baseline", report, "--candidate", candidate, "--quiet", "--json-out", out, "--md-out", join(dir, "compare.md")]);
  if (cmp.status !== 1) throw new Error(`compare exited ${cmp.status}: ${cmp.stderr}`);
  rows.push({ what: `compare: two ${n.toLocaleString("en")}-trace reports (${mb(bytes)} + ${mb(statSync(candidate).size)} MiB in, ${mb(statSync(out).size)} MiB out)`, floor, run: cmp });
  if (n <= 100000) {
    // the same comparison in memory, for contrast (same outputs, byte for byte)
    const mem = measure([cli, "compare", "--baseline", report, "--candidate", candidate, "--quiet", "--json-out", join(dir, "compare-mem.json"), "--md-out", join(dir, "compare-mem.md"), "--stream", "never"]);
    if (mem.status !== 1) throw new Error(`compare --stream never exited ${mem.status}: ${mem.stderr}`);
    if (readFileSync(out, "utf8") !== readFileSync(join(dir, "compare-mem.json"), "utf8") || readFileSync(join(dir, "compare.md"), "utf8") !== readFileSync(join(dir, "compare-mem.md"), "utf8")) {
      throw new Error("the streamed and in-memory comparisons differ");
    }
    rows.push({ what: `compare --stream never (in memory), the same two ${n.toLocaleString("en")}-trace reports`, floor, run: mem });
  }
  rmSync(dir, { recursive: true, force: true });
}
rmSync(work, { recursive: true, force: true });

console.log(`Node ${process.version}, ${cpus()[0]?.model ?? "?"} (${cpus().length} CPUs), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${new Date().toISOString().slice(0, 10)}`);
console.log("| run | floor (read the bytes) | arh | arh / floor | peak RSS (arh) |");
console.log("|---|---:|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.what} | ${fmt(r.floor.ms)} | ${fmt(r.run.ms)} | ${(r.run.ms / r.floor.ms).toFixed(0)}x | ${r.run.rssMb.toFixed(0)} MB |`);
