// A memory adapter whose grandchild escapes the process group (`setsid sleep 300 &`) and keeps the
// stdout pipe open must not keep arh alive after close(): no pipe or process handle is left behind.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NdjsonProcess } from "../../src/memory/process.js";
import { alive } from "./helpers.js";
import { escapingAdapter } from "../hostile/generate.js";

const dir = mkdtempSync(join(tmpdir(), "arh-proc-hang-"));
const pidFile = join(dir, "grandchild.pid");
const pidFile2 = join(dir, "grandchild2.pid");
const script = join(dir, "adapter.mjs");
writeFileSync(script, escapingAdapter(pidFile, true));

function grandchild(file = pidFile): number | undefined {
  try {
    return Number(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

afterAll(() => {
  for (const f of [pidFile, pidFile2]) {
    const pid = grandchild(f);
    if (pid && alive(pid)) process.kill(pid, "SIGKILL");
  }
  rmSync(dir, { recursive: true, force: true });
});

const handles = (): number => process.getActiveResourcesInfo().filter((r) => r === "PipeWrap" || r === "ProcessWrap").length;

describe("NdjsonProcess with an escaped grandchild", () => {
  it("close() releases the pipes the grandchild still holds", { timeout: 15_000 }, async () => {
    const before = handles();
    const proc = new NdjsonProcess(`${process.execPath} ${script}`, { label: "memory adapter", timeoutMs: 5000 });
    const answer = await proc.request({ op: "reset" }, "while resetting");
    expect(answer.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(alive(grandchild())).toBe(true); // still there, holding our stdout pipe
    await proc.close(500);
    await new Promise((r) => setTimeout(r, 50));
    expect(handles()).toBe(before);
  });

  it("a timed-out child's pipes are released too", { timeout: 15_000 }, async () => {
    const hang = join(dir, "hang.mjs");
    writeFileSync(hang, escapingAdapter(pidFile2, false));
    const before = handles();
    const proc = new NdjsonProcess(`${process.execPath} ${hang}`, { label: "memory adapter", timeoutMs: 300 });
    await expect(proc.request({ op: "reset" }, "while resetting")).rejects.toMatchObject({ kind: "timeout" });
    await new Promise((r) => setTimeout(r, 400));
    await proc.close(100);
    expect(handles()).toBe(before);
  });
});
