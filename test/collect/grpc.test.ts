// `arh collect` over OTLP/gRPC: the real Node exporter (@opentelemetry/exporter-trace-otlp-grpc)
// exports into the receiver's one port; a grpc-js client sends what no exporter would (oversized
// and gzip-bomb messages, bytes that are not protobuf, metrics); the explanation of an empty run
// says what was expected and what arrived; a process CMD leaves running does not hold arh.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { credentials, makeGenericClientConstructor, status, type ServiceError } from "@grpc/grpc-js";
import { afterAll, describe, expect, test } from "vitest";
import { describeFailure, startReceiver, type Receiver } from "../../src/collect/receiver.js";
import { exporterEnv, nothingReceived } from "../../src/commands/collect.js";
import { adaptDocument } from "../../src/adapters/index.js";
import { collect } from "./helpers.js";

const AGENTS = join(import.meta.dirname, "../fixtures/otlp-agents");
const tmp = mkdtempSync(join(tmpdir(), "arh-collect-grpc-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Obj = Record<string, unknown>;

describe("OTLP/gRPC", () => {
  test("the real OTLP/gRPC trace exporter, plain and gzip-compressed, lands in one trace file", async () => {
    const cases: [string, Record<string, string | undefined>][] = [
      ["plain", { OTEL_EXPORTER_OTLP_PROTOCOL: "grpc", OTEL_EXPORTER_OTLP_COMPRESSION: "none" }],
      ["gzip", { OTEL_EXPORTER_OTLP_PROTOCOL: "grpc", OTEL_EXPORTER_OTLP_COMPRESSION: "gzip" }],
      // a program that builds its gRPC exporter in code, with the protocol variable unset: arh sets
      // http/protobuf and the /v1/traces endpoint, the exporter sends gRPC to that address anyway
      ["in-code", { OTEL_EXPORTER_OTLP_PROTOCOL: undefined, AGENT_EXPORTER: "grpc" }],
    ];
    for (const [label, env] of cases) {
      const out = join(tmp, `grpc-${label}`);
      const r = await collect(["--out", out, "--", process.execPath, join(AGENTS, "grpc-spans.mjs")], env);
      expect(r.stderr).not.toMatch(/refused/);
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(/1 trace\(s\) \(3 spans, 0 log records\) written to/);
      const [f] = readdirSync(out);
      expect(readdirSync(out)).toEqual([expect.stringMatching(/^invoke_agent_grpc-agent(-[0-9a-f]{8})?-1\.json$/)]);
      const doc = JSON.parse(readFileSync(join(out, f!), "utf8")) as Obj;
      const t = adaptDocument(doc, f!, "auto")[0]!.trace;
      expect(t.agent_name).toBe("grpc-agent");
      expect((t.steps as Obj[]).map((s) => s.tool_name ?? s.type)).toEqual(["model_response", "lookup_order"]);
    }
  }, 60_000);

  test("an instrumented agent (LangChain through OpenInference) over OTLP/gRPC", async () => {
    const out = join(tmp, "grpc-langchain");
    const r = await collect(["--out", out, "--", process.execPath, join(AGENTS, "langchain-agent.mjs")], { OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/1 trace\(s\) \(17 spans, 0 log records\) written to/);
    const [f] = readdirSync(out);
    expect(f).toMatch(/^refund-agent-[0-9a-f]{8}-1\.json$/);
    const t = adaptDocument(JSON.parse(readFileSync(join(out, f!), "utf8")) as Obj, f!, "auto")[0]!.trace;
    expect((t.steps as Obj[]).map((s) => s.tool_name ?? s.type)).toEqual(["lookup_order", "check_policy", "issue_refund", "model_response"]);
  }, 60_000);

  test("gRPC endpoints carry no signal path, and plain text is asked for", () => {
    const env = exporterEnv({ OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" }, "http://127.0.0.1:5");
    expect(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT).toBe("http://127.0.0.1:5");
    expect(env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL).toBe("grpc");
    expect(env.OTEL_EXPORTER_OTLP_INSECURE).toBe("true");
    const http = exporterEnv({}, "http://127.0.0.1:5");
    expect(http.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT).toBe("http://127.0.0.1:5/v1/traces");
    expect(http.OTEL_EXPORTER_OTLP_PROTOCOL).toBe("http/protobuf");
  });

  test("oversized, gzip-bomb, undecodable and metrics messages are refused with a reason; good ones kept", async () => {
    const r = await startReceiver({ maxBodyBytes: 4096, maxTotalBytes: 1 << 20 });
    const raw = (b: Buffer): Buffer => b;
    const Client = makeGenericClientConstructor(
      {
        traces: { path: "/opentelemetry.proto.collector.trace.v1.TraceService/Export", requestStream: false, responseStream: false, requestSerialize: raw, requestDeserialize: raw, responseSerialize: raw, responseDeserialize: raw },
        metrics: { path: "/opentelemetry.proto.collector.metrics.v1.MetricsService/Export", requestStream: false, responseStream: false, requestSerialize: raw, requestDeserialize: raw, responseSerialize: raw, responseDeserialize: raw },
        logs: { path: "/opentelemetry.proto.collector.logs.v1.LogsService/Export", requestStream: false, responseStream: false, requestSerialize: raw, requestDeserialize: raw, responseSerialize: raw, responseDeserialize: raw },
      },
      "otlp",
    );
    type Call = (m: Buffer, cb: (e: ServiceError | null) => void) => void;
    const plain = new Client(`127.0.0.1:${r.port}`, credentials.createInsecure()) as unknown as Record<string, Call> & { close(): void };
    const zipped = new Client(`127.0.0.1:${r.port}`, credentials.createInsecure(), { "grpc.default_compression_algorithm": 2 }) as unknown as Record<string, Call> & { close(): void };
    const send = (c: Record<string, Call>, method: string, m: Buffer): Promise<number> =>
      new Promise((resolve) => c[method]!(m, (e) => resolve(e ? e.code : status.OK)));
    try {
      // An ExportTraceServiceRequest with one resourceSpans holding one scopeSpans with one span.
      const span = Buffer.concat([Buffer.from([0x0a, 16]), Buffer.alloc(16, 0xab), Buffer.from([0x12, 8]), Buffer.alloc(8, 0xcd), Buffer.from([0x2a, 1]), Buffer.from("x")]);
      const scope = Buffer.concat([Buffer.from([0x12, span.length]), span]);
      const resource = Buffer.concat([Buffer.from([0x12, scope.length]), scope]);
      const good = Buffer.concat([Buffer.from([0x0a, resource.length]), resource]);
      expect(await send(plain, "traces", good)).toBe(status.OK);
      expect(await send(zipped, "traces", good)).toBe(status.OK);
      expect(await send(plain, "traces", Buffer.alloc(5000, 0))).toBe(status.RESOURCE_EXHAUSTED);
      // small on the wire, too large once inflated
      expect(await send(zipped, "traces", Buffer.alloc(200_000, 0))).toBe(status.RESOURCE_EXHAUSTED);
      expect(await send(plain, "traces", Buffer.from([0x0a, 0xff, 0xff, 0xff, 0x0f, 0x01]))).toBe(status.INVALID_ARGUMENT);
      expect(await send(plain, "metrics", good)).toBe(status.UNIMPLEMENTED);
      // An ExportLogsServiceRequest: one log record (body "hi") joined to the span above.
      const body = Buffer.concat([Buffer.from([0x0a, 2]), Buffer.from("hi")]);
      const record = Buffer.concat([Buffer.from([0x2a, body.length]), body, Buffer.from([0x4a, 16]), Buffer.alloc(16, 0xab), Buffer.from([0x52, 8]), Buffer.alloc(8, 0xcd)]);
      const scopeLogs = Buffer.concat([Buffer.from([0x12, record.length]), record]);
      const resourceLogs = Buffer.concat([Buffer.from([0x12, scopeLogs.length]), scopeLogs]);
      expect(await send(plain, "logs", Buffer.concat([Buffer.from([0x0a, resourceLogs.length]), resourceLogs]))).toBe(status.OK);
      expect(r.accepted.logs).toBe(1);
      const rec = ((r.resourceLogs[0]!.scopeLogs as Obj[])[0]!.logRecords as Obj[])[0]!;
      expect(rec).toMatchObject({ traceId: "ab".repeat(16), spanId: "cd".repeat(8), body: { stringValue: "hi" } });
      expect(r.accepted.traces).toBe(2);
      expect(r.resourceSpans).toHaveLength(2);
      const spans = (r.resourceSpans[0]!.scopeSpans as Obj[])[0]!.spans as Obj[];
      expect(spans[0]).toMatchObject({ traceId: "ab".repeat(16), spanId: "cd".repeat(8), name: "x" });
      const problems = [...r.problems.keys()].join("\n");
      expect(problems).toMatch(/gRPC RESOURCE_EXHAUSTED: .*larger than 4096/);
      expect(problems).toMatch(/gRPC INVALID_ARGUMENT: protobuf body does not decode/);
      expect(problems).toMatch(/gRPC UNIMPLEMENTED: metrics are not read/);
      expect(r.arrived.get("OTLP/gRPC")).toBe(2);
      expect(r.problems.size).toBe(4);
      // past the run's total every message is refused, earlier ones kept
      const small = await startReceiver({ maxBodyBytes: 4096, maxTotalBytes: good.length + 10 });
      const c = new Client(`127.0.0.1:${small.port}`, credentials.createInsecure()) as unknown as Record<string, Call> & { close(): void };
      try {
        expect(await send(c, "traces", good)).toBe(status.OK);
        expect(await send(c, "traces", good)).toBe(status.RESOURCE_EXHAUSTED);
        expect(small.resourceSpans).toHaveLength(1);
        expect([...small.problems.keys()]).toEqual([`gRPC RESOURCE_EXHAUSTED: the run's telemetry exceeds ${good.length + 10} bytes; later requests are refused`]);
      } finally {
        c.close();
        await small.stop(200);
      }
    } finally {
      plain.close();
      zipped.close();
      await r.stop(200);
    }
  }, 30_000);
});

/** Open a connection, send `bytes`, wait until the receiver closes it (or 2 s). */
function poke(r: Receiver, bytes: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const s = connect(r.port, "127.0.0.1", () => s.write(bytes));
    const t = setTimeout(() => s.destroy(), 2000);
    s.on("error", () => undefined);
    s.on("close", () => {
      clearTimeout(t);
      resolve();
    });
    s.on("data", () => s.end());
  });
}

describe("explaining an empty run", () => {
  test("names the protocol expected and what connected instead", async () => {
    const r = await startReceiver();
    try {
      expect(nothingReceived(r, "http/protobuf")).toMatch(/expected OTLP over http\/protobuf at http:\/\/127\.0\.0\.1:\d+; nothing connected/);
      await poke(r, Buffer.from([0x16, 0x03, 0x01, 0x00, 0x05]));
      await poke(r, Buffer.from("\x00\x01garbage"));
      await poke(r, Buffer.from("GET /v1/traces HTTP/1.1\r\nhost: x\r\n\r\n"));
      const line = nothingReceived(r, "grpc");
      expect(line).toMatch(/expected OTLP over grpc at/);
      expect(line).toMatch(/1 TLS .* connection\(s\)/);
      expect(line).toMatch(/1 OTLP\/HTTP connection\(s\)/);
      expect(line).toMatch(/1 neither HTTP nor gRPC connection\(s\)/);
      expect(line).toMatch(/OTEL_EXPORTER_OTLP_INSECURE=true/);
    } finally {
      await r.stop(200);
    }
  });

  test("a failure of the receiver's own says what happened and what follows, never 'HTTP 500: connect ECONNREFUSED'", () => {
    const err = (code: string, message: string): Error => Object.assign(new Error(message), { code });
    expect(describeFailure(err("ECONNRESET", "read ECONNRESET"))).toBe(
      "the exporter closed the connection before the answer was sent (ECONNRESET); what it sent before is kept, and it may retry",
    );
    expect(describeFailure(err("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:9"))).toBe(
      "a connection the receiver opened was refused (ECONNREFUSED); the exporter was answered 500 and may retry; if this repeats, run arh collect again",
    );
    expect(describeFailure(new Error("boom\nat x"))).toMatch(/^the request could not be handled \(boom/);
    for (const line of [describeFailure(err("ECONNREFUSED", "x")), describeFailure("y")]) expect(line).not.toMatch(/HTTP 500|internal error/);
  });

  test("a command that exports nothing is told so in one line", async () => {
    const r = await collect(["--out", join(tmp, "none"), "--", process.execPath, "-e", "0"], { OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/no spans were received \(expected OTLP over grpc at http:\/\/127\.0\.0\.1:\d+; nothing connected\)/);
    expect(r.stderr.trim().split("\n")).toHaveLength(2);
  });
});

describe("a process CMD leaves running", () => {
  test("does not hold arh collect: it ends when CMD exits, and its output still arrives", async () => {
    // Run through tsx as a user would run the CLI, with stdout a pipe read to its end.
    const cli = join(import.meta.dirname, "../../src/cli.ts");
    const tsx = join(import.meta.dirname, "../../node_modules/tsx/dist/cli.mjs");
    const pidFile = join(tmp, "grandchild.pid");
    const script = `const { spawn } = require('node:child_process'); const s = spawn('sleep', ['60'], { stdio: 'inherit' }); require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(s.pid)); s.unref(); console.log('child done');`;
    const child = spawn(process.execPath, [tsx, cli, "collect", "--out", join(tmp, "grandchild"), "--", process.execPath, "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", () => undefined);
    // 'close' waits for the end of arh's stdout pipe: the sleep must not hold it.
    const code = await new Promise<number | null>((resolve) => child.once("close", (c) => resolve(c)));
    const sleeper = Number(readFileSync(pidFile, "utf8"));
    let alive = true;
    try {
      process.kill(sleeper, 0);
    } catch {
      alive = false;
    }
    if (alive) process.kill(sleeper, "SIGTERM");
    expect(alive).toBe(true); // arh ended while the process its command left was still running
    expect(code).toBe(0);
    expect(out).toBe("child done\n");
  }, 40_000);
});
