export const id = 834;
export const ids = [834];
export const modules = {

/***/ 1018:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ DEFAULT_COLLECT_DIR)
/* harmony export */ });
// Defaults of `arh collect` that other commands share (`arh init` reads the traces `arh collect`
// writes): one place, so the two never disagree.
/** The folder `arh collect` writes its trace files into when `--out` is not given. */
const DEFAULT_COLLECT_DIR = "traces";


/***/ }),

/***/ 9834:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  exporterEnv: () => (/* binding */ exporterEnv),
  exporterProtocol: () => (/* binding */ exporterProtocol),
  foreignTraceFiles: () => (/* binding */ foreignTraceFiles),
  nothingReceived: () => (/* binding */ nothingReceived),
  runCollectCommand: () => (/* binding */ runCollectCommand)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./lib/commands/help.js + 1 modules
var help = __webpack_require__(565);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/commands/usage.js
var usage = __webpack_require__(7301);
// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/@grpc/grpc-js/build/src/index.js
var src = __webpack_require__(3033);
// EXTERNAL MODULE: ./node_modules/otlp-transformer-protobuf/build/src/generated/root.js
var root = __webpack_require__(4067);
;// CONCATENATED MODULE: ./lib/collect/decode.js
// OTLP/HTTP request bodies -> OTLP/JSON documents. Protobuf is decoded by protobufjs with the
// static code generated from the official opentelemetry-proto definitions (as shipped by
// @opentelemetry/otlp-transformer), never by hand; the result is rewritten into the OTLP/JSON
// encoding (hex ids, 64-bit integers as decimal strings, enums as numbers).

/** A body that is not an OTLP export request: the receiver answers 400 with `message`. */
class BadRequest extends Error {
}
const collector = root.opentelemetry.proto.collector;
const TYPES = {
    traces: collector.trace.v1.ExportTraceServiceRequest,
    logs: collector.logs.v1.ExportLogsServiceRequest,
};
const LIST = { traces: "resourceSpans", logs: "resourceLogs" };
const TO_OBJECT = { longs: String, enums: Number, bytes: String, defaults: false, arrays: false, oneofs: false };
function isObj(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
/** Decode an ExportTraceServiceRequest / ExportLogsServiceRequest in protobuf. */
function decodeProtobuf(signal, body) {
    let obj;
    try {
        obj = TYPES[signal].toObject(TYPES[signal].decode(body), TO_OBJECT);
    }
    catch (e) {
        throw new BadRequest(`protobuf body does not decode as an OTLP ${signal} export request (${e instanceof Error ? e.message : String(e)})`);
    }
    const list = obj[LIST[signal]];
    const resources = Array.isArray(list) ? list : [];
    for (const r of resources)
        hexIds(r, signal);
    return { signal, resources };
}
/** Decode an OTLP/JSON export request. */
function decodeJson(signal, text) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        throw new BadRequest(`body is not valid JSON`);
    }
    const key = LIST[signal];
    if (!isObj(doc) || !Object.hasOwn(doc, key))
        throw new BadRequest(`body is not an OTLP/JSON ${signal} export request (no '${key}')`);
    const list = doc[key];
    if (!Array.isArray(list) || !list.every(isObj))
        throw new BadRequest(`'${key}' must be an array of objects`);
    return { signal, resources: list };
}
const B64_ID_FIELDS = ["traceId", "spanId", "parentSpanId"];
/** protobufjs renders `bytes` as base64; OTLP/JSON writes trace and span ids as hex. */
function hexIds(resource, signal) {
    const scopes = resource[signal === "traces" ? "scopeSpans" : "scopeLogs"];
    if (!Array.isArray(scopes))
        return;
    for (const sc of scopes) {
        if (!isObj(sc))
            continue;
        const items = sc[signal === "traces" ? "spans" : "logRecords"];
        if (!Array.isArray(items))
            continue;
        for (const it of items) {
            if (!isObj(it))
                continue;
            toHex(it);
            if (Array.isArray(it.links))
                for (const l of it.links)
                    if (isObj(l))
                        toHex(l);
        }
    }
}
function toHex(o) {
    for (const k of B64_ID_FIELDS) {
        const v = o[k];
        if (typeof v === "string")
            o[k] = Buffer.from(v, "base64").toString("hex");
    }
}

;// CONCATENATED MODULE: ./lib/collect/grpc.js
// OTLP/gRPC: the TraceService, LogsService and MetricsService `Export` methods of the
// opentelemetry-proto collector services, served by @grpc/grpc-js (pure JavaScript, so it bundles
// into dist/) on connections the receiver hands over (src/collect/receiver.ts: one port speaks
// OTLP/HTTP and OTLP/gRPC). Messages stay raw bytes here and are decoded by the receiver's
// protobuf decoder, the same code as OTLP/HTTP bodies. grpc-js enforces the body cap before and
// after `grpc-encoding: gzip` / `deflate` decompression (grpc.max_receive_message_length).

