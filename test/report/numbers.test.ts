// Numbers in finding messages are formatted for people: milliseconds as integers, dollars with
// four decimals, no float noise (the engine sums step costs and latencies in floating point).
import { describe, expect, test } from "vitest";
import { formatMessageNumber } from "../../src/rules/common.js";
import { samplesReport } from "./fixtures.js";

describe("numbers in messages", () => {
  test("the helper", () => {
    expect(formatMessageNumber(0.1 + 0.054, "usd")).toBe("0.1540");
    expect(formatMessageNumber(1800.4999, "ms")).toBe("1800");
    expect(formatMessageNumber(0.1 + 0.2, "plain")).toBe("0.3");
    expect(formatMessageNumber(1_234_567, "plain")).toBe("1234567");
  });

  test("budget findings of the samples", async () => {
    const messages = (await samplesReport()).reports.flatMap((e) => e.findings.filter((f) => f.rule_id.startsWith("ARH-BUD-")).map((f) => f.message));
    expect(messages).toContain("total cost $0.0650 is over the $0.0500 budget");
    expect(messages).toContain("tool 'lookup_order' at step 's1' took 7200 ms, over the 5000 ms step budget");
    expect(messages).toContain("the model response at step 's4' took 9800 ms, over the 5000 ms step budget");
    for (const m of messages) expect(m).not.toMatch(/\d\.\d{5,}|\d{4,}\.\d/);
  });
});
