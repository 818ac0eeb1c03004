// OTLP receiver on 127.0.0.1 (a free port), one port for both transports: OTLP/HTTP (POST
// /v1/traces and /v1/logs with JSON or protobuf bodies, optionally gzip-compressed) and OTLP/gRPC
// (src/collect/grpc.ts). Each connection's first bytes tell which: the HTTP/2 connection preface
// goes to gRPC, anything else to the HTTP/1.1 server. Bounded: each body (compressed and
// decompressed) and the run's total are capped; past a cap the exporter gets 413 /
// RESOURCE_EXHAUSTED, what was received so far is kept. Problems are counted per kind, for one
// line each to the user; what arrived is counted per transport, to explain an empty run.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, type Socket, createServer as createNetServer } from "node:net";
import { Duplex } from "node:stream";
import { gunzip } from "node:zlib";
import { status as grpcStatus } from "@grpc/grpc-js";
import { BadRequest, type Decoded, type Signal, decodeJson, decodeProtobuf } from "./decode.js";
import { GrpcRefusal, startGrpc } from "./grpc.js";

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
  /** What connected, by transport ("OTLP/HTTP", "OTLP/gRPC", "TLS", ...) -> connections. */
  arrived: Map<string, number>;
  /** Stop accepting; wait for requests in flight (at most `graceMs`), then close every connection. */
  stop(graceMs?: number): Promise<void>;
}

const PATHS: Record<string, Signal> = { "/v1/traces": "traces", "/v1/logs": "logs" };

class TooLarge extends Error {}

/** The HTTP/2 connection preface every gRPC client sends first. */
const H2_PREFACE = Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "latin1");
/** A connection that sends nothing recognisable within this long is closed. */
const SNIFF_TIMEOUT_MS = 10_000;

export const ARRIVED_HTTP = "OTLP/HTTP";
export const ARRIVED_GRPC = "OTLP/gRPC";
export const ARRIVED_TLS = "TLS (an https:// endpoint, or a gRPC exporter without insecure mode)";
export const ARRIVED_OTHER = "neither HTTP nor gRPC";

/** How a connection's first bytes classify; undefined while they still could be the preface. */
function sniff(head: Buffer): string | undefined {
  if (head.length === 0) return undefined;
  if (head[0] === 0x16) return ARRIVED_TLS;
  const n = Math.min(head.length, H2_PREFACE.length);
  if (head.subarray(0, n).equals(H2_PREFACE.subarray(0, n))) return n === H2_PREFACE.length ? ARRIVED_GRPC : undefined;
  // An HTTP/1.x request line starts with an upper-case method (empty lines before it are allowed).
  const c = head[0]!;
  return (c >= 0x41 && c <= 0x5a) || c === 0x0d || c === 0x0a ? ARRIVED_HTTP : ARRIVED_OTHER;
}

/**
 * The socket as a stream that first yields the bytes already read from it. The HTTP/1.1 server
 * reads bytes put back with unshift(); the HTTP/2 session reads a net.Socket's handle directly and
 * would miss them, so gRPC connections get this wrapper (served through a JavaScript stream).
 */
function replay(socket: Socket, head: Buffer): Duplex {
  const d = new Duplex({
    read() {
      socket.resume();
    },
    write(chunk: Buffer, _enc, cb) {
      socket.write(chunk, cb);
    },
    final(cb) {
      socket.end();
      cb();
    },
    destroy(err, cb) {
      socket.destroy();
      cb(err);
    },
  });
  d.push(head);
  socket.on("data", (c: Buffer) => {
    if (!d.push(c)) socket.pause();
  });
  socket.once("end", () => d.push(null));
  socket.once("close", () => d.destroy());
  socket.resume();
  return d;
}

/** One line for a failure that is not the exporter's fault: what happened, what to do. */
export function describeFailure(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ECONNRESET" || code === "EPIPE" || code === "ECONNABORTED") {
    return `the exporter closed the connection before the answer was sent (${code}); what it sent before is kept, and it may retry`;
  }
  if (code === "ECONNREFUSED") {
    return `a connection the receiver opened was refused (${code}); the exporter was answered 500 and may retry; if this repeats, run arh collect again`;
  }
  const m = e instanceof Error ? e.message : String(e);
  return `the request could not be handled (${m.slice(0, 200)}); the exporter was answered 500 and may retry`;
}

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