/** A refusal the receiver explains: `code` is a gRPC status code. */
class GrpcRefusal extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
const SERVICES = [
    ["traces", "opentelemetry.proto.collector.trace.v1.TraceService"],
    ["logs", "opentelemetry.proto.collector.logs.v1.LogsService"],
    ["metrics", "opentelemetry.proto.collector.metrics.v1.MetricsService"],
];
const raw = (b) => b;
/** An empty Export*ServiceResponse (no partial_success). */
const empty = () => Buffer.alloc(0);
function definition(service) {
    return {
        Export: {
            path: `/${service}/Export`,
            requestStream: false,
            responseStream: false,
            requestSerialize: raw,
            requestDeserialize: raw,
            responseSerialize: empty,
            responseDeserialize: raw,
        },
    };
}
const CODE_NAMES = new Map(Object.entries(src/* status */.h5).filter(([, v]) => typeof v === "number").map(([k, v]) => [v, k]));
/** `problem` gets one line per refused call, e.g. "gRPC RESOURCE_EXHAUSTED: ...". */
function startGrpc(maxBodyBytes, accept, problem) {
    // Every refused call, whether refused by a handler or by grpc-js itself (size caps, bad
    // compression), leaves through the status of the innermost call object: grpc-js refuses a message
    // there without passing through interceptors, so the interceptor wraps that object's sendStatus.
    // Only a call's first status is sent (and counted).
    const observe = (_method, call) => {
        const send = call.sendStatus.bind(call);
        let sent = false;
        call.sendStatus = (st) => {
            if (!sent && st.code !== undefined && st.code !== src/* status */.h5.OK) {
                problem(`gRPC ${CODE_NAMES.get(st.code) ?? st.code}: ${String(st.details ?? "").slice(0, 300)}`);
            }
            sent = true;
            send(st);
        };
        return call;
    };
    const server = new src/* Server */.gq({
        "grpc.max_receive_message_length": maxBodyBytes,
        "grpc.max_send_message_length": 1024,
        "grpc.max_concurrent_streams": 64,
        interceptors: [observe],
    });
    for (const [signal, service] of SERVICES) {
        server.addService(definition(service), {
            Export: (call, callback) => {
                if (signal === "metrics") {
                    callback({ code: src/* status */.h5.UNIMPLEMENTED, details: "metrics are not read by arh collect (send traces and logs)" });
                    return;
                }
                try {
                    accept(signal, call.request);
                    callback(null, empty());
                }
                catch (e) {
                    if (e instanceof GrpcRefusal)
                        callback({ code: e.code, details: e.message });
                    else
                        callback({ code: src/* status */.h5.INTERNAL, details: e instanceof Error ? e.message : String(e) });
                }
            },
        });
    }
    const injector = server.createConnectionInjector(src/* ServerCredentials */.O2.createInsecure());
    return {
        inject: (c) => injector.injectConnection(c),
        // Timers here stay referenced: they are bounded, and an unreferenced one would let the
        // process end in the middle of the stop.
        stop: async (graceMs) => {
            injector.drain(graceMs);
            await new Promise((r) => {
                const t = setTimeout(() => {
                    server.forceShutdown();
                    r();
                }, graceMs);
                server.tryShutdown(() => {
                    clearTimeout(t);
                    r();
                });
            });
            injector.destroy();
        },
    };
}

;// CONCATENATED MODULE: ./lib/collect/receiver.js
// OTLP receiver on 127.0.0.1 (a free port), one port for both transports: OTLP/HTTP (POST
// /v1/traces and /v1/logs with JSON or protobuf bodies, optionally gzip-compressed) and OTLP/gRPC
// (src/collect/grpc.ts). Each connection's first bytes tell which: the HTTP/2 connection preface
// goes to gRPC, anything else to the HTTP/1.1 server. Bounded: each body (compressed and
// decompressed) and the run's total are capped; past a cap the exporter gets 413 /
// RESOURCE_EXHAUSTED, what was received so far is kept. Problems are counted per kind, for one
// line each to the user; what arrived is counted per transport, to explain an empty run.







