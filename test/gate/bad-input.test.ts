// Bad input of the gate's shells, one line each: TMPDIR naming a missing folder for the streamed
// comparison, a format spelt in capitals on the CLI and in the action.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { parseInputs } from "../../src/github/inputs.js";
import { makeWorkDir } from "../../src/gate/stream.js";
import { capture } from "../capture.js";

const dir = mkdtempSync(join(tmpdir(), "arh-bad-input-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the streamed comparison's temporary folder", () => {
  it("TMPDIR pointing at a missing folder: one clear line, exit 2", async () => {
    const base = "samples/regressions/baseline-report.json";
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = join(dir, "missing");
    try {
      const r = await capture(() => runCompareCommand(["--baseline", base, "--candidate", base, "--stream", "always"]));
      expect(r.code).toBe(2);
      expect(r.err).toBe(`arh compare: cannot create a work folder for the streamed comparison in the temporary folder '${join(dir, "missing")}': it does not exist (set TMPDIR to an existing, writable folder)\n`);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
    expect(() => makeWorkDir(base)).toThrow(/it is not a folder/);
  });
});

describe("zero tolerance", () => {
  it("an entry that is neither a rule id nor a category: one line naming the flag or the input", async () => {
    const base = "samples/regressions/baseline-report.json";
    const r = await capture(() => runCompareCommand(["--baseline", base, "--candidate", base, "--zero-tolerance", "ARH-FLW-003,arh-saf-001"]));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^arh compare: --zero-tolerance\[1\]: "arh-saf-001" is neither a rule id \(ARH-FLW-003, …: docs\/rules\.md\) nor a category \(.*\); did you mean ARH-SAF-001\?\n$/);
    expect(() => parseInputs((n) => (n === "zero-tolerance" ? "flow, nope" : ""))).toThrow(/^input 'zero-tolerance'\[1\]: "nope" is neither a rule id/);
    expect(parseInputs((n) => (n === "zero-tolerance" ? "none" : "")).repeats).toMatchObject({ explicit: false, options: { zeroTolerance: [] } });
  });
});

describe("format", () => {
  it("OPENAI-CHAT is refused up front by the action and the CLI alike, naming the spelling meant", async () => {
    expect(() => parseInputs((n) => (n === "format" ? "OPENAI-CHAT" : ""))).toThrow(
      "input 'format' must be one of auto, arh, openai-chat, openai-responses, anthropic-messages, cohere-chat, otlp (did you mean 'openai-chat'?) (got 'OPENAI-CHAT')",
    );
    expect(parseInputs((n) => (n === "format" ? " openai-chat " : "")).format).toBe("openai-chat");
    expect(parseInputs(() => "").format).toBe("auto");
    const r = await capture(() => runValidateCommand(["--policy", "samples/policies/refund-policy.json", "--format", "OPENAI-CHAT", "samples/traces"]));
    expect(r.code).toBe(2);
    expect(r.err).toBe("arh validate: --format must be one of auto, arh, openai-chat, openai-responses, anthropic-messages, cohere-chat, otlp (did you mean 'openai-chat'?), got 'OPENAI-CHAT'\n");
  });
});