export async function startReceiver(limits: ReceiverLimits = DEFAULT_LIMITS): Promise<Receiver> {
  const resourceSpans: Obj[] = [];
  const resourceLogs: Obj[] = [];
  const accepted: Record<Signal, number> = { traces: 0, logs: 0 };
  const problems = new Map<string, number>();
  let total = 0;
  let inFlight = 0;
  const idle: (() => void)[] = [];
  const arrived = new Map<string, number>();
  const problem = (what: string): void => {
    const key = problems.has(what) || problems.size < MAX_PROBLEM_KINDS ? what : OTHER_PROBLEMS;
    problems.set(key, (problems.get(key) ?? 0) + 1);
  };
  /** Keep a decoded request, or throw TooLarge past the run's total. */
  const keep = (signal: Signal, bytes: number, decode: () => Decoded): void => {
    if (total + bytes > limits.maxTotalBytes) throw new TooLarge(`the run's telemetry exceeds ${limits.maxTotalBytes} bytes; later requests are refused`);
    const decoded = decode();
    total += bytes;
    (signal === "traces" ? resourceSpans : resourceLogs).push(...decoded.resources);
    accepted[signal]++;
  };
  const grpc = startGrpc(limits.maxBodyBytes, (signal, body) => {
    try {
      keep(signal, body.length, () => decodeProtobuf(signal, body));
    } catch (e) {
      if (e instanceof TooLarge) throw new GrpcRefusal(grpcStatus.RESOURCE_EXHAUSTED, e.message);
      if (e instanceof BadRequest) throw new GrpcRefusal(grpcStatus.INVALID_ARGUMENT, e.message);
      throw e;
    }
  }, problem);

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
    try {
      let body = await readBody(req, limits.maxBodyBytes);
      if (enc === "gzip") body = await inflate(body, limits.maxBodyBytes);
      const b = body;
      keep(signal, b.length, () => (proto ? decodeProtobuf(signal, b) : decodeJson(signal, b.toString("utf8"))));
    } catch (e) {
      if (e instanceof TooLarge) return reply(413, e.message);
      if (e instanceof BadRequest) return reply(400, e.message);
      throw e;
    }
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
        problem(describeFailure(e));
        if (!res.headersSent) res.writeHead(500).end();
      })
      .finally(() => {
        if (--inFlight === 0) for (const f of idle.splice(0)) f();
      });
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 30_000;

  // The listening socket: reads each connection's first bytes, then hands it over.
  const sockets = new Set<Socket>();
  const front = createNetServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let head = Buffer.alloc(0);
    const timer = setTimeout(() => socket.destroy(), SNIFF_TIMEOUT_MS).unref();
    const onData = (chunk: Buffer): void => {
      head = Buffer.concat([head, chunk]);
      const kind = sniff(head);
      if (kind === undefined) return;
      clearTimeout(timer);
      socket.off("data", onData);
      socket.pause();
      arrived.set(kind, (arrived.get(kind) ?? 0) + 1);
      if (kind === ARRIVED_TLS || kind === ARRIVED_OTHER) {
        socket.destroy();
        return;
      }
      if (kind === ARRIVED_GRPC) {
        grpc.inject(replay(socket, head));
        return;
      }
      socket.unshift(head);
      server.emit("connection", socket);
      socket.resume();
    };
    socket.on("data", onData);
  });

  // The HTTP server listens too (on another free loopback port, never advertised): listening is
  // what starts its connection tracking, which its request and header timeouts rely on.
  const listen = (s: Server | ReturnType<typeof createNetServer>): Promise<void> =>
    new Promise((res, rej) => {
      s.once("error", rej);
      s.listen(0, "127.0.0.1", () => res());
    });
  await Promise.all([listen(server), listen(front)]);
  const port = (front.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    resourceSpans,
    resourceLogs,
    accepted,
    problems,
    arrived,
    stop: async (graceMs = 2000) => {
      const closed = Promise.all([new Promise<void>((r) => front.close(() => r())), new Promise<void>((r) => server.close(() => r()))]);
      server.closeIdleConnections();
      const drained = grpc.stop(graceMs);
      if (inFlight > 0) {
        await new Promise<void>((r) => {
          const t = setTimeout(r, graceMs);
          idle.push(() => {
            clearTimeout(t);
            r();
          });
        });
      }
      server.closeAllConnections();
      await drained;
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}
