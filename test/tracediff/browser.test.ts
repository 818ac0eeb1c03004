// Real parts: headless Debian Chromium (playwright-core, no downloaded browser) renders the
// <trace-diff> component from the generated index.html (file://) and from pages using each of the
// three data modes (data-src over a local HTTP server started and stopped here, inline JSON,
// programmatic), with the component compiled by tsc as plain browser ESM.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { buildTraceDiffs, inlineJson, writeTraceDiffs, type AbtDocument } from "../../src/tracediff/index.js";
import { ROOT, sampleRun } from "./helpers.js";

const ARTIFACTS = join(ROOT, "test-artifacts", "trace-diff");
/** The built bundle (dist/cli.js, dist/trace-diff.js): env ARH_DIST_DIR, default <repo>/dist. */
const DIST = process.env.ARH_DIST_DIR ? process.env.ARH_DIST_DIR : join(ROOT, "dist");
const CLI = join(DIST, "cli.js");
/** The committed skeleton dist holds a placeholder cli.js: the bundle tests need a real build. */
const HAVE_BUNDLE = existsSync(CLI) && statSync(CLI).size > 10_000 && existsSync(join(DIST, "trace-diff.js"));
const HOSTILE = "<img src=x onerror=alert(1)></script><script>alert(2)</script>";

let work: string;
let docs: AbtDocument[];
let browser: Browser;
let server: Server;
let base: string;

interface RenderedStep { n: string; kind: string | null; marker: string | null; glyph: string; tool: string; result: string; cons: boolean; viol: boolean; empty: boolean; usage: string; sameLine: boolean; resultWeight: string }
interface Rendered {
  error: string | null;
  height: number;
  /** Empty space between the last row and the grid's bottom edge (px). */
  slack: number;
  mode: string | null;
  head: string;
  inspect: string | null;
  rails: { id: string; label: string; regression: boolean; steps: RenderedStep[] }[];
  brackets: { rail: string; from: string; to: string; top: number; bottom: number; fromTop: number; toBottom: number }[];
  verdict: string;
}

/** Everything the assertions need, read from the open shadow root of the n-th <trace-diff>. */
async function inspect(page: Page, selector = "trace-diff", index = 0): Promise<Rendered> {
  return page.evaluate(
    ([sel, i]) => {
      const host = document.querySelectorAll(sel)[i as number] as HTMLElement;
      const root = host.shadowRoot!;
      const err = root.querySelector(".error");
      const rails = Array.from(root.querySelectorAll("section.rail")).map((r) => ({
        id: r.id,
        label: r.querySelector(".kicker")!.textContent!,
        regression: r.hasAttribute("data-regression"),
        steps: Array.from(r.querySelectorAll(".step"))
          .map((s) => ({
            n: s.getAttribute("data-n")!,
            kind: s.getAttribute("data-kind"),
            marker: s.getAttribute("data-marker"),
            glyph: s.querySelector(".marker")?.textContent ?? "",
            tool: s.querySelector(".tool")?.textContent ?? "",
            result: s.querySelector(".result")?.textContent ?? "",
            cons: s.hasAttribute("data-consequential"),
            viol: s.hasAttribute("data-in-violation"),
            empty: s.hasAttribute("data-empty"),
            usage: s.querySelector(".usage")?.textContent ?? "",
            // the result sits on the tool's line (never wrapped onto one of its own)
            sameLine: !s.querySelector(".result") || Math.abs(s.querySelector(".result")!.getBoundingClientRect().top - s.querySelector(".tool")!.getBoundingClientRect().top) < 4,
            resultWeight: s.querySelector(".result") ? getComputedStyle(s.querySelector(".result")!).fontWeight : "",
          }))
          .sort((a, b) => Number(a.n) - Number(b.n)),
      }));
      const rowRect = (rail: Element, n: string) => rail.querySelector(`.step[data-n="${n}"]`)!.getBoundingClientRect();
      const brackets = Array.from(root.querySelectorAll(".bracket")).map((b) => {
        const rail = b.closest("section.rail")!;
        const r = b.getBoundingClientRect();
        const from = b.getAttribute("data-from")!;
        const to = b.getAttribute("data-to")!;
        return { rail: rail.id, from, to, top: r.top, bottom: r.bottom, fromTop: rowRect(rail, from).top, toBottom: rowRect(rail, to).bottom };
      });
      const grid = root.querySelector(".grid");
      const lastBottom = Math.max(0, ...Array.from(root.querySelectorAll(".step")).map((x) => x.getBoundingClientRect().bottom));
      return {
        error: err ? err.textContent : null,
        height: host.getBoundingClientRect().height,
        slack: grid && grid.scrollHeight <= grid.clientHeight + 1 ? grid.getBoundingClientRect().bottom - lastBottom : 0,
        mode: root.querySelector(".td")?.getAttribute("data-mode") ?? null,
        head: root.querySelector(".head")?.textContent ?? "",
        inspect: root.querySelector("a.inspect")?.getAttribute("href") ?? null,
        rails,
        brackets,
        verdict: root.querySelector(".verdict")?.textContent ?? "",
      };
    },
    [selector, index] as const,
  );
}

