// `arh collect`: the real OTLP exporters (JSON and protobuf) of real instrumented agents export into
// the receiver; bad requests get 400/413 and the run goes on; CMD's status is the exit status.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, test } from "vitest";
import { collect } from "./helpers.js";
import { startReceiver } from "../../src/collect/receiver.js";
import { adaptDocument } from "../../src/adapters/index.js";

const AGENTS = join(import.meta.dirname, "../fixtures/otlp-agents");
const tmp = mkdtempSync(join(tmpdir(), "arh-collect-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Obj = Record<string, unknown>;
const read = (dir: string, f: string): Obj => JSON.parse(readFileSync(join(dir, f), "utf8")) as Obj;

describe("arh collect with real exporters", () => {
  test("OTLP/HTTP JSON (AI SDK) and protobuf (OpenInference) runs become one file per trace", async () => {
    const a = join(tmp, "ai");
    const r1 = await collect(["--out", a, "--", process.execPath, join(AGENTS, "ai-sdk.mjs")]);
    expect(r1.code).toBe(0);
    // named by the root span and a digest of the first user message ("Please refund order A1."), not arrival
    const AI = "ai.generateText-a19f3b9f-1.json";
    expect(readdirSync(a)).toEqual([AI]);
    expect(r1.stderr).toMatch(/1 of 1 trace\(s\) recorded no trace id: .*AI SDK: experimental_telemetry: \{ isEnabled: true, metadata: \{ "arh.trace_id"/);
    expect(r1.stderr).toMatch(/1 trace\(s\) \(7 spans, 0 log records\) written to/);
    const o = join(tmp, "oi");
    const r2 = await collect(["--out", o, "--", process.execPath, join(AGENTS, "openinference.mjs")]);
    expect(r2.code).toBe(0);
    const OI = readdirSync(o)[0]!;
    expect(readdirSync(o)).toEqual([expect.stringMatching(/^refund-agent-[0-9a-f]{8}-1\.json$/)]);
    // protobuf ids are written as OTLP/JSON hex
    const spans = ((read(o, OI).resourceSpans as Obj[])[0]!.scopeSpans as Obj[]).flatMap((s) => s.spans as Obj[]);
    expect(spans.every((s) => /^[0-9a-f]{32}$/.test(s.traceId as string) && /^[0-9a-f]{16}$/.test(s.spanId as string))).toBe(true);
    for (const [dir, f] of [[a, AI], [o, OI]] as const) {
      const t = adaptDocument(read(dir, f), f, "auto")[0]!.trace;
      expect(t.trace_id).toBe(f.replace(/\.json$/, ""));
      expect((t.steps as Obj[]).map((s) => s.tool_name ?? s.type)).toEqual(["lookup_order", "check_policy", "issue_refund", "model_response"]);
    }
  }, 60_000);

  test("protobuf spans and JSON log records of one run (OpenTelemetry JS OpenAI instrumentation) land in one file", async () => {
    const out = join(tmp, "otel");
    const r = await collect(["--out", out, "--", process.execPath, join(AGENTS, "otel-openai.mjs")], { OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: "true" });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/1 trace\(s\) \(4 spans, 14 log records\) written to/);
    const [f] = readdirSync(out);
    expect(f).toMatch(/^refund-agent-[0-9a-f]{8}-1\.json$/);
    const t = adaptDocument(read(out, f!), f!, "auto")[0]!.trace;
    expect((t.steps as Obj[]).map((s) => s.tool_name ?? s.type)).toEqual(["lookup_order", "check_policy", "issue_refund", "model_response"]);
  }, 60_000);

  test("exits with CMD's status; a command that is not found is 127", async () => {
    expect((await collect(["--out", join(tmp, "x"), "--", process.execPath, "-e", "process.exit(3)"])).code).toBe(3);
    const nf = await collect(["--out", join(tmp, "y"), "--", "arh-no-such-command-here"]);
    expect(nf.code).toBe(127);
    expect(nf.stderr).toMatch(/cannot run 'arh-no-such-command-here': command not found/);
    expect(nf.stderr).toMatch(/no spans were received/);
  });

  test("a command that never exits is stopped at --timeout-ms; what it sent is kept", async () => {
    const out = join(tmp, "hang");
    const agent = `import(${JSON.stringify(join(AGENTS, "ai-sdk.mjs"))}); setInterval(() => {}, 1000);`;
    const r = await collect(["--out", out, "--timeout-ms", "10000", "--", process.execPath, "-e", agent]);
    expect(r.code).toBe(124);
    expect(r.stderr).toMatch(/did not exit within 10000 ms/);
    expect(readdirSync(out)).toEqual(["ai.generateText-a19f3b9f-1.json"]);
  }, 30_000);

  test("usage errors", async () => {
    const r = await collect(["--out", join(tmp, "z")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no command to run/);
    expect((await collect(["--timeout-ms", "soon", "--", "true"])).code).toBe(2);
  });
});

function post(url: string, path: string, body: Buffer, headers: Record<string, string>, cut = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = request(url + path, { method: "POST", headers: { ...headers, "content-length": String(body.length + (cut ? 100 : 0)) } }, (res) => {
      let b = "";
      res.on("data", (c: Buffer) => (b += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: b }));
    });
    req.on("error", () => resolve({ status: -1, body: "" }));
    req.write(body);
    if (cut) setTimeout(() => req.destroy(), 50);
    else req.end();
  });
}

describe("receiver bad input", () => {
  test("400 / 404 / 413 / 415 with a reason; good requests still accepted; always stops", async () => {
    const r = await startReceiver({ maxBodyBytes: 4096, maxTotalBytes: 8192 });
    try {
      const json = { "content-type": "application/json" };
      const proto = { "content-type": "application/x-protobuf" };
      const good = Buffer.from(JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: "ab".repeat(16), spanId: "cd".repeat(8), name: "x".repeat(1500) }] }] }] }));
      expect((await post(r.url, "/v1/traces", Buffer.from('{"hello": 1}'), json)).status).toBe(400);
      expect((await post(r.url, "/v1/traces", Buffer.from("{not json"), json)).status).toBe(400);
      expect((await post(r.url, "/v1/traces", Buffer.from([0x0a, 0xff, 0xff, 0xff, 0x0f, 0x01]), proto)).status).toBe(400);
      expect((await post(r.url, "/v1/traces", Buffer.from("not gzip"), { ...json, "content-encoding": "gzip" })).status).toBe(400);
      expect((await post(r.url, "/v1/metrics", good, json)).status).toBe(404);
      expect((await post(r.url, "/v1/traces", good, { "content-type": "text/plain" })).status).toBe(415);
      expect((await post(r.url, "/v1/traces", Buffer.alloc(5000, 32), json)).status).toBe(413);
      // a gzip bomb: small on the wire, too large once inflated
      expect((await post(r.url, "/v1/traces", gzipSync(Buffer.alloc(100_000, 32)), { ...json, "content-encoding": "gzip" })).status).toBe(413);
      await post(r.url, "/v1/traces", good.subarray(0, 20), json, true);
      const ok = await post(r.url, "/v1/traces", gzipSync(good), { ...json, "content-encoding": "gzip" });
      expect(ok.status).toBe(200);
      expect(r.accepted.traces).toBe(1);
      expect(r.resourceSpans).toHaveLength(1);
      // flooding: past the run's total every request is refused, earlier ones kept
      let refused = 0;
      for (let i = 0; i < 10; i++) if ((await post(r.url, "/v1/traces", good, json)).status === 413) refused++;
      expect(refused).toBeGreaterThan(0);
      expect(r.resourceSpans.length).toBeLessThan(11);
      // distinct problem lines are bounded however many kinds a client invents
      for (let i = 0; i < 30; i++) await post(r.url, `/v1/x${i}`, good, json);
      expect(r.problems.size).toBeLessThanOrEqual(21);
      const problems = [...r.problems.keys()].join("\n");
      expect(problems).toMatch(/HTTP 400: body is not an OTLP\/JSON traces export request/);
      expect(problems).toMatch(/HTTP 400: protobuf body does not decode/);
      expect(problems).toMatch(/HTTP 413: decompressed body exceeds 4096 bytes/);
      expect(problems).toMatch(/HTTP 413: the run's telemetry exceeds 8192 bytes/);
    } finally {
      await r.stop(200);
    }
    expect((await post(r.url, "/v1/traces", Buffer.from("{}"), {})).status).toBe(-1);
  }, 30_000);
});
