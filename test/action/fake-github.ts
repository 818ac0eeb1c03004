// A fake GitHub REST API on node:http, for tests: the endpoints the action uses, with the
// documented request/response shapes, plus fault injection (403, 404, 500, 429 + retry-after,
// expired artifacts, fork-poisoned artifacts, malicious zips). Artifact zips are served by a
// second server (another origin), reached by a 302 as on github.com.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

export interface FakeArtifact {
  id: number;
  name: string;
  expired?: boolean;
  created_at: string;
  zip: Buffer;
  /** Serve a body that never ends instead of `zip` (download caps). */
  endless?: boolean;
  workflow_run: { id: number; repository_id: number; head_repository_id: number; head_branch: string; head_sha: string };
}

export interface FakeRun {
  id: number;
  event: string;
  status: string;
  conclusion: string | null;
  head_branch: string;
  head_sha: string;
  repository_id: number;
  head_repository_id: number;
}

export interface Fault {
  method?: string;
  /** Matched against the path without query string. */
  path: RegExp;
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** How many times to answer with the fault (default: always). */
  times?: number;
}

export interface ReceivedSarif {
  id: string;
  commit_sha: string;
  ref: string;
  checkout_uri?: string;
  tool_name?: string;
  sarif: unknown;
}

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
}

export interface LoggedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  server: "api" | "blob";
}

export class FakeGitHub {
  readonly owner: string;
  readonly repo: string;
  readonly repoId: number;
  token = "ghs_faketoken";
  artifacts: FakeArtifact[] = [];
  runs = new Map<number, FakeRun>();
  sarifs: ReceivedSarif[] = [];
  comments: FakeComment[] = [];
  requests: LoggedRequest[] = [];
  faults: Fault[] = [];
  sarifStatus: "complete" | "pending" | "failed" = "complete";
  /** Bytes written so far for endless artifact bodies. */
  endlessBytesServed = 0;
  private api?: Server;
  private blob?: Server;
  apiUrl = "";
  blobUrl = "";
  private nextId = 9000;

  constructor(o: { owner?: string; repo?: string; repoId?: number } = {}) {
    this.owner = o.owner ?? "octo-org";
    this.repo = o.repo ?? "agent-app";
    this.repoId = o.repoId ?? 123456789;
  }

  async start(): Promise<string> {
    this.api = createServer((req, res) => void this.handleApi(req, res));
    this.blob = createServer((req, res) => this.handleBlob(req, res));
    await Promise.all([listen(this.api, "127.0.0.1"), listen(this.blob, "127.0.0.2")]);
    this.apiUrl = `http://127.0.0.1:${(this.api.address() as AddressInfo).port}`;
    // Another loopback address: a different origin, as GitHub's blob storage is.
    this.blobUrl = `http://127.0.0.2:${(this.blob.address() as AddressInfo).port}`;
    return this.apiUrl;
  }

  async stop(): Promise<void> {
    await Promise.all([close(this.api), close(this.blob)]);
  }

  /** Add an artifact plus its workflow run (a successful push run on `branch` unless overridden). */
  addArtifact(a: { name?: string; zip: Buffer; branch?: string; expired?: boolean; createdAt?: string; headRepoId?: number; run?: Partial<FakeRun> }): FakeArtifact {
    const id = this.nextId++;
    const runId = this.nextId++;
    const headRepo = a.headRepoId ?? this.repoId;
    const branch = a.branch ?? "main";
    const sha = (runId.toString(16) + "0".repeat(40)).slice(0, 40);
    const run: FakeRun = { id: runId, event: "push", status: "completed", conclusion: "success", head_branch: branch, head_sha: sha, repository_id: this.repoId, head_repository_id: headRepo, ...a.run };
    this.runs.set(runId, run);
    const art: FakeArtifact = {
      id,
      name: a.name ?? "arh-baseline",
      expired: a.expired ?? false,
      created_at: a.createdAt ?? "2026-11-20T10:00:00Z",
      zip: a.zip,
      workflow_run: { id: runId, repository_id: this.repoId, head_repository_id: headRepo, head_branch: run.head_branch, head_sha: sha },
    };
    this.artifacts.push(art);
    return art;
  }

  apiRequests(): LoggedRequest[] {
    return this.requests.filter((r) => r.server === "api");
  }

  private fault(method: string, path: string): Fault | undefined {
    const f = this.faults.find((x) => (!x.method || x.method === method) && x.path.test(path) && (x.times === undefined || x.times > 0));
    if (f && f.times !== undefined) f.times--;
    return f;
  }