/** Count <img> and <script> elements anywhere, shadow roots included. */
async function injectedElements(page: Page): Promise<number> {
  return page.evaluate(() => {
    let n = 0;
    const walk = (root: Document | ShadowRoot): void => {
      n += root.querySelectorAll("img").length;
      for (const s of Array.from(root.querySelectorAll("script"))) if (s.textContent?.includes("alert(")) n += s.getAttribute("type") === "application/json" ? 0 : 1;
      for (const el of Array.from(root.querySelectorAll("*"))) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return n;
  });
}

interface Watch { dialogs: string[]; errors: string[]; requests: string[] }
async function open(url: string, viewport = { width: 1100, height: 900 }): Promise<{ page: Page; watch: Watch }> {
  const page = await browser.newPage({ viewport });
  const watch: Watch = { dialogs: [], errors: [], requests: [] };
  page.on("dialog", (d) => {
    watch.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on("pageerror", (e) => watch.errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") watch.errors.push(m.text());
  });
  page.on("request", (r) => watch.requests.push(r.url()));
  await page.goto(url);
  await page.waitForFunction(() => Array.from(document.querySelectorAll("trace-diff")).every((e) => e.shadowRoot && !/loading/.test(e.shadowRoot.textContent ?? "") && e.shadowRoot.childElementCount > 0));
  return { page, watch };
}

function hostileDoc(): AbtDocument {
  return {
    schema: "agent-behavior-trace/v0",
    case: "hostile " + HOSTILE,
    contract: "c" + HOSTILE,
    rails: [
      { id: "run-a", label: "Run A " + HOSTILE, regression: false, steps: [{ n: 1, tool: "lookup", result: HOSTILE, kind: "read" }] },
      { id: "run-b", label: "Run B", regression: true, steps: [{ n: 1, tool: "t" + HOSTILE, result: "ok " + HOSTILE, kind: "side_effect", consequential: true, args: { q: HOSTILE }, return: HOSTILE }] },
    ],
    verdict: { output: "FAIL", behavior: "FAIL", behavior_reason: "reason " + HOSTILE, operational: HOSTILE },
  };
}

const MIME: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".json": "application/json" };

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "td-browser-"));
  mkdirSync(ARTIFACTS, { recursive: true });
  docs = buildTraceDiffs({ ...(await sampleRun()), baselineLabel: "main@1a2b3c4", candidateLabel: "pr@9f8e7d6" });
  writeTraceDiffs(join(work, "out"), docs);
  writeTraceDiffs(join(work, "hostile"), [hostileDoc()]);
  // The component as the build compiles it: plain browser ESM, tsc, no bundler.
  execFileSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), join(ROOT, "src/tracediff/component.ts"), "--outDir", join(work, "esm"), "--target", "es2022", "--module", "esnext", "--lib", "es2022,dom", "--strict", "--skipLibCheck", "--types", "node"], { stdio: "pipe" });
  const esm = readFileSync(join(work, "esm/component.js"), "utf8");
  expect(esm).not.toMatch(/^\s*import\s/m);

  const page = (body: string): string => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title></head><body>${body}<script type="module" src="/esm/component.js"></script></body></html>`;
  writeFileSync(join(work, "src-mode.html"), page(`