const DEFAULT_LIMITS = { maxBodyBytes: 32 << 20, maxTotalBytes: 256 << 20 };
/** Distinct problem lines kept; later kinds are counted under one line. */
const MAX_PROBLEM_KINDS = 20;
const OTHER_PROBLEMS = "other refused requests";
const PATHS = { "/v1/traces": "traces", "/v1/logs": "logs" };
class TooLarge extends Error {
}
/** The HTTP/2 connection preface every gRPC client sends first. */
const H2_PREFACE = Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "latin1");
/** A connection that sends nothing recognisable within this long is closed. */
const SNIFF_TIMEOUT_MS = 10_000;
const ARRIVED_HTTP = "OTLP/HTTP";
const ARRIVED_GRPC = "OTLP/gRPC";
const ARRIVED_TLS = "TLS (an https:// endpoint, or a gRPC exporter without insecure mode)";
const ARRIVED_OTHER = "neither HTTP nor gRPC";
/** How a connection's first bytes classify; undefined while they still could be the preface. */
function sniff(head) {
    if (head.length === 0)
        return undefined;
    if (head[0] === 0x16)
        return ARRIVED_TLS;
    const n = Math.min(head.length, H2_PREFACE.length);
    if (head.subarray(0, n).equals(H2_PREFACE.subarray(0, n)))
        return n === H2_PREFACE.length ? ARRIVED_GRPC : undefined;
    // An HTTP/1.x request line starts with an upper-case method (empty lines before it are allowed).
    const c = head[0];
    return (c >= 0x41 && c <= 0x5a) || c === 0x0d || c === 0x0a ? ARRIVED_HTTP : ARRIVED_OTHER;
}
/**
 * The socket as a stream that first yields the bytes already read from it. The HTTP/1.1 server
 * reads bytes put back with unshift(); the HTTP/2 session reads a net.Socket's handle directly and
 * would miss them, so gRPC connections get this wrapper (served through a JavaScript stream).
 */