  private handleBlob(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? "/", this.blobUrl);
    this.requests.push({ method: req.method ?? "GET", path: url.pathname, authorization: req.headers.authorization, server: "blob" });
    const m = /^\/artifact-blobs\/(\d+)\.zip$/.exec(url.pathname);
    const art = m ? this.artifacts.find((a) => a.id === Number(m[1])) : undefined;
    if (!art || url.searchParams.get("sig") !== "s3cr3t") {
      res.writeHead(403, { "content-type": "application/xml" }).end("<Error><Code>AuthenticationFailed</Code></Error>");
      return;
    }
    if (art.endless) return this.serveEndless(res);
    res.writeHead(200, { "content-type": "application/zip", "content-length": String(art.zip.length) }).end(art.zip);
  }

  /** Chunked, no Content-Length, until the client goes away; written only as fast as it reads. */
  private serveEndless(res: ServerResponse): void {
    const chunk = Buffer.alloc(64 * 1024, 0x50);
    res.on("error", () => {});
    res.writeHead(200, { "content-type": "application/zip" });
    const pump = (): void => {
      while (!res.destroyed && !res.writableEnded) {
        this.endlessBytesServed += chunk.length;
        if (!res.write(chunk)) {
          res.once("drain", pump);
          return;
        }
      }
    };
    pump();
  }

  private async handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", this.apiUrl);
    const path = url.pathname;
    const body = await readBody(req);
    this.requests.push({ method, path, authorization: req.headers.authorization, server: "api" });
    const json = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8", "x-github-api-version-selected": "2022-11-28", ...headers }).end(JSON.stringify(data));
    };
    const f = this.fault(method, path);
    if (f) return json(f.status, f.body ?? { message: defaultMessage(f.status), documentation_url: "https://docs.github.com/rest", status: String(f.status) }, f.headers);
    const auth = req.headers.authorization ?? "";
    if (auth !== `token ${this.token}` && auth !== `Bearer ${this.token}`) return json(401, { message: "Bad credentials", status: "401" });
    const base = `/repos/${this.owner}/${this.repo}`;
    if (!path.startsWith(base + "/")) return json(404, { message: "Not Found", status: "404" });
    const rest = path.slice(base.length);
    let m: RegExpExecArray | null;

    if (method === "GET" && rest === "/actions/artifacts") {
      const name = url.searchParams.get("name");
      const perPage = Number(url.searchParams.get("per_page") ?? 30);
      const list = this.artifacts.filter((a) => !name || a.name === name).sort((x, y) => y.created_at.localeCompare(x.created_at));
      return json(200, { total_count: list.length, artifacts: list.slice(0, perPage).map((a) => this.artifactJson(a)) });
    }
    if (method === "GET" && (m = /^\/actions\/runs\/(\d+)$/.exec(rest))) {
      const run = this.runs.get(Number(m[1]));
      if (!run) return json(404, { message: "Not Found", status: "404" });
      return json(200, this.runJson(run));
    }
    if (method === "GET" && (m = /^\/actions\/artifacts\/(\d+)\/zip$/.exec(rest))) {
      const art = this.artifacts.find((a) => a.id === Number(m![1]));
      if (!art) return json(404, { message: "Not Found", status: "404" });
      if (art.expired) return json(410, { message: "Artifact has expired", status: "410" });
      res.writeHead(302, { location: `${this.blobUrl}/artifact-blobs/${art.id}.zip?sig=s3cr3t` }).end();
      return;
    }
    if (method === "POST" && rest === "/code-scanning/sarifs") {
      let doc: Record<string, unknown>;
      try {
        doc = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
      } catch {
        return json(400, { message: "Problems parsing JSON", status: "400" });
      }
      const problems: string[] = [];
      if (typeof doc.commit_sha !== "string" || !/^[0-9a-f]{40}$/.test(doc.commit_sha)) problems.push("commit_sha");
      if (typeof doc.ref !== "string" || !/^refs\/(heads|tags|pull)\/.+/.test(doc.ref)) problems.push("ref");
      let sarif: unknown = null;
      try {
        sarif = JSON.parse(gunzipSync(Buffer.from(String(doc.sarif), "base64")).toString("utf8"));
      } catch {
        problems.push("sarif (must be gzip-compressed and base64-encoded)");
      }
      if (problems.length) return json(422, { message: `Invalid request: ${problems.join(", ")}`, status: "422" });
      const id = `sarif-${this.nextId++}`;
      const entry: ReceivedSarif = { id, commit_sha: doc.commit_sha as string, ref: doc.ref as string, sarif };
      if (typeof doc.checkout_uri === "string") entry.checkout_uri = doc.checkout_uri;
      if (typeof doc.tool_name === "string") entry.tool_name = doc.tool_name;
      this.sarifs.push(entry);
      return json(202, { id, url: `${this.apiUrl}${base}/code-scanning/sarifs/${id}` });
    }
    if (method === "GET" && (m = /^\/code-scanning\/sarifs\/([\w-]+)$/.exec(rest))) {
      if (!this.sarifs.some((s) => s.id === m![1])) return json(404, { message: "Not Found", status: "404" });
      return json(200, { processing_status: this.sarifStatus, analyses_url: `${this.apiUrl}${base}/code-scanning/analyses?sarif_id=${m[1]}`, errors: this.sarifStatus === "failed" ? ["invalid SARIF"] : null });
    }
    if ((m = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
      if (method === "GET") {
        const perPage = Number(url.searchParams.get("per_page") ?? 30);
        const page = Number(url.searchParams.get("page") ?? 1);
        const slice = this.comments.slice((page - 1) * perPage, page * perPage);
        const headers: Record<string, string> = {};
        if (page * perPage < this.comments.length) headers.link = `<${this.apiUrl}${path}?per_page=${perPage}&page=${page + 1}>; rel="next"`;
        return json(200, slice.map((c) => this.commentJson(c, Number(m![1]))), headers);
      }
      if (method === "POST") {
        const doc = JSON.parse(body.toString("utf8")) as { body?: string };
        if (typeof doc.body !== "string" || doc.body.length > 65536) return json(422, { message: "Validation Failed", status: "422" });
        const c: FakeComment = { id: this.nextId++, body: doc.body, user: { login: "github-actions[bot]", type: "Bot" } };
        this.comments.push(c);
        return json(201, this.commentJson(c, Number(m[1])));
      }
    }
    if (method === "PATCH" && (m = /^\/issues\/comments\/(\d+)$/.exec(rest))) {
      const c = this.comments.find((x) => x.id === Number(m![1]));
      if (!c) return json(404, { message: "Not Found", status: "404" });
      if (c.user.login !== "github-actions[bot]") return json(403, { message: "Resource not accessible by integration", status: "403" });
      const doc = JSON.parse(body.toString("utf8")) as { body?: string };
      if (typeof doc.body !== "string") return json(422, { message: "Validation Failed", status: "422" });
      c.body = doc.body;
      return json(200, this.commentJson(c, 0));
    }
    return json(404, { message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" });
  }

  private artifactJson(a: FakeArtifact): object {
    const base = `${this.apiUrl}/repos/${this.owner}/${this.repo}/actions/artifacts/${a.id}`;
    return {
      id: a.id,
      node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
      name: a.name,
      size_in_bytes: a.zip.length,
      url: base,
      archive_download_url: `${base}/zip`,
      expired: a.expired ?? false,
      created_at: a.created_at,
      updated_at: a.created_at,
      expires_at: "2027-02-18T10:00:00Z",
      digest: null,
      workflow_run: a.workflow_run,
    };
  }

  private runJson(r: FakeRun): object {
    const repo = (id: number) => ({ id, node_id: `R_${id}`, name: this.repo, full_name: id === this.repoId ? `${this.owner}/${this.repo}` : `fork-owner/${this.repo}`, private: false, fork: id !== this.repoId });
    return {
      id: r.id,
      name: "arh",
      node_id: `WFR_${r.id}`,
      head_branch: r.head_branch,
      head_sha: r.head_sha,
      path: ".github/workflows/arh.yml",
      run_number: 42,
      event: r.event,
      status: r.status,
      conclusion: r.conclusion,
      workflow_id: 161335,
      url: `${this.apiUrl}/repos/${this.owner}/${this.repo}/actions/runs/${r.id}`,
      html_url: `https://github.com/${this.owner}/${this.repo}/actions/runs/${r.id}`,
      created_at: "2026-11-20T09:58:00Z",
      updated_at: "2026-11-20T10:01:00Z",
      repository: repo(r.repository_id),
      head_repository: repo(r.head_repository_id),
    };
  }

  private commentJson(c: FakeComment, issue: number): object {
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      url: `${this.apiUrl}/repos/${this.owner}/${this.repo}/issues/comments/${c.id}`,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${issue}#issuecomment-${c.id}`,
      body: c.body,
      user: { login: c.user.login, id: 41898282, type: c.user.type },
      created_at: "2026-11-30T12:00:00Z",
      updated_at: "2026-11-30T12:00:00Z",
      author_association: "NONE",
    };
  }
}

function defaultMessage(status: number): string {
  switch (status) {
    case 403: return "Resource not accessible by integration";
    case 404: return "Not Found";
    case 429: return "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.";
    case 500: return "Server Error";
    default: return "Error";
  }
}

function listen(s: Server, host: string): Promise<void> {
  return new Promise((res, rej) => {
    s.once("error", rej);
    s.listen(0, host, () => res());
  });
}

function close(s: Server | undefined): Promise<void> {
  if (!s) return Promise.resolve();
  s.closeAllConnections();
  return new Promise((res) => s.close(() => res()));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((res, rej) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => res(Buffer.concat(chunks)));
    req.on("error", rej);
  });
}
