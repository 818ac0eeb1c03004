// One list of the system programs the suite needs (scripts/system-tools.txt): every program a test
// spawns is on it, `.ci/run` and `npm run test:setup` install it, and this machine has them all.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";

const root = join(import.meta.dirname, "..");
const LIST = join(root, "scripts/system-tools.txt");

interface Tool { command: string; pkg: string; module?: string }
export function readToolList(text: string): Tool[] {
  const tools: Tool[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (line === "") continue;
    const [command, pkg, module] = line.split(/\s+/);
    tools.push({ command: command!, pkg: pkg!, ...(module ? { module } : {}) });
  }
  return tools;
}

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|mjs|js)$/.test(e.name) && !join(e.parentPath, e.name).includes(`${join("test", "fixtures")}`))
    .map((e) => join(e.parentPath, e.name));

// The ways the tests name a program: the first argument of a child_process call, playwright's
// executablePath, a constant holding an absolute path, the command after `--` (arh collect), and the
// first word of a memory-adapter command line.
const PATTERNS = [
  /\b(?:spawn|spawnSync|execFile|execFileSync)\(\s*"([^"]+)"/g,
  /\bexecSync\(\s*"([^" ]+)/g,
  /executablePath:\s*"([^"]+)"/g,
  /=\s*"(\/usr\/bin\/[^"]+)"/g,
  /"--",\s*"([^"]+)"/g,
  /(?:"memory-adapter"|adapterCommand):\s*"([^" ]+)/g,
  /PYTHON\s*\?\?\s*"([^"]+)"/g,
];
// Programs a test names that are not system packages, each with its reason.
const NOT_SYSTEM: Record<string, string> = {
  npm: "comes with Node",
  node: "comes with Node",
  arh: "the CLI a test installs itself (test/install.test.ts)",
  "arh-no-such-command-here": "absent on purpose (arh collect's missing-command error)",
  x: "a memory-adapter option refused before anything runs (test/memory/score.test.ts)",
  "'unterminated": "a memory-adapter command line refused before anything runs",
};

export function spawnedPrograms(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const f of files) {
    const text = readFileSync(f, "utf8");
    for (const re of PATTERNS) for (const m of text.matchAll(re)) if (!found.has(m[1]!)) found.set(m[1]!, f.slice(root.length + 1));
  }
  return found;
}

describe("system tools", () => {
  const tools = readToolList(readFileSync(LIST, "utf8"));

  it("every program a test spawns is on scripts/system-tools.txt", () => {
    const found = spawnedPrograms([...sources(join(root, "test")), ...sources(join(root, "scripts"))]);
    // The scan sees the programs named above (a change that hides them would make this test blind).
    for (const p of ["xmllint", "/usr/bin/python3", "/usr/bin/chromium", "mkfifo", "true"]) expect([...found.keys()]).toContain(p);
    const listed = new Set(tools.flatMap((t) => [t.command, basename(t.command)]));
    const unlisted = [...found].filter(([p]) => !(p in NOT_SYSTEM) && !listed.has(p) && !listed.has(basename(p)));
    expect(unlisted.map(([p, f]) => `${p} (${f})`)).toEqual([]);
  });

  it("each line names a command and a Debian package", () => {
    expect(tools.length).toBeGreaterThanOrEqual(8);
    for (const t of tools) expect(t.pkg).toMatch(/^[a-z0-9][a-z0-9.+-]+$/);
    expect(tools.find((t) => t.command === "/usr/bin/python3")).toEqual({ command: "/usr/bin/python3", pkg: "python3-junitparser", module: "junitparser" });
  });

  it(".ci/run and npm run test:setup install the list; the README's test command runs it", () => {
    expect(readFileSync(join(root, ".ci/run"), "utf8")).toMatch(/^scripts\/system-tools\.sh$/m);
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts["test:setup"]).toBe("scripts/system-tools.sh");
    expect(readFileSync(join(root, "README.md"), "utf8")).toMatch(/npm run test:setup && npm ci && npm test/);
  });

  it("this machine has every one (else: npm run test:setup)", () => {
    const r = spawnSync(join(root, "scripts/system-tools.sh"), ["--check"], { cwd: root, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
