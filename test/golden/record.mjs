// Regenerate the golden files with a built CLI: node test/golden/record.mjs [--dist DIR]
// Each case folder gets the four reports, the console output (plain and --verbose), stderr and the
// exit code. Only for intentional output changes: golden.test.ts checks the code against them.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CASES, OUTPUTS, root, writeGenerated } from "./cases.mjs";

const i = process.argv.indexOf("--dist");
const cli = join(resolve(i > 0 ? process.argv[i + 1] : join(root, "dist")), "cli.js");
const gen = mkdtempSync(join(tmpdir(), "arh-golden-"));
writeGenerated(gen);
for (const [name, args0] of Object.entries(CASES)) {
  const args = args0.map((a) => a.replace(/^GEN/, gen));
  const dir = join(import.meta.dirname, name);
  mkdirSync(dir, { recursive: true });
  const outs = [["--json-out", OUTPUTS.json], ["--sarif-out", OUTPUTS.sarif], ["--junit-out", OUTPUTS.junit], ["--md-out", OUTPUTS.md]].flatMap(([flag, f]) => [flag, join(dir, f)]);
  const r = spawnSync(process.execPath, [cli, "validate", ...outs, ...args], { cwd: root, encoding: "utf8" });
  writeFileSync(join(dir, "console.txt"), r.stdout);
  // the generated corpus's folder is a fresh temporary one: stderr names it GEN
  writeFileSync(join(dir, "stderr.txt"), r.stderr.replaceAll(gen, "GEN"));
  writeFileSync(join(dir, "exit.txt"), `${r.status}\n`);
  const v = spawnSync(process.execPath, [cli, "validate", "--verbose", ...args], { cwd: root, encoding: "utf8" });
  writeFileSync(join(dir, "console-verbose.txt"), v.stdout);
}
rmSync(gen, { recursive: true, force: true });