<trace-diff id="c" data-src="/out/refund-before-eligibility-1002.json"></trace-diff>
<div style="height:16px"></div>
<trace-diff id="e" data-mode="expanded" data-inspect="/lab/opbr#after-step-3" data-src="/out/refund-before-eligibility-1002.json"></trace-diff>
<trace-diff id="missing" data-src="/out/nope.json"></trace-diff>`));
  writeFileSync(join(work, "inline-mode.html"), page(`
<trace-diff id="i" data-inspect="javascript:alert(3)"><script type="application/json">${inlineJson(docs[1])}</script></trace-diff>
<trace-diff id="h" data-mode="expanded"><script type="application/json">${inlineJson(hostileDoc())}</script></trace-diff>
<trace-diff id="bad"><script type="application/json">{"schema": </script></trace-diff>`));
  writeFileSync(join(work, "prop-mode.html"), page(`<trace-diff id="p"></trace-diff><trace-diff id="q" data-mode="expanded"></trace-diff>`));
  writeFileSync(join(work, "widths.html"), page(`<div style="width:900px"><trace-diff id="w900"></trace-diff></div><div style="width:320px"><trace-diff id="w320"></trace-diff></div><div style="width:1600px"><trace-diff id="w1600"></trace-diff></div>`));
  writeFileSync(join(work, "file-src.html"), `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><trace-diff data-src="out/refund-twice-1001.json"></trace-diff><script>${readFileSync(join(work, "out/index.html"), "utf8").match(/<script>([\s\S]*)<\/script>\n<\/body>/)![1]}</script></body></html>`);

  server = createServer((req, res) => {
    const p = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(work, p);
    if (!file.startsWith(work) || !existsSync(file)) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": MIME[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const addr = server.address();
  base = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;

  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("index.html from file://", () => {
  test("renders both diffs with rows, markers, brackets and verdicts; no network, no errors", async () => {
    const url = pathToFileURL(join(work, "out", "index.html")).href;
    const { page, watch } = await open(url);
    expect(await page.locator("trace-diff").count()).toBe(2);

    const a = await inspect(page, "trace-diff", 0); // refund before eligibility
    expect(a.error).toBeNull();
    expect(a.mode).toBe("expanded");
    expect(a.head).toContain("refund-before-eligibility-1002 · Tools called out of order");
    expect(a.head).toContain("refund-policy-v1 · ARH-SEQ-003");
    expect(a.rails.map((r) => [r.id, r.label, r.regression])).toEqual([
      ["baseline", "Baseline · main@1a2b3c4 · pass", false],
      ["candidate", "Candidate · pr@9f8e7d6 · fail", true],
    ]);
    // Rows follow the LCS alignment: the moved check leaves a gap on each rail (rows 2 and 4).
    expect(a.rails[0]!.steps.map((s) => [s.n, s.tool, s.glyph, s.cons, s.viol, s.empty])).toEqual([
      ["1", "lookup_order", "○", false, false, false],
      ["2", "check_eligibility", "○", false, false, false],
      ["3", "issue_refund", "○", false, false, false],
      ["4", "", "", false, false, true],
      ["5", "respond", "○", false, false, false],
    ]);
    expect(a.rails[1]!.steps.map((s) => [s.n, s.tool, s.kind, s.marker, s.glyph, s.cons, s.viol, s.empty])).toEqual([
      ["1", "lookup_order", "read", "open-circle", "○", false, false, false],
      ["2", "", null, null, "", false, false, true],
      ["3", "issue_refund", "side_effect", "filled-square", "■", true, false, false],
      ["4", "check_eligibility", "precondition", "open-circle", "○", false, true, false],
      ["5", "respond", "respond", "open-circle", "○", false, false, false],
    ]);
    // The bracket runs from the consequential row through the in_violation row.
    expect(a.brackets).toHaveLength(1);
    const br = a.brackets[0]!;
    expect([br.rail, br.from, br.to]).toEqual(["candidate", "3", "4"]);
    expect(Math.abs(br.top - br.fromTop)).toBeLessThanOrEqual(6);
    expect(Math.abs(br.bottom - br.toBottom)).toBeLessThanOrEqual(6);
    expect(a.verdict).toMatch(/^output PASSbehavior FAILARH-SEQ-003 — 'issue_refund' \(step 's2'\) was called before 'check_eligibility'.*within budget$/);
    // five rows fit: the card is as tall as they are (no empty area), at most 420 px
    expect(a.height).toBeLessThan(440);
    expect(a.slack).toBeLessThan(12);
    // each step's own latency and tokens, labelled; results on the tool's line, not bold
    expect(a.rails[0]!.steps.map((s) => s.usage)).toEqual(["190 ms · 194 tokens", "170 ms · 223 tokens", "400 ms · 258 tokens", "", "610 ms · 332 tokens"]);
    expect(a.rails[1]!.steps[2]!.usage).toBe("390 ms · 237 tokens");
    for (const r of a.rails) for (const st of r.steps) if (!st.empty) expect([st.n, st.sameLine, st.resultWeight]).toEqual([st.n, true, "400"]);

    const b = await inspect(page, "trace-diff", 1); // refund twice
    expect(b.rails[1]!.steps.filter((s) => s.cons).map((s) => [s.n, s.tool, s.glyph])).toEqual([["4", "issue_refund", "■"]]);
    expect(b.rails[1]!.steps.some((s) => s.viol)).toBe(false);
    expect(b.rails[0]!.steps.map((s) => [s.n, s.empty])).toEqual([["1", false], ["2", false], ["3", false], ["4", true], ["5", false]]);
    expect(b.brackets.map((x) => [x.rail, x.from, x.to])).toEqual([["candidate", "4", "4"]]);
    expect(b.verdict).toContain("ARH-FLW-003");

    expect(watch.requests).toEqual([url]);
    expect(watch.errors).toEqual([]);
    expect(watch.dialogs).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, "index.png"), fullPage: true });
    await page.close();
  });

  test("hostile trace text renders as text, runs nothing", async () => {
    const { page, watch } = await open(pathToFileURL(join(work, "hostile", "index.html")).href);
    const h = await inspect(page);
    expect(h.error).toBeNull();
    expect(h.rails[0]!.steps[0]!.result).toBe(HOSTILE);
    expect(h.rails[0]!.label).toBe("Run A " + HOSTILE);
    expect(h.rails[1]!.steps[0]!.tool).toBe("t" + HOSTILE);
    expect(h.head).toContain("hostile " + HOSTILE);
    expect(h.verdict).toContain("reason " + HOSTILE);
    expect(await injectedElements(page)).toBe(0);
    await page.waitForTimeout(200);
    expect(watch.dialogs).toEqual([]);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});

describe("data modes (component compiled by tsc as browser ESM)", () => {
  test("data-src over HTTP, compact and expanded heights, inspect link", async () => {
    const { page, watch } = await open(`${base}/src-mode.html`);
    const c = await inspect(page, "#c");
    expect(c.error).toBeNull();
    expect(c.mode).toBe("compact");
    expect(c.height).toBeGreaterThan(190);
    expect(c.height).toBeLessThan(215);
    expect(c.rails[1]!.steps.filter((s) => s.cons).map((s) => s.tool)).toEqual(["issue_refund"]);
    expect(c.brackets.map((x) => [x.from, x.to])).toEqual([["3", "4"]]);
    const e = await inspect(page, "#e");
    expect(e.mode).toBe("expanded");
    expect(e.height).toBeGreaterThan(c.height);
    expect(e.height).toBeLessThan(440);
    expect(e.slack).toBeLessThan(12);
    expect(e.inspect).toBe("/lab/opbr#after-step-3");
    expect(e.head).toContain("inspect →");
    const m = await inspect(page, "#missing");
    expect(m.error).toBe("[trace-diff: cannot load /out/nope.json (HTTP 404)]");
    await page.locator("#c").screenshot({ path: join(ARTIFACTS, "compact.png") });
    await page.locator("#e").screenshot({ path: join(ARTIFACTS, "expanded.png") });
    // Switching the mode attribute re-renders.
    await page.evaluate(() => document.querySelector("#c")!.setAttribute("data-mode", "expanded"));
    expect((await inspect(page, "#c")).height).toBe(e.height);
    expect(watch.dialogs).toEqual([]);
    expect(watch.errors.filter((x) => !/404/.test(x))).toEqual([]);
    await page.close();
  });

  test("inline JSON child; javascript: inspect links are dropped; invalid JSON says so", async () => {
    const { page, watch } = await open(`${base}/inline-mode.html`);
    const i = await inspect(page, "#i");
    expect(i.error).toBeNull();
    expect(i.head).toContain("refund-twice-1001");
    expect(i.inspect).toBeNull();
    expect(i.rails[1]!.steps).toHaveLength(5);
    const h = await inspect(page, "#h");
    expect(h.rails[1]!.steps[0]!.result).toBe("ok " + HOSTILE);
    expect(await page.evaluate(() => document.querySelector("#h")!.shadowRoot!.querySelector(".detail")!.textContent)).toContain(HOSTILE);
    expect((await inspect(page, "#bad")).error).toBe("[trace-diff: invalid inline JSON · expected agent-behavior-trace/v0]");
    expect(await injectedElements(page)).toBe(0);
    expect(watch.dialogs).toEqual([]);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  test("programmatic data + render(); wrong schema and missing rail render only the error line", async () => {
    const { page, watch } = await open(`${base}/prop-mode.html`);
    expect((await inspect(page, "#p")).error).toBe("[trace-diff: no data · expected agent-behavior-trace/v0]");
    const set = (d: unknown, sel = "#p"): Promise<void> =>
      page.evaluate(([s, v]) => {
        const el = document.querySelector(s as string) as HTMLElement & { data: unknown; render(): void };
        el.data = v;
        el.render();
      }, [sel, d] as const);

    await set(docs[0]);
    const p = await inspect(page, "#p");
    expect(p.error).toBeNull();
    expect(p.rails[1]!.steps.filter((s) => s.viol).map((s) => s.tool)).toEqual(["check_eligibility"]);
    expect(p.verdict).toContain("behavior FAIL");

    await set({ ...docs[0], schema: "agent-behavior-trace/v1" });
    let r = await inspect(page, "#p");
    expect(r.error).toBe("[trace-diff: unsupported schema agent-behavior-trace/v1 · expected agent-behavior-trace/v0]");
    expect(r.rails).toEqual([]);
    expect(await page.evaluate(() => document.querySelector("#p")!.shadowRoot!.textContent)).not.toContain("issue_refund");

    await set({ ...docs[0], rails: [docs[0]!.rails[0]] });
    r = await inspect(page, "#p");
    expect(r.error).toBe("[trace-diff: unsupported schema agent-behavior-trace/v0 (missing or invalid: rails (exactly 2)) · expected agent-behavior-trace/v0]");
    expect(r.rails).toEqual([]);

    const noReason = JSON.parse(JSON.stringify(docs[0]));
    delete noReason.verdict.behavior_reason;
    await set(noReason);
    expect((await inspect(page, "#p")).error).toContain("(missing or invalid: verdict.behavior_reason)");

    // a flag of the wrong type would silently draw no marker: it is an error line instead
    const stringFlag = JSON.parse(JSON.stringify(docs[0]));
    stringFlag.rails[1].steps[1].consequential = "true";
    await set(stringFlag);
    expect((await inspect(page, "#p")).error).toContain("(missing or invalid: rails[1].steps[1].consequential)");
    const numberFlag = JSON.parse(JSON.stringify(docs[0]));
    numberFlag.rails[0].steps[0].in_violation = 1;
    await set(numberFlag);
    expect((await inspect(page, "#p")).error).toContain("(missing or invalid: rails[0].steps[0].in_violation)");

    // many findings: the verdict area scrolls on its own, the step grid keeps its height
    const wordy = JSON.parse(JSON.stringify(docs[0]));
    wordy.verdict.behavior_reason = Array.from({ length: 300 }, (_, i) => `ARH-SCH-00${i % 9} — finding ${i}`).join("; ");
    await set(wordy);
    await page.evaluate(() => document.querySelector("#p")!.setAttribute("data-mode", "expanded"));
    const sizes = await page.evaluate(() => {
      const root = document.querySelector("#p")!.shadowRoot!;
      const v = root.querySelector(".verdict") as HTMLElement;
      return { grid: root.querySelector(".grid")!.getBoundingClientRect().height, verdict: v.getBoundingClientRect().height, scrolls: v.scrollHeight > v.clientHeight };
    });
    expect(sizes.scrolls).toBe(true);
    expect(sizes.verdict).toBeLessThan(130);
    expect(sizes.grid).toBeGreaterThan(150);
    await page.evaluate(() => document.querySelector("#p")!.removeAttribute("data-mode"));

    await set({ schema: "agent-behavior-trace/v0", case: "x" });
    expect((await inspect(page, "#p")).error).toContain("(missing or invalid: contract)");
    await set({ case: "x" });
    expect((await inspect(page, "#p")).error).toBe("[trace-diff: unsupported schema (none) · expected agent-behavior-trace/v0]");

    await set(hostileDoc(), "#q");
    const q = await inspect(page, "#q");
    expect(q.rails[0]!.steps[0]!.result).toBe(HOSTILE);
    expect(await injectedElements(page)).toBe(0);
    expect(watch.dialogs).toEqual([]);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  test("a schema mismatch is a single line at any width: cut with an ellipsis, the whole text in its title", async () => {
    const { page, watch } = await open(`${base}/widths.html`);
    const base0 = docs[0]!;
    const broken: [string, (d: Record<string, unknown> & { rails: Record<string, unknown>[]; verdict: Record<string, unknown> }) => void][] = [
      ["wrong version", (d) => (d.schema = "agent-behavior-trace/v1")],
      ["no case", (d) => delete d.case],
      ["no contract", (d) => delete d.contract],
      ["contract_clause a number", (d) => (d.contract_clause = 3)],
      ["one rail", (d) => d.rails.pop()],
      ["a rail not an object", (d) => (d.rails[1] = 7 as unknown as Record<string, unknown>)],
      ["a bad rail id", (d) => (d.rails[1]!.id = "Not A Slug")],
      ["a rail without label", (d) => delete d.rails[1]!.label],
      ["regression a string", (d) => (d.rails[0]!.regression = "no")],
      ["no steps", (d) => (d.rails[1]!.steps = [])],
      ["a step's n", (d) => ((d.rails[1]!.steps as Record<string, unknown>[])[1]!.n = 0)],
      ["a step's tool", (d) => delete (d.rails[1]!.steps as Record<string, unknown>[])[1]!.tool],
      ["a step's result", (d) => ((d.rails[1]!.steps as Record<string, unknown>[])[1]!.result = 12)],
      ["a step's kind", (d) => ((d.rails[1]!.steps as Record<string, unknown>[])[1]!.kind = "write")],
      ["consequential a string", (d) => ((d.rails[1]!.steps as Record<string, unknown>[])[1]!.consequential = "true")],
      ["in_violation a number", (d) => ((d.rails[1]!.steps as Record<string, unknown>[])[1]!.in_violation = 1)],
      ["no behavior_reason", (d) => delete d.verdict.behavior_reason],
      ["a 120-character schema", (d) => (d.schema = "agent-behavior-trace/v0-" + "x".repeat(200))],
    ];
    for (const [what, edit] of broken) {
      const d = JSON.parse(JSON.stringify(base0));
      edit(d);
      for (const id of ["w900", "w320", "w1600"]) {
        const got = await page.evaluate(([sel, v]) => {
          const host = document.querySelector(sel as string) as HTMLElement & { data: unknown; render(): void };
          host.data = v;
          host.render();
          const err = host.shadowRoot!.querySelector(".error") as HTMLElement | null;
          if (!err) return null;
          const range = document.createRange();
          range.selectNodeContents(err);
          const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          return { text: err.textContent ?? "", title: err.title, lines: tops.size, hostWidth: host.getBoundingClientRect().width, width: err.getBoundingClientRect().width, cut: err.scrollWidth > err.clientWidth };
        }, [`#${id}`, d] as const);
        expect(got, `${what} at ${id}`).not.toBeNull();
        expect(got!.text, what).toMatch(/^\[trace-diff: unsupported schema .* · expected agent-behavior-trace\/v0\]$/);
        expect(got!.lines, `${what} at ${id}: ${got!.text}`).toBe(1);
        expect(got!.title).toBe(got!.text);
        expect(got!.width).toBeLessThanOrEqual(got!.hostWidth); // never wider than its column
        if (id === "w320") expect(got!.cut, what).toBe(true);
      }
    }
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  test("data-src from file:// cannot be fetched by Chromium: the element says so (no silent failure)", async () => {
    const { page } = await open(pathToFileURL(join(work, "file-src.html")).href);
    const r = await inspect(page);
    expect(r.error).toMatch(/^\[trace-diff: cannot load out\/refund-twice-1001\.json \(.+\)\]$/);
    await page.close();
  });
});

