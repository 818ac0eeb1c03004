// Every command's flags documented: the flag table of src/commands/help.ts against the options each
// command gives parseArgs (captured by running the command with an unknown flag), the text of
// `arh CMD --help`, and the README's synopsis. A flag without a row fails here.
import { describe, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { COMMAND_HELP, COMMAND_NAMES, FLAG_HELP, commandFlags, commandHelp, flagLabel, parsedOptions, type CommandName } from "../../src/commands/help.js";
import { USAGE } from "../../src/commands/usage.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runInitCommand } from "../../src/commands/init.js";
import { runMergeCommand } from "../../src/commands/merge.js";
import { runCollectCommand } from "../../src/commands/collect.js";
import { runTrendCommand } from "../../src/commands/trend.js";
import { runCalibrateCommand } from "../../src/commands/calibrate.js";
import { capture } from "../capture.js";

const ROOT = join(import.meta.dirname, "../..");
const RUN: Record<CommandName, (args: string[]) => Promise<number>> = {
  validate: runValidateCommand,
  compare: runCompareCommand,
  init: (a) => runInitCommand(a, { stdout: () => undefined, stderr: (s) => void process.stderr.write(s) }),
  merge: runMergeCommand,
  collect: runCollectCommand,
  trend: runTrendCommand,
  calibrate: runCalibrateCommand,
};

/** Run a command in-process; its exit code and what it wrote to stderr. */
async function run(cmd: CommandName, args: string[]): Promise<{ code: number; stderr: string }> {
  const r = await capture(() => RUN[cmd](args));
  return { code: r.code, stderr: r.err };
}

/** The README's "Command line" block, one synopsis per command (continuation lines joined). */
function readmeSynopses(): Map<string, string> {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const block = /## Command line\n\n```text\n([\s\S]*?)\n```/.exec(readme)![1]!;
  const out = new Map<string, string>();
  let cur = "";
  for (const line of block.split("\n")) {
    const m = /^arh (\w+)/.exec(line);
    if (m) out.set((cur = m[1]!), line);
    else out.set(cur, `${out.get(cur)!}\n${line}`);
  }
  return out;
}

const flagsIn = (text: string): string[] => [...new Set([...text.matchAll(/--([a-z][a-z0-9-]*)/g)].map((m) => m[1]!))].sort();

describe.each(COMMAND_NAMES.map((c) => [c]))("arh %s", (cmd) => {
  test("every parseArgs option has a row of the flag table, and every row an option", async () => {
    const r = await run(cmd, ["--zz-not-a-flag", "--", "true"]);
    expect(r.code).toBe(2);
    const options = Object.keys(parsedOptions(cmd) ?? {});
    expect(options.length).toBeGreaterThan(0);
    const missing = options.filter((o) => !FLAG_HELP[o]?.commands.includes(cmd));
    expect(missing, `flags of arh ${cmd} without a row in FLAG_HELP (src/commands/help.ts)`).toEqual([]);
    expect(commandFlags(cmd).filter((f) => f !== "help").sort()).toEqual(options.filter((o) => o !== "help").sort());
    // short forms agree too
    for (const o of options) expect(FLAG_HELP[o]!.short, `-${o}`).toBe((parsedOptions(cmd)![o] as { short?: string }).short);
  });

  test("--help lists every flag with its meaning and default, and only this command's terms and exit codes", () => {
    const text = commandHelp(cmd);
    for (const f of commandFlags(cmd)) {
      const line = text.split("\n").find((l) => l.startsWith(`  ${flagLabel(f, cmd)}`));
      expect(line, `--${f}`).toBeDefined();
      expect(line!.slice(flagLabel(f, cmd).length + 2).trim().length, `--${f} has a description`).toBeGreaterThan(5);
      const def = FLAG_HELP[f]!.default;
      if (def !== undefined) expect(line).toMatch(/\(default: [^)]+\)/);
    }
    if (cmd !== "compare") expect(text).not.toMatch(/fail-on/);
    if (cmd === "collect") {
      expect(text).toMatch(/the command's own exit status/);
      expect(text).toMatch(/124 the command ran past --timeout-ms/);
      expect(text).not.toMatch(/^ {2}1 /m);
    }
    expect(text).not.toMatch(/[\u200b-\u200f\u2060\ufeff]/);
  });

  test("the README's synopsis is the help's, and names every flag", () => {
    const readme = readmeSynopses().get(cmd);
    expect(readme, `README synopsis of arh ${cmd}`).toBe(COMMAND_HELP[cmd].synopsis);
    expect(flagsIn(readme!)).toEqual(commandFlags(cmd).filter((f) => f !== "help").sort());
    expect(USAGE).toContain(COMMAND_HELP[cmd].synopsis);
  });

  test("an unknown flag is one line with the nearest valid flag", async () => {
    const near = commandFlags(cmd).find((f) => f.length >= 5 && f !== "help")!;
    const typo = near.slice(0, 2) + near.slice(3); // one letter dropped
    const r = await run(cmd, [`--${typo}`, "x", "--", "true"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`arh ${cmd}: unknown flag --${typo}; did you mean --${near}? (arh ${cmd} --help lists every flag)\n`);
  });
});

test("arh validate --polcy x: did you mean --policy, no raw parser message", async () => {
  const r = await run("validate", ["--polcy", "x", "traces"]);
  expect(r.stderr).toBe("arh validate: unknown flag --polcy; did you mean --policy? (arh validate --help lists every flag)\n");
  expect((await run("validate", ["--policy"])).stderr).toBe("arh validate: --policy needs a value (arh validate --help lists every flag)\n");
  expect((await run("validate", ["--quiet=yes", "--policy", "p"])).stderr).toBe("arh validate: --quiet takes no value (arh validate --help lists every flag)\n");
});
