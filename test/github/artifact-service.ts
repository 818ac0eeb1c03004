// A local stand-in for the runner's artifact service, for tests: what the real @actions/artifact
// client talks to inside a job. Two protocols on one node:http server, as the client speaks them:
//   - Twirp JSON: POST /twirp/github.actions.results.api.v1.ArtifactService/<Method> with the
//     protobuf field names (CreateArtifact, FinalizeArtifact, ListArtifacts, DeleteArtifact,
//     GetSignedArtifactURL), authorised by the job's runtime token (ACTIONS_RUNTIME_TOKEN, a JWT
//     whose `scp` claim names the run and job: `Actions.Results:<run>:<job>`);
//   - Azure block blobs behind the signed upload URL that CreateArtifact returns: Put Block
//     (`?comp=block&blockid=…`) for each chunk, then Put Block List (`?comp=blocklist`, XML).
// FinalizeArtifact checks the size and the sha256 the client computed against the committed blob,
// and the service keeps every finalized zip (`artifacts`). Artifact names are unique per workflow
// run, as on GitHub: a second CreateArtifact of a name in the same run answers 409 already_exists.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";

const SERVICE = "/twirp/github.actions.results.api.v1.ArtifactService/";

export interface StoredArtifact {
  id: number;
  name: string;
  runBackendId: string;
  jobBackendId: string;
  /** The committed blob: the zip the client streamed. */
  zip: Buffer;
  size: number;
  digest: string | null;
  mimeType: string | null;
  expiresAt: string | null;
  version: number | null;
  createdAt: string;
  finalized: boolean;
}

export interface ServiceCall {
  method: string;
  body: Record<string, unknown>;
  status: number;
}

export interface ServiceFault {
  /** Twirp method name (CreateArtifact, …) or "blob". */
  method: string;
  status: number;
  /** Sent as is when a string (e.g. an HTML error page), as JSON otherwise. */
  body?: unknown;
  times?: number;
  /** Accept the request and never answer. */
  hang?: boolean;
}

function b64url(s: string): string {
  return Buffer.from(s, "utf8").toString("base64url");
}

/** The runtime token's shape: an (unsigned, for the stand-in) JWT with the Actions.Results scope. */
export function runtimeToken(runBackendId: string, jobBackendId: string): string {
  const header = b64url(JSON.stringify({ alg: "RS256", typ: "JWT" }));
  const payload = b64url(JSON.stringify({ scp: `Actions.ExampleScope Actions.Results:${runBackendId}:${jobBackendId}`, iss: "vstoken.actions.githubusercontent.com", nbf: 1764547200 }));
  return `${header}.${payload}.${b64url("stand-in-signature")}`;
}