describe.skipIf(!HAVE_BUNDLE)(`built bundle (${DIST})`, () => {
  const compareCli = (out: string) =>
    spawnSync(process.execPath, [CLI, "compare", "--baseline", "samples/regressions/baseline-report.json", "--policy", "samples/regressions/policy.json", "--diff-out", out, "--quiet", "samples/regressions/candidate"], { cwd: ROOT, encoding: "utf8" });

  test("arh compare --diff-out writes the v0 documents and a byte-identical index.html that renders", async () => {
    const r1 = compareCli(join(work, "cli1"));
    const r2 = compareCli(join(work, "cli2"));
    expect(r2.status, r2.stderr).toBe(1);
    expect(r1.status, r1.stderr).toBe(1); // the gate fails on the two regressions
    const names = ["refund-before-eligibility-1002.json", "refund-twice-1001.json"];
    const plain = buildTraceDiffs({ ...(await sampleRun()) });
    names.forEach((n, i) => expect(JSON.parse(readFileSync(join(work, "cli1", n), "utf8"))).toEqual(plain[i]));
    for (const f of [...names, "index.html"]) expect(readFileSync(join(work, "cli2", f), "utf8")).toBe(readFileSync(join(work, "cli1", f), "utf8"));

    const { page, watch } = await open(pathToFileURL(join(work, "cli1", "index.html")).href);
    const a = await inspect(page, "trace-diff", 0);
    expect(a.error).toBeNull();
    expect(a.rails[1]!.steps.filter((s) => !s.empty).map((s) => [s.tool, s.glyph, s.cons, s.viol])).toEqual([
      ["lookup_order", "○", false, false],
      ["issue_refund", "■", true, false],
      ["check_eligibility", "○", false, true],
      ["respond", "○", false, false],
    ]);
    expect(a.brackets.map((b) => [b.from, b.to])).toEqual([["3", "4"]]);
    const b = await inspect(page, "trace-diff", 1);
    expect(b.rails[1]!.steps.filter((s) => s.cons).map((s) => [s.n, s.tool, s.glyph])).toEqual([["4", "issue_refund", "■"]]);
    expect(watch.errors).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, "bundle-index.png"), fullPage: true });
    await page.close();
  });

  test("dist/trace-diff.js works as a browser module", async () => {
    mkdirSync(join(work, "dist"), { recursive: true });
    writeFileSync(join(work, "dist", "trace-diff.js"), readFileSync(join(DIST, "trace-diff.js")));
    writeFileSync(join(work, "dist-page.html"), `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><trace-diff data-src="/out/refund-twice-1001.json"></trace-diff><script type="module" src="/dist/trace-diff.js"></script></body></html>`);
    const { page, watch } = await open(`${base}/dist-page.html`);
    const r = await inspect(page);
    expect(r.error).toBeNull();
    expect(r.rails[1]!.steps.filter((s) => s.cons).map((s) => s.n)).toEqual(["4"]);
    expect(r.height).toBeGreaterThan(190);
    expect(r.height).toBeLessThan(215);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