function replay(socket, head) {
    const d = new external_node_stream_.Duplex({
        read() {
            socket.resume();
        },
        write(chunk, _enc, cb) {
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
    socket.on("data", (c) => {
        if (!d.push(c))
            socket.pause();
    });
    socket.once("end", () => d.push(null));
    socket.once("close", () => d.destroy());
    socket.resume();
    return d;
}
/** One line for a failure that is not the exporter's fault: what happened, what to do. */
function describeFailure(e) {
    const code = e?.code;
    if (code === "ECONNRESET" || code === "EPIPE" || code === "ECONNABORTED") {
        return `the exporter closed the connection before the answer was sent (${code}); what it sent before is kept, and it may retry`;
    }
    if (code === "ECONNREFUSED") {
        return `a connection the receiver opened was refused (${code}); the exporter was answered 500 and may retry; if this repeats, run arh collect again`;
    }
    const m = e instanceof Error ? e.message : String(e);
    return `the request could not be handled (${m.slice(0, 200)}); the exporter was answered 500 and may retry`;
}
function readBody(req, max) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let n = 0;
        let done = false;
        req.on("data", (c) => {
            if (done)
                return;
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
            if (!done)
                resolve(Buffer.concat(chunks, n));
        });
        req.on("aborted", () => {
            if (!done)
                reject(new BadRequest("request body truncated (connection closed early)"));
            done = true;
        });
        req.on("error", (e) => {
            if (!done)
                reject(new BadRequest(`request body could not be read (${e.message})`));
            done = true;
        });
    });
}
function inflate(body, max) {
    return new Promise((resolve, reject) => {
        (0,external_node_zlib_.gunzip)(body, { maxOutputLength: max }, (err, out) => {
            if (!err)
                resolve(out);
            else if (err.code === "ERR_BUFFER_TOO_LARGE")
                reject(new TooLarge(`decompressed body exceeds ${max} bytes`));
            else
                reject(new BadRequest(`gzip body does not decompress (${err.message})`));
        });
    });
}
async function startReceiver(limits = DEFAULT_LIMITS) {
    const resourceSpans = [];
    const resourceLogs = [];
    const accepted = { traces: 0, logs: 0 };
    const problems = new Map();
    let total = 0;
    let inFlight = 0;
    const idle = [];
    const arrived = new Map();
    const problem = (what) => {
        const key = problems.has(what) || problems.size < MAX_PROBLEM_KINDS ? what : OTHER_PROBLEMS;
        problems.set(key, (problems.get(key) ?? 0) + 1);
    };
    /** Keep a decoded request, or throw TooLarge past the run's total. */
    const keep = (signal, bytes, decode) => {
        if (total + bytes > limits.maxTotalBytes)
            throw new TooLarge(`the run's telemetry exceeds ${limits.maxTotalBytes} bytes; later requests are refused`);
        const decoded = decode();
        total += bytes;
        (signal === "traces" ? resourceSpans : resourceLogs).push(...decoded.resources);
        accepted[signal]++;
    };
    const grpc = startGrpc(limits.maxBodyBytes, (signal, body) => {
        try {
            keep(signal, body.length, () => decodeProtobuf(signal, body));
        }
        catch (e) {
            if (e instanceof TooLarge)
                throw new GrpcRefusal(src/* status */.h5.RESOURCE_EXHAUSTED, e.message);
            if (e instanceof BadRequest)
                throw new GrpcRefusal(src/* status */.h5.INVALID_ARGUMENT, e.message);
            throw e;
        }
    }, problem);
    const handle = async (req, res) => {
        const path = (req.url ?? "").split("?")[0] ?? "";
        const signal = PATHS[path];
        const reply = (code, message) => {
            if (message !== undefined)
                problem(`HTTP ${code}: ${message}`);
            if (res.headersSent)
                return;
            const body = message === undefined ? "{}" : JSON.stringify({ code: code === 413 ? 8 : 3, message });
            res.writeHead(code, { "content-type": "application/json", connection: code >= 400 ? "close" : "keep-alive" });
            res.end(body);
        };
        if (signal === undefined)
            return reply(404, `no OTLP endpoint at ${path.slice(0, 100)} (expected /v1/traces or /v1/logs)`);
        if (req.method !== "POST")
            return reply(405, `${String(req.method).slice(0, 10)} is not supported (POST an export request)`);
        const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
        const proto = type === "application/x-protobuf" || type === "application/protobuf";
        if (!proto && type !== "application/json")
            return reply(415, `content type '${type.slice(0, 60)}' is not OTLP (application/json or application/x-protobuf)`);
        const enc = String(req.headers["content-encoding"] ?? "identity").toLowerCase();
        if (enc !== "identity" && enc !== "gzip")
            return reply(415, `content encoding '${enc.slice(0, 30)}' is not supported (gzip or none)`);
        try {
            let body = await readBody(req, limits.maxBodyBytes);
            if (enc === "gzip")
                body = await inflate(body, limits.maxBodyBytes);
            const b = body;
            keep(signal, b.length, () => (proto ? decodeProtobuf(signal, b) : decodeJson(signal, b.toString("utf8"))));
        }
        catch (e) {
            if (e instanceof TooLarge)
                return reply(413, e.message);
            if (e instanceof BadRequest)
                return reply(400, e.message);
            throw e;
        }
        if (proto) {
            // An empty Export*ServiceResponse (no partial_success).
            res.writeHead(200, { "content-type": "application/x-protobuf" });
            res.end();
        }
        else
            reply(200);
    };
    const server = (0,external_node_http_.createServer)((req, res) => {
        inFlight++;
        handle(req, res)
            .catch((e) => {
            problem(describeFailure(e));
            if (!res.headersSent)
                res.writeHead(500).end();
        })
            .finally(() => {
            if (--inFlight === 0)
                for (const f of idle.splice(0))
                    f();
        });
    });
    server.requestTimeout = 60_000;
    server.headersTimeout = 30_000;
    // The listening socket: reads each connection's first bytes, then hands it over.
    const sockets = new Set();
    const front = (0,external_node_net_.createServer)((socket) => {
        sockets.add(socket);
        socket.once("close", () => sockets.delete(socket));
        socket.on("error", () => socket.destroy());
        let head = Buffer.alloc(0);
        const timer = setTimeout(() => socket.destroy(), SNIFF_TIMEOUT_MS).unref();
        const onData = (chunk) => {
            head = Buffer.concat([head, chunk]);
            const kind = sniff(head);
            if (kind === undefined)
                return;
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
    const listen = (s) => new Promise((res, rej) => {
        s.once("error", rej);
        s.listen(0, "127.0.0.1", () => res());
    });
    await Promise.all([listen(server), listen(front)]);
    const port = front.address().port;
    return {
        port,
        url: `http://127.0.0.1:${port}`,
        resourceSpans,
        resourceLogs,
        accepted,
        problems,
        arrived,
        stop: async (graceMs = 2000) => {
            const closed = Promise.all([new Promise((r) => front.close(() => r())), new Promise((r) => server.close(() => r()))]);
            server.closeIdleConnections();
            const drained = grpc.stop(graceMs);
            if (inFlight > 0) {
                await new Promise((r) => {
                    const t = setTimeout(r, graceMs);
                    idle.push(() => {
                        clearTimeout(t);
                        r();
                    });
                });
            }
            server.closeAllConnections();
            await drained;
            for (const s of sockets)
                s.destroy();
            await closed;
        },
    };
}

// EXTERNAL MODULE: ./lib/adapters/identity.js
var identity = __webpack_require__(7084);
;// CONCATENATED MODULE: ./lib/collect/split.js
// Received OTLP resources -> one OTLP/JSON document per trace, named by the trace's stable identity
// (docs/collect.md, src/adapters/identity.ts): an id the run recorded (`arh.trace_id`, the AI SDK's
// telemetry metadata, OpenInference metadata or session), else `<root span name>-<digest of the
// first user message>-<n>`, n numbering repeats of one input by what they did. Pure; the order of
// arrival, span ids, trace ids and timestamps decide nothing.

const MAX_NAME = 100;
function split_isObj(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
function list(o, k) {
    const v = o[k];
    return Array.isArray(v) ? v.filter(split_isObj) : [];
}
/** A file name from untrusted text: [A-Za-z0-9._-] only, bounded, never hidden or empty. */
function safeName(s) {
    let n = s.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, MAX_NAME);
    n = n.replace(/^[._]+/, "");
    return n === "" ? "trace" : n;
}
function groupPush(g, scopeKey, itemKey, res, scope, item) {
    let items = g.scopes.get(scope);
    if (!items) {
        let ri = g.resources.get(res);
        if (ri === undefined) {
            ri = g.out.length;
            const copy = { [scopeKey]: [] };
            if (split_isObj(res.resource))
                copy.resource = res.resource;
            if (typeof res.schemaUrl === "string")
                copy.schemaUrl = res.schemaUrl;
            g.out.push(copy);
            g.resources.set(res, ri);
        }
        items = [];
        const sc = { [itemKey]: items };
        if (split_isObj(scope.scope))
            sc.scope = scope.scope;
        if (typeof scope.schemaUrl === "string")
            sc.schemaUrl = scope.schemaUrl;
        g.out[ri][scopeKey].push(sc);
        g.scopes.set(scope, items);
    }
    items.push(item);
}
const newGroup = () => ({ resources: new Map(), out: [], scopes: new Map() });
function splitByTrace(resourceSpans, resourceLogs) {
    const traces = new Map();
    for (const rs of resourceSpans) {
        for (const ss of list(rs, "scopeSpans")) {
            for (const span of list(ss, "spans")) {
                const id = typeof span.traceId === "string" ? span.traceId.toLowerCase() : "";
                let t = traces.get(id);
                if (!t)
                    traces.set(id, (t = { spans: newGroup(), logs: newGroup(), spanIds: new Set(), nSpans: 0, nLogs: 0, all: [], logRecs: [] }));
                groupPush(t.spans, "scopeSpans", "spans", rs, ss, span);
                if (typeof span.spanId === "string")
                    t.spanIds.add(span.spanId.toLowerCase());
                t.all.push({ span, resourceAttributes: split_isObj(rs.resource) ? rs.resource.attributes : undefined });
                t.nSpans++;
            }
        }
    }
    let untracedLogs = 0;
    for (const rl of resourceLogs) {
        for (const sl of list(rl, "scopeLogs")) {
            for (const rec of list(sl, "logRecords")) {
                const id = typeof rec.traceId === "string" ? rec.traceId.toLowerCase() : "";
                const t = id === "" ? undefined : traces.get(id);
                if (!t) {
                    untracedLogs++;
                    continue;
                }
                groupPush(t.logs, "scopeLogs", "logRecords", rl, sl, rec);
                t.logRecs.push((0,identity/* idLog */.SV)(rec));
                t.nLogs++;
            }
        }
    }
    const accs = [...traces.values()];
    const ids = accs.map((t) => (0,identity/* traceIdentity */.Uj)(t.all, t.logRecs));
    // The traces that recorded an id are named first: a derived name never takes the name or the id
    // of a recorded trace (their files and trace ids stay apart, whatever the root span is called).
    const files = [];
    const names = new Set();
    const recordedBases = new Set();
    const duplicateIds = new Set();
    /** `base`, else `base-2`, `base-3`, ...: the first name no file has yet. */
    const claim = (base) => {
        let name = base;
        for (let n = 2; names.has(name); n++)
            name = `${base}-${n}`;
        names.add(name);
        return name;
    };
    const push = (i, name) => {
        const t = accs[i];
        const doc = { resourceSpans: t.spans.out };
        if (t.logs.out.length > 0)
            doc.resourceLogs = t.logs.out;
        files.push({ name: `${name}.json`, derived: !ids[i].recorded, library: ids[i].library, doc, spans: t.nSpans, logs: t.nLogs });
    };
    // Recorded ids several traces share (a session id, say): numbered in the order of their input and
    // of what each did, not of arrival.
    const recordedOrder = accs
        .map((_, i) => i)
        .filter((i) => ids[i].recorded)
        .sort((a, b) => cmp(ids[a].recorded.id, ids[b].recorded.id) || cmp(ids[a].base, ids[b].base) || cmp(ids[a].key, ids[b].key) || a - b);
    const recordedIds = new Set();
    for (const i of recordedOrder) {
        const rec = ids[i].recorded;
        const base = safeName(rec.id);
        if (recordedBases.has(base))
            duplicateIds.add(rec.id);
        recordedBases.add(base);
        recordedIds.add(rec.id);
        push(i, claim(base));
    }
    const derived = (0,identity/* derivedIds */.U3)(ids, (id) => names.has(safeName(id)));
    const derivedOrder = accs
        .map((_, i) => i)
        .filter((i) => !ids[i].recorded)
        .sort((a, b) => cmp(ids[a].base, ids[b].base) || cmp(ids[a].key, ids[b].key) || a - b);
    for (const i of derivedOrder) {
        // a name the reduction to [A-Za-z0-9._-] made equal to another: the next free one, never an id a trace recorded
        const base = safeName(derived[i]);
        let name = claim(base);
        while (recordedIds.has(name))
            name = claim(base);
        push(i, name);
    }
    files.sort((a, b) => cmp(a.name, b.name));
    return { files, duplicateIds: [...duplicateIds].sort(cmp), untracedLogs };
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** The line `arh collect` prints when some file names had to be derived: how, and the fix for the
 * instrumentations detected; undefined when every trace recorded its id. */
function derivedNamesLine(files) {
    const derived = files.filter((f) => f.derived);
    if (derived.length === 0)
        return undefined;
    const fixes = [...new Set(derived.map((f) => identity/* TRACE_ID_FIX */.ax[f.library]))].sort(cmp);
    return `${derived.length} of ${files.length} trace(s) recorded no trace id: named <root span name>-<digest of the first user message>-<n> (docs/collect.md). Record one per scenario: ${fixes.join(" | ")}`;
}

// EXTERNAL MODULE: ./lib/collect/defaults.js
var defaults = __webpack_require__(1018);
;// CONCATENATED MODULE: ./lib/commands/collect.js
// `arh collect [--out DIR] [--clean] [--timeout-ms N] [--max-total-bytes N] -- CMD ARGS...`: run CMD with an
// OTLP receiver on 127.0.0.1 (OTLP/HTTP and OTLP/gRPC on one port) as its exporter endpoint, then
// write one OTLP/JSON file per trace (docs/collect.md) and exit with CMD's status. The receiver is
// always stopped and the files received so far always written, whatever CMD does. Trace files in
// DIR that this run did not write (an earlier run's) are named in a warning, or removed with --clean.











const USAGE = "usage: arh collect [--out DIR] [--clean] [--timeout-ms N] [--max-total-bytes N] -- CMD ARGS...";
const DEFAULT_TIMEOUT_MS = 60 * 60 * 1000;
const KILL_GRACE_MS = 5000;
/** After CMD exits, how long its output pipes may still deliver what it wrote (a process it left
 * running may hold them open for ever). */
const OUTPUT_GRACE_MS = 200;
function say(line) {
    process.stderr.write(`arh collect: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(line.replace(/\s*\n\s*/g, " "))}\n`);
}
function wholeNumber(flag, v, dflt) {
    if (v === undefined)
        return dflt;
    if (!/^[1-9][0-9]{0,14}$/.test(v))
        throw new errors/* UsageError */.e(`${flag} must be a positive whole number, got '${v}'`);
    return Number(v);
}
/** The protocol CMD's exporters use: the caller's OTEL_EXPORTER_OTLP_[TRACES_]PROTOCOL when it is
 * one the receiver speaks, else http/protobuf. */
function exporterProtocol(base) {
    const p = (base.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || base.OTEL_EXPORTER_OTLP_PROTOCOL || "").trim().toLowerCase();
    return p === "http/json" || p === "grpc" ? p : "http/protobuf";
}
/** The environment CMD runs with: every OTLP exporter pointed at the receiver, which speaks OTLP/HTTP
 * and OTLP/gRPC on one port. */
function exporterEnv(base, url) {
    const env = { ...base };
    const protocol = exporterProtocol(base);
    env.OTEL_EXPORTER_OTLP_ENDPOINT = url;
    env.OTEL_EXPORTER_OTLP_PROTOCOL = protocol;
    // Signal-specific settings win over the generic ones in every SDK: set them too. OTLP/HTTP
    // endpoints name the signal's path; gRPC endpoints are the server's address.
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT = protocol === "grpc" ? url : `${url}/v1/traces`;
    env.OTEL_EXPORTER_OTLP_LOGS_ENDPOINT = protocol === "grpc" ? url : `${url}/v1/logs`;
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL = protocol;
    env.OTEL_EXPORTER_OTLP_LOGS_PROTOCOL = protocol;
    if (protocol === "grpc") {
        // Plain-text HTTP/2 (the receiver is on loopback and has no certificate).
        env.OTEL_EXPORTER_OTLP_INSECURE = "true";
        env.OTEL_EXPORTER_OTLP_TRACES_INSECURE = "true";
        env.OTEL_EXPORTER_OTLP_LOGS_INSECURE = "true";
    }
    return env;
}
/** The line that explains a run without spans: what was expected, what arrived. */
function nothingReceived(receiver, protocol) {
    const expected = `expected OTLP over ${protocol} at ${receiver.url}`;
    const got = [];
    for (const [kind, n] of receiver.arrived)
        got.push(`${n} ${kind} connection(s)`);
    if (receiver.accepted.logs > 0)
        got.push(`${receiver.accepted.logs} log export(s) without spans`);
    if (got.length === 0) {
        return `no spans were received (${expected}; nothing connected): is the command instrumented, with an OTLP exporter that reads OTEL_EXPORTER_OTLP_ENDPOINT (docs/collect.md)?`;
    }
    const refused = [...receiver.problems.values()].reduce((a, b) => a + b, 0);
    const hint = receiver.arrived.has(ARRIVED_TLS)
        ? "set the exporter to plain text (an http:// endpoint; OTEL_EXPORTER_OTLP_INSECURE=true for gRPC)"
        : refused > 0
            ? "the refused requests above say why"
            : "the exporter connected but sent no spans: is tracing enabled, and flushed before the command exits?";
    return `no spans were received (${expected}; arrived: ${got.join(", ")}): ${hint}`;
}
/** Trace files (`*.json`, `*.jsonl`) directly in `dir` that this run did not write, sorted. */
function foreignTraceFiles(dir, written) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir);
    }
    catch {
        return [];
    }
    return names
        .filter((n) => /\.jsonl?$/i.test(n) && !written.has(n))
        .filter((n) => {
        try {
            return (0,external_node_fs_.statSync)((0,external_node_path_.join)(dir, n)).isFile();
        }
        catch {
            return false;
        }
    })
        .sort();
}
/**
 * What an earlier run left in DIR would be validated with this run's traces: say so, or with
 * `--clean` remove those files (only trace files directly in DIR, never a folder).
 */
function earlierFiles(dir, written, clean) {
    const stale = foreignTraceFiles(dir, written);
    if (stale.length === 0)
        return;
    const shown = stale.slice(0, 5).join(", ") + (stale.length > 5 ? `, … (${stale.length - 5} more)` : "");
    if (!clean) {
        say(`warning: ${stale.length} trace file(s) in ${dir} were not written by this run (${shown}): they will be validated with this run's traces; pass --clean to remove them`);
        return;
    }
    let removed = 0;
    for (const n of stale) {
        try {
            (0,external_node_fs_.rmSync)((0,external_node_path_.join)(dir, n));
            removed++;
        }
        catch (e) {
            say(`cannot remove ${n}: ${e instanceof Error ? e.message : String(e)}`);
        }
    }
    say(`--clean: removed ${removed} trace file(s) an earlier run left in ${dir} (${shown})`);
}
/** The flags of `arh collect` that take no value. */
const SWITCHES = new Set(["--help", "-h", "--clean"]);
/** Split `[options] [--] CMD ARGS...`: options end at `--` or at the first word that is not one. */
function splitCommand(argv) {
    const opts = [];
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (a === "--")
            return { opts, cmd: argv.slice(i + 1) };
        if (!a.startsWith("-"))
            return { opts, cmd: argv.slice(i) };
        opts.push(a);
        if (!a.includes("=") && !SWITCHES.has(a) && i + 1 < argv.length)
            opts.push(argv[++i]);
    }
    return { opts, cmd: [] };
}
async function runCollectCommand(argv) {
    let out;
    let timeoutMs;
    let maxTotal;
    let cmd;
    let clean;
    try {
        const split = splitCommand(argv);
        const { values } = (0,help/* parseFlags */.bQ)("collect", {
            args: split.opts,
            strict: true,
            options: { out: { type: "string", short: "o" }, clean: { type: "boolean" }, "timeout-ms": { type: "string" }, "max-total-bytes": { type: "string" }, help: { type: "boolean", short: "h" } },
        });
        if (values.help) {
            process.stdout.write((0,help/* commandHelp */.bD)("collect"));
            return 0;
        }
        clean = values.clean === true;
        out = (0,external_node_path_.resolve)(values.out ?? defaults/* DEFAULT_COLLECT_DIR */.N);
        timeoutMs = wholeNumber("--timeout-ms", values["timeout-ms"], DEFAULT_TIMEOUT_MS);
        maxTotal = wholeNumber("--max-total-bytes", values["max-total-bytes"], DEFAULT_LIMITS.maxTotalBytes);
        cmd = split.cmd;
        if (cmd.length === 0)
            throw new errors/* UsageError */.e(`no command to run: ${USAGE.slice("usage: ".length)}`);
    }
    catch (e) {
        return (0,usage/* usageExit */.SY)("collect", e);
    }
    const receiver = await startReceiver({ maxBodyBytes: Math.min(DEFAULT_LIMITS.maxBodyBytes, maxTotal), maxTotalBytes: maxTotal });
    let status;
    try {
        status = await runChild(cmd, exporterEnv(process.env, receiver.url), timeoutMs);
    }
    finally {
        await receiver.stop();
    }
    for (const [what, n] of receiver.problems)
        say(`${n} request(s) refused: ${what}`);
    const protocol = exporterProtocol(process.env);
    const { files, duplicateIds, untracedLogs } = splitByTrace(receiver.resourceSpans, receiver.resourceLogs);
    try {
        (0,external_node_fs_.mkdirSync)(out, { recursive: true });
        for (const f of files)
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(out, f.name), JSON.stringify(f.doc, null, 2) + "\n");
        earlierFiles(out, new Set(files.map((f) => f.name)), clean);
    }
    catch (e) {
        say(`cannot write to ${out}: ${e instanceof Error ? e.message : String(e)}`);
        return status === 0 ? 2 : status;
    }
    const spans = files.reduce((n, f) => n + f.spans, 0);
    const logs = files.reduce((n, f) => n + f.logs, 0);
    say(`${files.length} trace(s) (${spans} spans, ${logs} log records) written to ${out}`);
    if (files.length === 0 && receiver.accepted.traces === 0)
        say(nothingReceived(receiver, protocol));
    const derived = derivedNamesLine(files);
    if (derived)
        say(derived);
    if (duplicateIds.length > 0)
        say(`${duplicateIds.length} recorded trace id(s) name several traces (their files are suffixed -2, -3, ...; each scenario needs its own id): ${duplicateIds.slice(0, 5).map((d) => JSON.stringify(d.slice(0, 100))).join(", ")}`);
    if (untracedLogs > 0)
        say(`${untracedLogs} log record(s) belong to no received trace and were not written`);
    return status;
}
/**
 * Run CMD; its exit status (128 + signal number when killed; 124 on timeout). Standard input is
 * inherited. Standard output and error are inherited when they are terminals; otherwise CMD writes
 * into pipes of arh's own, copied to arh's, so that a process CMD leaves running (a server, a
 * `sleep &`) holds only those pipes: arh ends when CMD exits, and whoever reads arh's output sees
 * its end then, not when the last such process exits.
 */
