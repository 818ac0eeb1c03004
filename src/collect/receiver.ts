// OTLP/HTTP receiver on 127.0.0.1 (a free port): POST /v1/traces and /v1/logs with JSON or protobuf
// bodies, optionally gzip-compressed. Bounded: each body (compressed and decompressed) and the
// run's total are capped; past a cap the exporter gets 413, what was received so far is kept.
// Problems are counted per kind, for one line each to the user.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzip } from "node:zlib";
import { BadRequest, type Decoded, type Signal, decodeJson, decodeProtobuf } from "./decode.js";

type Obj = Record<string, unknown>;

export interface ReceiverLimits {
  /** Largest request body, compressed or decompressed (bytes). */
  maxBodyBytes: number;
  /** Largest total of decompressed bodies kept over the run (bytes). */
  maxTotalBytes: number;
}

export const DEFAULT_LIMITS: ReceiverLimits = { maxBodyBytes: 32 << 20, maxTotalBytes: 256 << 20 };

/** Distinct problem lines kept; later kinds are counted under one line. */
const MAX_PROBLEM_KINDS = 20;
const OTHER_PROBLEMS = "other refused requests";

export interface Receiver {
  port: number;
  url: string;
  resourceSpans: Obj[];
  resourceLogs: Obj[];
  /** Requests accepted per signal. */
  accepted: Record<Signal, number>;
  /** Problem -> how many requests had it (400/413/404...). */
  problems: Map<string, number>;
  /** Stop accepting; wait for requests in flight (at most `graceMs`), then close every connection. */
  stop(graceMs?: number): Promise<void>;
}

const PATHS: Record<string, Signal> = { "/v1/traces": "traces", "/v1/logs": "logs" };

class TooLarge extends Error {}

function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let n = 0;
    let done = false;
    req.on("data", (c: Buffer) => {
      if (done) return;
      n += c.length;
      if (n > max) {
        done = true;
        chunks.length = 0;
        reject(new TooLarge(`request body exceeds ${max} bytes`));
        req.resume();
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => {
      if (!done) resolve(Buffer.concat(chunks, n));
    });
    req.on("aborted", () => {
      if (!done) reject(new BadRequest("request body truncated (connection closed early)"));
      done = true;
    });
    req.on("error", (e) => {
      if (!done) reject(new BadRequest(`request body could not be read (${e.message})`));
      done = true;
    });
  });
}

function inflate(body: Buffer, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    gunzip(body, { maxOutputLength: max }, (err, out) => {
      if (!err) resolve(out);
      else if ((err as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") reject(new TooLarge(`decompressed body exceeds ${max} bytes`));
      else reject(new BadRequest(`gzip body does not decompress (${err.message})`));
    });
  });
}

export function startReceiver(limits: ReceiverLimits = DEFAULT_LIMITS): Promise<Receiver> {
  const resourceSpans: Obj[] = [];
  const resourceLogs: Obj[] = [];
  const accepted: Record<Signal, number> = { traces: 0, logs: 0 };
  const problems = new Map<string, number>();
  let total = 0;
  let inFlight = 0;
  const idle: (() => void)[] = [];
  const problem = (what: string): void => {
    const key = problems.has(what) || problems.size < MAX_PROBLEM_KINDS ? what : OTHER_PROBLEMS;
    problems.set(key, (problems.get(key) ?? 0) + 1);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? "").split("?")[0] ?? "";
    const signal = PATHS[path];
    const reply = (code: number, message?: string): void => {
      if (message !== undefined) problem(`HTTP ${code}: ${message}`);
      if (res.headersSent) return;
      const body = message === undefined ? "{}" : JSON.stringify({ code: code === 413 ? 8 : 3, message });
      res.writeHead(code, { "content-type": "application/json", connection: code >= 400 ? "close" : "keep-alive" });
      res.end(body);
    };
    if (signal === undefined) return reply(404, `no OTLP endpoint at ${path.slice(0, 100)} (expected /v1/traces or /v1/logs)`);
    if (req.method !== "POST") return reply(405, `${String(req.method).slice(0, 10)} is not supported (POST an export request)`);
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    const proto = type === "application/x-protobuf" || type === "application/protobuf";
    if (!proto && type !== "application/json") return reply(415, `content type '${type.slice(0, 60)}' is not OTLP (application/json or application/x-protobuf)`);
    const enc = String(req.headers["content-encoding"] ?? "identity").toLowerCase();
    if (enc !== "identity" && enc !== "gzip") return reply(415, `content encoding '${enc.slice(0, 30)}' is not supported (gzip or none)`);
    let decoded: Decoded;
    try {
      let body = await readBody(req, limits.maxBodyBytes);
      if (enc === "gzip") body = await inflate(body, limits.maxBodyBytes);
      if (total + body.length > limits.maxTotalBytes) throw new TooLarge(`the run's telemetry exceeds ${limits.maxTotalBytes} bytes; later requests are refused`);
      decoded = proto ? decodeProtobuf(signal, body) : decodeJson(signal, body.toString("utf8"));
      total += body.length;
    } catch (e) {
      if (e instanceof TooLarge) return reply(413, e.message);
      if (e instanceof BadRequest) return reply(400, e.message);
      throw e;
    }
    (signal === "traces" ? resourceSpans : resourceLogs).push(...decoded.resources);
    accepted[signal]++;
    if (proto) {
      // An empty Export*ServiceResponse (no partial_success).
      res.writeHead(200, { "content-type": "application/x-protobuf" });
      res.end();
    } else reply(200);
  };

  const server: Server = createServer((req, res) => {
    inFlight++;
    handle(req, res)
      .catch((e: unknown) => {
        problem(`HTTP 500: ${e instanceof Error ? e.message : String(e)}`);
        if (!res.headersSent) res.writeHead(500).end();
      })
      .finally(() => {
        if (--inFlight === 0) for (const f of idle.splice(0)) f();
      });
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 30_000;

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        port,
        url: `http://127.0.0.1:${port}`,
        resourceSpans,
        resourceLogs,
        accepted,
        problems,
        stop: async (graceMs = 2000) => {
          const closed = new Promise<void>((r) => server.close(() => r()));
          server.closeIdleConnections();
          if (inFlight > 0) {
            await Promise.race([new Promise<void>((r) => idle.push(r)), new Promise<void>((r) => setTimeout(r, graceMs).unref())]);
          }
          server.closeAllConnections();
          await closed;
        },
      });
    });
  });
}