export class ArtifactService {
  artifacts: StoredArtifact[] = [];
  calls: ServiceCall[] = [];
  faults: ServiceFault[] = [];
  url = "";
  /** The workflow run (stays the same across re-run attempts) and the current job attempt. */
  runBackendId = "5a0c1f0e-7b64-4f0e-9d1c-2f8a3c4b5d6e";
  jobBackendId = "c1d2e3f4-0000-4000-8000-000000000001";
  private server?: Server;
  private readonly sig = randomBytes(12).toString("hex");
  private blocks = new Map<string, Map<string, Buffer>>();
  private committed = new Map<string, Buffer>();
  private nextId = 4100;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res).catch(() => res.destroy()));
    await new Promise<void>((res) => this.server!.listen(0, "127.0.0.1", () => res()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    const s = this.server;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((res) => s.close(() => res()));
  }

  /** Another workflow run (another push): new backend ids for the run and its job. */
  newRun(): void {
    const n = Number.parseInt(this.runBackendId.slice(-12), 16) + 1;
    this.runBackendId = this.runBackendId.slice(0, -12) + n.toString(16).padStart(12, "0");
    this.newAttempt();
  }

  /** A re-run of the job: same workflow run, a new job attempt (new runtime token). */
  newAttempt(): void {
    const n = Number.parseInt(this.jobBackendId.slice(-12), 10) + 1;
    this.jobBackendId = this.jobBackendId.slice(0, -12) + String(n).padStart(12, "0");
  }

  get token(): string {
    return runtimeToken(this.runBackendId, this.jobBackendId);
  }

  /** What the runner puts into a JavaScript action's environment for the artifact client. */
  env(): Record<string, string> {
    return { ACTIONS_RESULTS_URL: `${this.url}/`, ACTIONS_RUNTIME_TOKEN: this.token };
  }

  finalized(name?: string): StoredArtifact[] {
    return this.artifacts.filter((a) => a.finalized && (name === undefined || a.name === name));
  }

  private fault(method: string): ServiceFault | undefined {
    const f = this.faults.find((x) => x.method === method && (x.times === undefined || x.times > 0));
    if (f && f.times !== undefined) f.times--;
    return f;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.url);
    const body = await buffer(req);
    if (url.pathname.startsWith(SERVICE) && req.method === "POST") return this.twirp(url.pathname.slice(SERVICE.length), req, body, res);
    if (url.pathname.startsWith("/devstoreaccount1/") && req.method === "PUT") return this.blob(url, req, body, res);
    if (url.pathname.startsWith("/devstoreaccount1/") && req.method === "GET") return this.getBlob(url, res);
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }

  private twirp(method: string, req: IncomingMessage, raw: Buffer, res: ServerResponse): void {
    let body: Record<string, unknown> = {};
    const send = (status: number, data: unknown) => {
      this.calls.push({ method, body, status });
      res.writeHead(status, { "content-type": typeof data === "string" ? "text/html" : "application/json" }).end(typeof data === "string" ? data : JSON.stringify(data));
    };
    // Twirp errors: {code, msg}; the HTTP status follows the code.
    const error = (status: number, code: string, msg: string) => send(status, { code, msg });
    const f = this.fault(method);
    if (f?.hang) return void this.calls.push({ method, body, status: 0 });
    if (f) return send(f.status, f.body ?? { code: "internal", msg: `injected ${f.status}` });
    if (req.headers.authorization !== `Bearer ${this.token}`) return error(401, "unauthenticated", "invalid runtime token");
    if (req.headers["content-type"] !== "application/json") return error(415, "bad_route", "the stand-in speaks Twirp JSON only");
    try {
      body = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
    } catch {
      return error(400, "malformed", "request body is not JSON");
    }
    // Every request names the token's run (protobuf field names). Writes name the token's job too;
    // DeleteArtifact names the job that uploaded the artifact (the client copies it from
    // ListArtifacts), which after a re-run is an earlier attempt's job of the same run.
    const jobScoped = method === "CreateArtifact" || method === "FinalizeArtifact";
    if (body.workflow_run_backend_id !== this.runBackendId || (jobScoped && body.workflow_job_run_backend_id !== this.jobBackendId) || typeof body.workflow_job_run_backend_id !== "string") {
      return error(403, "permission_denied", "backend ids do not match the runtime token");
    }
    const name = typeof body.name === "string" ? body.name : "";
    const inRun = this.artifacts.filter((a) => a.runBackendId === this.runBackendId);
    switch (method) {
      case "CreateArtifact": {
        if (!name) return error(400, "invalid_argument", "name is required");
        if (inRun.some((a) => a.name === name)) return error(409, "already_exists", "an artifact with this name already exists on the workflow run");
        const id = this.nextId++;
        const mime = body.mime_type as string | undefined;
        this.artifacts.push({
          id,
          name,
          runBackendId: this.runBackendId,
          jobBackendId: this.jobBackendId,
          zip: Buffer.alloc(0),
          size: 0,
          digest: null,
          mimeType: typeof mime === "string" ? mime : null,
          expiresAt: typeof body.expires_at === "string" ? body.expires_at : null,
          version: typeof body.version === "number" ? body.version : null,
          createdAt: new Date(Date.UTC(2026, 10, 20, 10, 0, id - 4100)).toISOString(),
          finalized: false,
        });
        return send(200, { ok: true, signed_upload_url: `${this.url}/devstoreaccount1/actions-results/${this.runBackendId}/${id}/${encodeURIComponent(name)}.zip?sv=2023-11-03&se=2026-12-01T00%3A00%3A00Z&sp=cw&sig=${this.sig}` });
      }
      case "FinalizeArtifact": {
        const a = inRun.find((x) => x.name === name && !x.finalized);
        if (!a) return error(404, "not_found", "no pending artifact of that name");
        const blob = this.committed.get(`${a.runBackendId}/${a.id}`);
        if (!blob) return error(400, "failed_precondition", "the blob was never committed");
        if (String(body.size) !== String(blob.length)) return error(400, "invalid_argument", `size ${String(body.size)} does not match the blob (${blob.length} bytes)`);
        const digest = `sha256:${createHash("sha256").update(blob).digest("hex")}`;
        if (body.hash !== undefined && body.hash !== digest) return error(400, "invalid_argument", "hash does not match the blob");
        Object.assign(a, { zip: blob, size: blob.length, digest, finalized: true });
        // int64 fields are strings in protobuf's JSON mapping.
        return send(200, { ok: true, artifact_id: String(a.id) });
      }
      case "ListArtifacts": {
        const nameFilter = typeof body.name_filter === "string" ? body.name_filter : undefined;
        const idFilter = body.id_filter !== undefined ? String(body.id_filter) : undefined;
        const list = inRun.filter((a) => a.finalized && (nameFilter === undefined || a.name === nameFilter) && (idFilter === undefined || String(a.id) === idFilter));
        return send(200, {
          artifacts: list.map((a) => ({
            workflow_run_backend_id: a.runBackendId,
            workflow_job_run_backend_id: a.jobBackendId,
            database_id: String(a.id),
            name: a.name,
            size: String(a.size),
            created_at: a.createdAt,
            ...(a.digest ? { digest: a.digest } : {}),
          })),
        });
      }
      case "DeleteArtifact": {
        const a = inRun.find((x) => x.name === name && x.finalized);
        if (!a) return error(404, "not_found", "artifact not found");
        this.artifacts = this.artifacts.filter((x) => x !== a);
        return send(200, { ok: true, artifact_id: String(a.id) });
      }
      case "GetSignedArtifactURL": {
        const a = inRun.find((x) => x.name === name && x.finalized);
        if (!a) return error(404, "not_found", "artifact not found");
        return send(200, { signed_url: `${this.url}/devstoreaccount1/actions-results/${this.runBackendId}/${a.id}/${encodeURIComponent(name)}.zip?sv=2023-11-03&se=2026-12-01T00%3A00%3A00Z&sp=r&sig=${this.sig}` });
      }
      default:
        return error(404, "bad_route", `no method ${method}`);
    }
  }

  /** Get Blob behind a signed download URL: the artifact's zip as the runner's storage serves it. */
  private getBlob(url: URL, res: ServerResponse): void {
    const m = /^\/devstoreaccount1\/actions-results\/([^/]+)\/(\d+)\/([^/]+)\.zip$/.exec(url.pathname);
    const a = m ? this.artifacts.find((x) => x.runBackendId === m[1] && String(x.id) === m[2] && x.finalized) : undefined;
    this.calls.push({ method: "blob", body: { comp: "get" }, status: a ? 200 : 404 });
    if (url.searchParams.get("sig") !== this.sig) return void res.writeHead(403, { "content-type": "application/xml", "x-ms-error-code": "AuthenticationFailed" }).end();
    if (!a || !a.zip) return void res.writeHead(404, { "content-type": "application/xml", "x-ms-error-code": "BlobNotFound" }).end();
    res.writeHead(200, { "content-type": "application/zip", "content-length": String(a.zip.length), "content-disposition": `attachment; filename*=UTF-8''${m![3]}.zip`, "x-ms-blob-type": "BlockBlob" }).end(a.zip);
  }

  private blob(url: URL, req: IncomingMessage, body: Buffer, res: ServerResponse): void {
    const xml = (status: number, code: string) => {
      this.calls.push({ method: "blob", body: { comp: url.searchParams.get("comp"), code }, status });
      res.writeHead(status, { "content-type": "application/xml", "x-ms-error-code": code }).end(`<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code></Error>`);
    };
    const f = this.fault("blob");
    if (f) return xml(f.status, "InjectedFault");
    if (url.searchParams.get("sig") !== this.sig) return xml(403, "AuthenticationFailed");
    const m = /^\/devstoreaccount1\/actions-results\/([^/]+)\/(\d+)\/[^/]+\.zip$/.exec(url.pathname);
    if (!m) return xml(404, "BlobNotFound");
    const key = `${m[1]}/${m[2]}`;
    const ok = (extra: Record<string, string> = {}) => {
      this.calls.push({ method: "blob", body: { comp: url.searchParams.get("comp") }, status: 201 });
      res.writeHead(201, { etag: `"0x${createHash("md5").update(key).digest("hex").slice(0, 16).toUpperCase()}"`, "last-modified": "Fri, 20 Nov 2026 10:00:00 GMT", "x-ms-request-id": key, "x-ms-version": "2025-11-05", "x-ms-request-server-encrypted": "true", ...extra }).end();
    };
    const comp = url.searchParams.get("comp");
    if (comp === "block") {
      const id = url.searchParams.get("blockid");
      if (!id) return xml(400, "InvalidQueryParameterValue");
      if (req.headers["content-length"] !== String(body.length)) return xml(400, "InvalidHeaderValue");
      const staged = this.blocks.get(key) ?? new Map<string, Buffer>();
      staged.set(id, body);
      this.blocks.set(key, staged);
      return ok({ "content-md5": createHash("md5").update(body).digest("base64") });
    }
    if (comp === "blocklist") {
      const staged = this.blocks.get(key) ?? new Map<string, Buffer>();
      const ids = [...body.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\/(?:Latest|Uncommitted|Committed)>/g)].map((x) => x[1]!);
      const parts: Buffer[] = [];
      for (const id of ids) {
        const b = staged.get(id);
        if (!b) return xml(400, "InvalidBlockList");
        parts.push(b);
      }
      this.committed.set(key, Buffer.concat(parts));
      this.blocks.delete(key);
      return ok();
    }
    return xml(400, "UnsupportedQueryParameter");
  }
}