function runChild(cmd, env, timeoutMs) {
    return new Promise((resolvePromise) => {
        const outMode = process.stdout.isTTY ? "inherit" : "pipe";
        const errMode = process.stderr.isTTY ? "inherit" : "pipe";
        const child = (0,external_node_child_process_.spawn)(cmd[0], cmd.slice(1), { stdio: ["inherit", outMode, errMode], env });
        // Copied by hand rather than pipe(): arh's own stdout/stderr must never be ended.
        const copies = [];
        if (child.stdout)
            copies.push([child.stdout, process.stdout]);
        if (child.stderr)
            copies.push([child.stderr, process.stderr]);
        for (const [from, to] of copies) {
            from.on("data", (c) => {
                to.write(c);
            });
            from.on("error", () => undefined);
        }
        const closeCopies = () => new Promise((r) => {
            let open = copies.filter(([from]) => from.readable).length;
            if (open === 0)
                return r();
            const t = setTimeout(() => {
                for (const [from] of copies)
                    from.destroy();
                r();
            }, OUTPUT_GRACE_MS);
            for (const [from] of copies) {
                from.once("end", () => {
                    if (--open === 0) {
                        clearTimeout(t);
                        r();
                    }
                });
            }
        });
        let timedOut = false;
        let killTimer;
        const forward = (sig) => () => {
            child.kill(sig);
        };
        const onInt = forward("SIGINT");
        const onTerm = forward("SIGTERM");
        process.on("SIGINT", onInt);
        process.on("SIGTERM", onTerm);
        const timer = setTimeout(() => {
            timedOut = true;
            say(`the command did not exit within ${timeoutMs} ms; stopping it (files received so far are kept)`);
            child.kill("SIGTERM");
            killTimer = setTimeout(() => child.kill("SIGKILL"), KILL_GRACE_MS);
        }, timeoutMs);
        const done = (code) => {
            clearTimeout(timer);
            if (killTimer)
                clearTimeout(killTimer);
            process.off("SIGINT", onInt);
            process.off("SIGTERM", onTerm);
            void closeCopies().then(() => resolvePromise(code));
        };
        child.once("error", (e) => {
            say(`cannot run '${cmd[0].slice(0, 200)}': ${e.code === "ENOENT" ? "command not found" : e.message}`);
            done(e.code === "ENOENT" ? 127 : 126);
        });
        child.once("exit", (code, signal) => {
            if (timedOut)
                done(124);
            else if (code !== null)
                done(code);
            else
                done(128 + ((signal && external_node_os_.constants.signals[signal]) || 1));
        });
    });
}


/***/ })

};
