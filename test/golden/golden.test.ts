// Every output byte of `arh validate` (report JSON, SARIF, JUnit, Markdown, console plain and
// --verbose, stderr, exit code) on the samples, the adapter fixtures and a generated bench corpus,
// against golden files (recorded again for report format 2, whose lean step digests carry no
// previews; every other output is as recorded before the speed work). Golden files with format-1
// digests may hold the older, longer argument preview (`args`), which the test cuts to the bound
// before comparing. The SARIF `tool` object (rule metadata from the
// registry) is left out: rule texts change on their own. After an intentional output change,
// regenerate with `node test/golden/record.mjs` (it runs the built CLI).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runValidateCommand } from "../../src/commands/validate.js";
import { CASES, OUTPUTS, root, writeGenerated } from "./cases.mjs";

const PREVIEW = 120;

/** Today's preview from an older one (canonical JSON cut at a larger bound, "…" appended). */
function lean(args: string): string {
  if (args.length <= PREVIEW) return args;
  let cut = PREVIEW - 1;
  const c = args.charCodeAt(cut - 1);
  if (c >= 0xd800 && c <= 0xdbff) cut--; // never half a surrogate pair
  return args.slice(0, cut) + "…";
}

/** The golden report JSON with each digest line's `args` cut to today's bound. */
function leanReport(text: string): string {
  return text.replace(/^( {8})(\{"step_id":.*\})(,?)$/gm, (_, ind: string, obj: string, comma: string) => {
    const d = JSON.parse(obj) as { args?: string };
    if (d.args !== undefined) d.args = lean(d.args);
    return ind + JSON.stringify(d) + comma;
  });
}

/** SARIF without its `tool` object. */
const withoutTool = (s: string): string => s.replace(/\n {6}"tool": \{\n[\s\S]*?\n {6}\},\n/, "\n");

async function run(args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  let stdout = "";
  let stderr = "";
  const out = process.stdout.write;
  const err = process.stderr.write;
  process.stdout.write = ((s: string) => ((stdout += s), true)) as typeof process.stdout.write;
  process.stderr.write = ((s: string) => ((stderr += s), true)) as typeof process.stderr.write;
  try {
    const code = await runValidateCommand(args);
    return { stdout, stderr, code };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

let gen: string;
let work: string;
const cwd = process.cwd();
beforeAll(() => {
  gen = mkdtempSync(join(tmpdir(), "arh-golden-gen-"));
  work = mkdtempSync(join(tmpdir(), "arh-golden-out-"));
  writeGenerated(gen);
  process.chdir(root);
});
afterAll(() => {
  process.chdir(cwd);
  rmSync(gen, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe("arh validate outputs equal the golden files (but the digests' argument preview)", () => {
  for (const [name, args0] of Object.entries(CASES)) {
    it(name, async () => {
      const golden = (f: string) => readFileSync(join(import.meta.dirname, name, f), "utf8");
      const args = args0.map((a) => a.replace(/^GEN/, gen));
      const o = (k: keyof typeof OUTPUTS) => join(work, `${name}.${OUTPUTS[k]}`);
      const r = await run(["--json-out", o("json"), "--sarif-out", o("sarif"), "--junit-out", o("junit"), "--md-out", o("md"), ...args]);
      expect(`${r.code}\n`).toBe(golden("exit.txt"));
      expect(r.stdout).toBe(golden("console.txt"));
      expect(r.stderr.replaceAll(gen, "GEN")).toBe(golden("stderr.txt"));
      expect(readFileSync(o("json"), "utf8")).toBe(leanReport(golden(OUTPUTS.json)));
      expect(withoutTool(readFileSync(o("sarif"), "utf8"))).toBe(withoutTool(golden(OUTPUTS.sarif)));
      expect(readFileSync(o("junit"), "utf8")).toBe(golden(OUTPUTS.junit));
      expect(readFileSync(o("md"), "utf8")).toBe(golden(OUTPUTS.md));
      const v = await run(["--verbose", ...args]);
      expect(v.stdout).toBe(golden("console-verbose.txt"));
    });
  }
  it("the preview cut: short previews unchanged, long ones bounded, no half surrogate pair", () => {
    expect(lean("{}")).toBe("{}");
    expect(lean("x".repeat(200))).toBe("x".repeat(119) + "…");
    expect(lean("x".repeat(118) + "😀" + "y".repeat(50))).toBe("x".repeat(118) + "…");
  });
});
