// The trace-diff page (index.html, the <trace-diff> component) as a reviewer opens it, at 800 and
// 1400 px in headless Chromium: the sample regressions plus a double refund with random ids, a
// latency-only overrun and a folded model call. Checks that nothing makes the page scroll sideways
// and writes the screenshots to test-artifacts/screenshots/ (looked at by hand; not compared).
import { afterAll, beforeAll, expect, test } from "vitest";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { buildTraceDiffs, writeTraceDiffs, type AbtDocument } from "../../src/tracediff/index.js";
import { sampleRun, ROOT } from "./helpers.js";

const OUT = join(ROOT, "test-artifacts", "screenshots");
const work = mkdtempSync(join(tmpdir(), "arh-td-page-"));
let browser: Browser;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A latency-only overrun whose first step hides a folded model call. */
const slow: AbtDocument = {
  schema: "agent-behavior-trace/v0",
  case: "refund-slow-1003 · Total latency over budget",
  contract: "refund-policy-v1",
  contract_clause: "ARH-BUD-002",
  rails: [
    { id: "baseline", label: "Baseline · main@1a2b3c4 · pass", regression: false, steps: [
      { n: 1, tool: "lookup_order", result: '{"currency":"EUR","order_id":"ORD-1001","status":"delivered","total":40}', kind: "read", args: { order_id: "ORD-1001" }, timestamp_ms: 215, tokens: 204, model_latency_ms: 183 },
      { n: 2, tool: "respond", result: "Your order ORD-1001 was delivered.", kind: "respond", timestamp_ms: 430, tokens: 90 },
    ] },
    { id: "candidate", label: "Candidate · PR #7 · fail", regression: true, steps: [
      { n: 1, tool: "lookup_order", result: '{"currency":"EUR","order_id":"ORD-1001","status":"delivered","total":40}', kind: "read", args: { order_id: "ORD-1001" }, timestamp_ms: 928, tokens: 204, model_latency_ms: 735 },
      { n: 2, tool: "respond", result: "Your order ORD-1001 was delivered.", kind: "respond", timestamp_ms: 845 + 100, tokens: 90 },
    ] },
  ],
  verdict: { output: "PASS", behavior: "PASS", operational: "total latency 945 ms over 600 ms" },
};

test.each([800, 1400])("index.html at %i px: nothing scrolls sideways", async (width) => {
  const run = await sampleRun();
  const docs = [...buildTraceDiffs({ ...run, baselineLabel: "main@1a2b3c4", candidateLabel: "PR #7" }), slow];
  const dir = join(work, String(width));
  writeTraceDiffs(dir, docs);
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  await page.route(/^(?!file:)/, (r) => r.abort());
  await page.goto(pathToFileURL(join(dir, "index.html")).href);
  await page.waitForFunction(() => document.querySelectorAll("trace-diff").length > 0 && Array.from(document.querySelectorAll("trace-diff")).every((e) => e.shadowRoot && e.shadowRoot.childElementCount > 0));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(width);
  await page.screenshot({ path: join(OUT, `trace-diff-page-${width}.png`), fullPage: true });
  await page.close();
}, 60_000);
