// A fake GitHub REST API on node:http, for tests: the endpoints the action uses, answering as
// GitHub does, plus fault injection (403, 404, 500, 429 + retry-after, expired artifacts,
// fork-poisoned artifacts, malicious zips). Artifact zips are served by a second server (another
// origin), reached by a 302 as on github.com.
//
// Every request is checked against GitHub's REST API description (an unknown operation is a 404,
// invalid parameters or body a 422, as GitHub answers) and every answer is checked against the
// operation's declared response; both kinds of problem are collected in `violations`, which the
// tests expect to stay empty.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { GitHubOpenApi } from "./github-openapi.js";

let sharedSpec: GitHubOpenApi | undefined;
/** The REST API description, loaded once per test file. */
export function githubOpenApi(): GitHubOpenApi {
  return (sharedSpec ??= new GitHubOpenApi());
}

const DOCS = "https://docs.github.com/rest";

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
  /** Pull requests GitHub associates with the run (GitHub lists none for fork PRs). */
  pull_requests?: { number: number; head_sha: string; head_ref: string; base_ref: string }[];
}

export interface FakePull {
  number: number;
  head_sha: string;
  head_ref: string;
  head_repo_id: number;
  base_ref: string;
  state?: "open" | "closed";
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

export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  external_id: string | null;
  details_url: string | null;
  title: string | null;
  summary: string | null;
  annotations: Record<string, unknown>[];
  /** Annotations per request, in order. */
  batches: number[];
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
  pulls = new Map<number, FakePull>();
  sarifs: ReceivedSarif[] = [];
  comments: FakeComment[] = [];
  checkRuns: FakeCheckRun[] = [];
  requests: LoggedRequest[] = [];
  faults: Fault[] = [];
  /** Requests and answers that do not match GitHub's REST API description. */
  violations: string[] = [];
  sarifStatus: "complete" | "pending" | "failed" = "complete";
  /** Bytes written so far for endless artifact bodies. */
  endlessBytesServed = 0;
  /** How many status reads answer "pending" before `sarifStatus` (processing takes a while). */
  sarifPendingReads = 0;
  private api?: Server;
  private blob?: Server;
  apiUrl = "";
  blobUrl = "";
  private nextId = 9000;
  private readonly spec = githubOpenApi();

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

  /** Forget everything recorded and configured (between tests). */
  reset(): void {
    this.artifacts = [];
    this.runs.clear();
    this.pulls.clear();
    this.faults = [];
    this.requests = [];
    this.comments = [];
    this.sarifs = [];
    this.checkRuns = [];
    this.violations = [];
    this.sarifStatus = "complete";
    this.sarifPendingReads = 0;
    this.endlessBytesServed = 0;
  }

  /** Add an artifact plus its workflow run (a successful push run on `branch` unless overridden). */
  addArtifact(a: { name?: string; zip: Buffer; branch?: string; expired?: boolean; createdAt?: string; headRepoId?: number; run?: Partial<FakeRun>; runId?: number }): FakeArtifact {
    const id = this.nextId++;
    const existing = a.runId !== undefined ? this.runs.get(a.runId) : undefined;
    const runId = existing?.id ?? this.nextId++;
    const headRepo = a.headRepoId ?? existing?.head_repository_id ?? this.repoId;
    const branch = a.branch ?? existing?.head_branch ?? "main";
    const sha = existing?.head_sha ?? (runId.toString(16) + "0".repeat(40)).slice(0, 40);
    const run: FakeRun = existing ?? { id: runId, event: "push", status: "completed", conclusion: "success", head_branch: branch, head_sha: sha, repository_id: this.repoId, head_repository_id: headRepo, ...a.run };
    this.runs.set(runId, run);
    const art: FakeArtifact = {
      id,
      name: a.name ?? "arh-baseline",
      expired: a.expired ?? false,
      created_at: a.createdAt ?? "2026-11-20T10:00:00Z",
      zip: a.zip,
      workflow_run: { id: runId, repository_id: run.repository_id, head_repository_id: run.head_repository_id, head_branch: run.head_branch, head_sha: run.head_sha },
    };
    this.artifacts.push(art);
    return art;
  }

  /** Add a workflow run without artifacts (e.g. the pull_request run a workflow_run event names). */
  addRun(r: Partial<FakeRun> & Pick<FakeRun, "event" | "head_branch" | "head_sha">): FakeRun {
    const run: FakeRun = { id: this.nextId++, status: "completed", conclusion: "success", repository_id: this.repoId, head_repository_id: this.repoId, ...r };
    this.runs.set(run.id, run);
    return run;
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

  private get alias() {
    return { repositoryId: this.repoId, owner: this.owner, repo: this.repo };
  }

  private async handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", this.apiUrl);
    const body = await readBody(req);
    this.requests.push({ method, path: url.pathname, authorization: req.headers.authorization, server: "api" });
    // Pagination links name the repository by id, as GitHub's do.
    const path = url.pathname.replace(new RegExp(`^/repositories/${this.repoId}(?=/|$)`), `/repos/${this.owner}/${this.repo}`);
    const send = (status: number, data: unknown, headers: Record<string, string> = {}, checkStatus = true) => {
      const text = data === undefined ? "" : JSON.stringify(data);
      if (checkStatus) for (const v of this.spec.checkResponse(method, path, status, headers, text, this.alias)) this.violations.push(`answer: ${v}`);
      else if (data !== undefined) for (const v of this.spec.checkSchema("basic-error", data)) this.violations.push(`answer ${status}: ${v}`);
      res.writeHead(status, { ...(text ? { "content-type": "application/json; charset=utf-8" } : {}), "x-github-api-version-selected": "2022-11-28", ...headers }).end(text);
    };
    const error = (status: number, message: string, doc = DOCS) => send(status, { message, documentation_url: doc, status: String(status) });
    const f = this.fault(method, path);
    if (f) return send(f.status, f.body ?? { message: defaultMessage(f.status), documentation_url: DOCS, status: String(f.status) }, f.headers, false);
    const auth = req.headers.authorization ?? "";
    if (auth !== `token ${this.token}` && auth !== `Bearer ${this.token}`) return send(401, { message: "Bad credentials", documentation_url: DOCS, status: "401" }, {}, false);
    // The request against the description: GitHub answers an unknown route 404 and invalid input 422.
    const problems = this.spec.checkRequest(method, new URL(path + url.search, this.apiUrl), body, this.alias);
    if (problems.length) {
      this.violations.push(...problems.map((p) => `request: ${p}`));
      if (!this.spec.operation(method, path, this.alias)) return send(404, { message: "Not Found", documentation_url: DOCS, status: "404" }, {}, false);
      return send(422, { message: `Invalid request.\n\n${problems.join("\n")}`, documentation_url: DOCS, status: "422" }, {}, false);
    }
    const base = `/repos/${this.owner}/${this.repo}`;
    if (!path.startsWith(base + "/")) return error(404, "Not Found");
    const rest = path.slice(base.length);
    let m: RegExpExecArray | null;

    if (method === "GET" && rest === "/actions/artifacts") {
      const name = url.searchParams.get("name");
      const list = this.artifacts.filter((a) => !name || a.name === name).sort((x, y) => y.created_at.localeCompare(x.created_at));
      return this.page(url, list, (items) => ({ total_count: list.length, artifacts: items.map((a) => this.artifactJson(a)) }), send);
    }
    if (method === "GET" && (m = /^\/actions\/runs\/(\d+)\/artifacts$/.exec(rest))) {
      const run = this.runs.get(Number(m[1]));
      if (!run) return error(404, "Not Found");
      const name = url.searchParams.get("name");
      const list = this.artifacts.filter((a) => a.workflow_run.id === run.id && (!name || a.name === name));
      return this.page(url, list, (items) => ({ total_count: list.length, artifacts: items.map((a) => this.artifactJson(a)) }), send);
    }
    if (method === "GET" && (m = /^\/actions\/runs\/(\d+)$/.exec(rest))) {
      const run = this.runs.get(Number(m[1]));
      if (!run) return error(404, "Not Found");
      return send(200, this.runJson(run));
    }
    if (method === "GET" && (m = /^\/actions\/artifacts\/(\d+)\/zip$/.exec(rest))) {
      const art = this.artifacts.find((a) => a.id === Number(m![1]));
      if (!art) return error(404, "Not Found");
      if (art.expired) return error(410, "Artifact has expired");
      return send(302, undefined, { location: `${this.blobUrl}/artifact-blobs/${art.id}.zip?sig=s3cr3t` });
    }
    if (method === "GET" && (m = /^\/pulls\/(\d+)$/.exec(rest))) {
      const pr = this.pulls.get(Number(m[1]));
      if (!pr) return error(404, "Not Found");
      return send(200, this.pullJson(pr));
    }
    if (method === "POST" && rest === "/code-scanning/sarifs") {
      const doc = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
      const problems: string[] = [];
      if (typeof doc.commit_sha !== "string" || !/^[0-9a-f]{40}$/.test(doc.commit_sha)) problems.push("commit_sha");
      if (typeof doc.ref !== "string" || !/^refs\/(heads|tags|pull)\/.+/.test(doc.ref)) problems.push("ref");
      if (doc.checkout_uri !== undefined && (typeof doc.checkout_uri !== "string" || !/^file:\/\/\/\S*$/.test(doc.checkout_uri))) problems.push("checkout_uri (must be a uri)");
      let sarif: unknown = null;
      try {
        sarif = JSON.parse(gunzipSync(Buffer.from(String(doc.sarif), "base64")).toString("utf8"));
      } catch {
        problems.push("sarif (must be gzip-compressed and base64-encoded)");
      }
      if (problems.length) return send(400, { message: `Invalid request: ${problems.join(", ")}`, documentation_url: "https://docs.github.com/rest/code-scanning/code-scanning#upload-an-analysis-as-sarif-data", status: "400" });
      const id = `${this.nextId++}0000-aaaa-bbbb-cccc-dddddddddddd`;
      const entry: ReceivedSarif = { id, commit_sha: doc.commit_sha as string, ref: doc.ref as string, sarif };
      if (typeof doc.checkout_uri === "string") entry.checkout_uri = doc.checkout_uri;
      if (typeof doc.tool_name === "string") entry.tool_name = doc.tool_name;
      this.sarifs.push(entry);
      return send(202, { id, url: `${this.apiUrl}${base}/code-scanning/sarifs/${id}` });
    }
    if (method === "GET" && (m = /^\/code-scanning\/sarifs\/([\w-]+)$/.exec(rest))) {
      if (!this.sarifs.some((s) => s.id === m![1])) return error(404, "Not Found");
      if (this.sarifPendingReads > 0) {
        this.sarifPendingReads--;
        return send(200, { processing_status: "pending", analyses_url: null, errors: null });
      }
      return send(200, { processing_status: this.sarifStatus, analyses_url: `${this.apiUrl}${base}/code-scanning/analyses?sarif_id=${m[1]}`, errors: this.sarifStatus === "failed" ? ["invalid SARIF"] : null });
    }
    if ((m = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
      const issue = Number(m[1]);
      if (method === "GET") return this.page(url, this.comments, (items) => items.map((c) => this.commentJson(c, issue)), send);
      if (method === "POST") {
        const doc = JSON.parse(body.toString("utf8")) as { body?: string };
        if (typeof doc.body !== "string" || doc.body.length > 65536) return send(422, { message: "Validation Failed", errors: [{ resource: "IssueComment", code: "custom", field: "body", message: "body is too long (maximum is 65536 characters)" }], documentation_url: "https://docs.github.com/rest/issues/comments#create-an-issue-comment", status: "422" });
        const c: FakeComment = { id: this.nextId++, body: doc.body, user: { login: "github-actions[bot]", type: "Bot" } };
        this.comments.push(c);
        return send(201, this.commentJson(c, issue), { location: `${this.apiUrl}${base}/issues/comments/${c.id}` });
      }
    }
    if (method === "PATCH" && (m = /^\/issues\/comments\/(\d+)$/.exec(rest))) {
      const c = this.comments.find((x) => x.id === Number(m![1]));
      if (!c) return error(404, "Not Found");
      if (c.user.login !== "github-actions[bot]") return send(403, { message: "Resource not accessible by integration", documentation_url: "https://docs.github.com/rest/issues/comments#update-an-issue-comment", status: "403" }, {}, false);
      const doc = JSON.parse(body.toString("utf8")) as { body: string };
      c.body = doc.body;
      return send(200, this.commentJson(c, 0));
    }
    if (method === "POST" && rest === "/check-runs") {
      const doc = JSON.parse(body.toString("utf8")) as { name: string; head_sha: string; status?: string; conclusion?: string; external_id?: string; details_url?: string; output?: { title?: string; summary?: string; annotations?: Record<string, unknown>[] } };
      if (!/^[0-9a-f]{40}$/.test(doc.head_sha)) return send(422, { message: "No commit found for SHA: " + doc.head_sha, documentation_url: "https://docs.github.com/rest/checks/runs#create-a-check-run", status: "422" });
      const run: FakeCheckRun = { id: this.nextId++, name: doc.name, head_sha: doc.head_sha, status: doc.conclusion ? "completed" : (doc.status ?? "queued"), conclusion: doc.conclusion ?? null, external_id: doc.external_id ?? null, details_url: doc.details_url ?? null, title: doc.output?.title ?? null, summary: doc.output?.summary ?? null, annotations: [], batches: [] };
      const err = this.addAnnotations(run, doc.output);
      if (err) return send(422, { message: err, documentation_url: "https://docs.github.com/rest/checks/runs#create-a-check-run", status: "422" });
      this.checkRuns.push(run);
      return send(201, this.checkRunJson(run));
    }
    if (method === "PATCH" && (m = /^\/check-runs\/(\d+)$/.exec(rest))) {
      const run = this.checkRuns.find((x) => x.id === Number(m![1]));
      if (!run) return error(404, "Not Found");
      const doc = JSON.parse(body.toString("utf8")) as { status?: string; conclusion?: string; output?: { title?: string; summary?: string; annotations?: Record<string, unknown>[] } };
      const err = this.addAnnotations(run, doc.output);
      if (err) return send(422, { message: err, documentation_url: "https://docs.github.com/rest/checks/runs#update-a-check-run", status: "422" });
      if (doc.conclusion) {
        run.conclusion = doc.conclusion;
        run.status = "completed";
      } else if (doc.status) run.status = doc.status;
      if (doc.output?.title !== undefined) run.title = doc.output.title;
      if (doc.output?.summary !== undefined) run.summary = doc.output.summary;
      return send(200, this.checkRunJson(run));
    }
    return error(404, "Not Found");
  }

  /** Append a request's annotations as GitHub does (the description already capped them at 50). */
  private addAnnotations(run: FakeCheckRun, output: { title?: string; summary?: string; annotations?: Record<string, unknown>[] } | undefined): string | null {
    const list = output?.annotations ?? [];
    if (list.length && (output?.title === undefined || output.summary === undefined)) return "Invalid request.\n\n\"title\", \"summary\" weren't supplied.";
    for (const a of list) {
      if ((a.start_column !== undefined || a.end_column !== undefined) && a.start_line !== a.end_line) return "Invalid request.\n\nstart_column and end_column may only be used when start_line equals end_line.";
    }
    run.annotations.push(...list);
    run.batches.push(list.length);
    return null;
  }

  /** One page of a list, with a `link` header built as GitHub builds it (repository by id; prev, next, last, first). */
  private page<T>(url: URL, list: T[], shape: (items: T[]) => unknown, send: (status: number, data: unknown, headers?: Record<string, string>) => void): void {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? 30)));
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const last = Math.max(1, Math.ceil(list.length / perPage));
    const items = list.slice((page - 1) * perPage, page * perPage);
    const rest = url.pathname.replace(/^\/(repos\/[^/]+\/[^/]+|repositories\/\d+)/, "");
    const link = (n: number, rel: string) => {
      const q = new URLSearchParams(url.searchParams);
      q.set("page", String(n));
      return `<${this.apiUrl}/repositories/${this.repoId}${rest}?${q.toString()}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page > 1) links.push(link(page - 1, "prev"));
    if (page < last) links.push(link(page + 1, "next"), link(last, "last"));
    if (page > 1) links.push(link(1, "first"));
    send(200, shape(items), links.length ? { link: links.join(", ") } : {});
  }

  private user(login: string, id: number, type = "User"): Record<string, unknown> {
    const u = `${this.apiUrl}/users/${encodeURIComponent(login)}`;
    return {
      login, id, node_id: `U_${id}`, avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`, gravatar_id: "", url: u,
      html_url: `https://github.com/${login}`, followers_url: `${u}/followers`, following_url: `${u}/following{/other_user}`, gists_url: `${u}/gists{/gist_id}`,
      starred_url: `${u}/starred{/owner}{/repo}`, subscriptions_url: `${u}/subscriptions`, organizations_url: `${u}/orgs`, repos_url: `${u}/repos`,
      events_url: `${u}/events{/privacy}`, received_events_url: `${u}/received_events`, type, site_admin: false,
    };
  }

  /** A minimal-repository as GitHub returns it inside workflow runs. */
  private repository(id: number): Record<string, unknown> {
    const owner = id === this.repoId ? this.owner : "fork-owner";
    const full = `${owner}/${this.repo}`;
    const u = `${this.apiUrl}/repos/${full}`;
    const urls: Record<string, string> = {};
    for (const [k, v] of Object.entries({
      archive: "/{archive_format}{/ref}", assignees: "/assignees{/user}", blobs: "/git/blobs{/sha}", branches: "/branches{/branch}", collaborators: "/collaborators{/collaborator}",
      comments: "/comments{/number}", commits: "/commits{/sha}", compare: "/compare/{base}...{head}", contents: "/contents/{+path}", contributors: "/contributors",
      deployments: "/deployments", downloads: "/downloads", events: "/events", forks: "/forks", git_commits: "/git/commits{/sha}", git_refs: "/git/refs{/sha}",
      git_tags: "/git/tags{/sha}", hooks: "/hooks", issue_comment: "/issues/comments{/number}", issue_events: "/issues/events{/number}", issues: "/issues{/number}",
      keys: "/keys{/key_id}", labels: "/labels{/name}", languages: "/languages", merges: "/merges", milestones: "/milestones{/number}",
      notifications: "/notifications{?since,all,participating}", pulls: "/pulls{/number}", releases: "/releases{/id}", stargazers: "/stargazers", statuses: "/statuses/{sha}",
      subscribers: "/subscribers", subscription: "/subscription", tags: "/tags", teams: "/teams", trees: "/git/trees{/sha}",
    })) urls[`${k}_url`] = u + v;
    return { id, node_id: `R_${id}`, name: this.repo, full_name: full, private: false, owner: this.user(owner, id === this.repoId ? 9919 : 7771234, id === this.repoId ? "Organization" : "User"), html_url: `https://github.com/${full}`, description: "Customer support agent", fork: id !== this.repoId, url: u, ...urls };
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
    const u = `${this.apiUrl}/repos/${this.owner}/${this.repo}/actions/runs/${r.id}`;
    return {
      id: r.id,
      name: "agent-gate",
      node_id: `WFR_${r.id}`,
      head_branch: r.head_branch,
      head_sha: r.head_sha,
      path: ".github/workflows/agent-gate.yml",
      display_title: "Let the agent retry refunds",
      run_number: 42,
      run_attempt: 1,
      event: r.event,
      status: r.status,
      conclusion: r.conclusion,
      workflow_id: 161335,
      check_suite_id: 42111,
      check_suite_node_id: "CS_kwDOAAA",
      url: u,
      html_url: `https://github.com/${this.owner}/${this.repo}/actions/runs/${r.id}`,
      pull_requests: (r.pull_requests ?? []).map((p) => ({
        id: 2100000000 + p.number,
        number: p.number,
        url: `${this.apiUrl}/repos/${this.owner}/${this.repo}/pulls/${p.number}`,
        head: { ref: p.head_ref, sha: p.head_sha, repo: { id: this.repoId, url: `${this.apiUrl}/repos/${this.owner}/${this.repo}`, name: this.repo } },
        base: { ref: p.base_ref, sha: "1f0e3a5c9b8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f", repo: { id: this.repoId, url: `${this.apiUrl}/repos/${this.owner}/${this.repo}`, name: this.repo } },
      })),
      created_at: "2026-11-20T09:58:00Z",
      updated_at: "2026-11-20T10:01:00Z",
      run_started_at: "2026-11-20T09:58:05Z",
      actor: this.user("mona", 583231),
      triggering_actor: this.user("mona", 583231),
      jobs_url: `${u}/jobs`,
      logs_url: `${u}/logs`,
      check_suite_url: `${this.apiUrl}/repos/${this.owner}/${this.repo}/check-suites/42111`,
      artifacts_url: `${u}/artifacts`,
      cancel_url: `${u}/cancel`,
      rerun_url: `${u}/rerun`,
      previous_attempt_url: null,
      workflow_url: `${this.apiUrl}/repos/${this.owner}/${this.repo}/actions/workflows/161335`,
      head_commit: { id: r.head_sha, tree_id: "b3c2d1e0f9a8b7c6d5e4f1f0e3a5c9b8d7e6f5a4", message: "Let the agent retry refunds", timestamp: "2026-11-20T09:57:00Z", author: { name: "Mona", email: "mona@example.com" }, committer: { name: "GitHub", email: "noreply@github.com" } },
      repository: this.repository(r.repository_id),
      head_repository: this.repository(r.head_repository_id),
    };
  }

  private pullJson(p: FakePull): object {
    const u = `${this.apiUrl}/repos/${this.owner}/${this.repo}`;
    const pu = `${u}/pulls/${p.number}`;
    const html = `https://github.com/${this.owner}/${this.repo}/pull/${p.number}`;
    const headRepo = this.repository(p.head_repo_id);
    const author = this.user(p.head_repo_id === this.repoId ? "mona" : "fork-owner", p.head_repo_id === this.repoId ? 583231 : 7771234);
    const ref = (label: string, r: string, sha: string, repo: Record<string, unknown>, user: Record<string, unknown>) => ({ label, ref: r, sha, repo: { ...repo, ...this.fullRepoExtras(), }, user });
    return {
      url: pu, id: 2100000000 + p.number, node_id: `PR_${p.number}`, html_url: html, diff_url: `${html}.diff`, patch_url: `${html}.patch`, issue_url: `${u}/issues/${p.number}`,
      commits_url: `${pu}/commits`, review_comments_url: `${pu}/comments`, review_comment_url: `${u}/pulls/comments{/number}`, comments_url: `${u}/issues/${p.number}/comments`,
      statuses_url: `${u}/statuses/${p.head_sha}`, number: p.number, state: p.state ?? "open", locked: false, title: "Let the agent retry refunds", user: author,
      body: "Retries the refund call on timeouts.", labels: [], milestone: null, active_lock_reason: null, created_at: "2026-11-30T12:40:00Z", updated_at: "2026-11-30T12:58:02Z",
      closed_at: null, merged_at: null, merge_commit_sha: null, assignee: null, assignees: [], requested_reviewers: [], requested_teams: [],
      head: ref(`${String((headRepo.owner as { login: string }).login)}:${p.head_ref}`, p.head_ref, p.head_sha, headRepo, author),
      base: ref(`${this.owner}:${p.base_ref}`, p.base_ref, "1f0e3a5c9b8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f", this.repository(this.repoId), this.user(this.owner, 9919, "Organization")),
      _links: { self: { href: pu }, html: { href: html }, issue: { href: `${u}/issues/${p.number}` }, comments: { href: `${u}/issues/${p.number}/comments` }, review_comments: { href: `${pu}/comments` }, review_comment: { href: `${u}/pulls/comments{/number}` }, commits: { href: `${pu}/commits` }, statuses: { href: `${u}/statuses/${p.head_sha}` } },
      author_association: p.head_repo_id === this.repoId ? "MEMBER" : "CONTRIBUTOR", auto_merge: null, draft: false, merged: false, mergeable: true, rebaseable: true,
      mergeable_state: "clean", merged_by: null, comments: 0, review_comments: 0, maintainer_can_modify: true, commits: 1, additions: 12, deletions: 3, changed_files: 2,
    };
  }

  /** The fields a full repository has beyond a minimal one (pull request head/base repositories). */
  private fullRepoExtras(): Record<string, unknown> {
    return {
      git_url: "git://github.com/x.git", ssh_url: "git@github.com:x.git", clone_url: "https://github.com/x.git", svn_url: "https://github.com/x", mirror_url: null, homepage: null,
      language: "Python", forks_count: 1, stargazers_count: 3, watchers_count: 3, size: 120, default_branch: "main", open_issues_count: 1, topics: [], has_issues: true,
      has_projects: true, has_wiki: false, has_pages: false, has_downloads: true, has_discussions: false, archived: false, disabled: false, visibility: "public",
      pushed_at: "2026-11-30T12:58:01Z", created_at: "2025-01-10T09:00:00Z", updated_at: "2026-11-29T10:00:00Z", allow_forking: true, is_template: false,
      web_commit_signoff_required: false, forks: 1, open_issues: 1, watchers: 3, license: null,
    };
  }

  private checkRunJson(r: FakeCheckRun): object {
    const u = `${this.apiUrl}/repos/${this.owner}/${this.repo}/check-runs/${r.id}`;
    return {
      id: r.id, head_sha: r.head_sha, node_id: `CR_${r.id}`, external_id: r.external_id ?? "", url: u, html_url: `https://github.com/${this.owner}/${this.repo}/runs/${r.id}`,
      details_url: r.details_url ?? `https://github.com/${this.owner}/${this.repo}/runs/${r.id}`, status: r.status, conclusion: r.conclusion,
      started_at: "2026-11-30T13:00:00Z", completed_at: r.status === "completed" ? "2026-11-30T13:00:05Z" : null,
      output: { title: r.title, summary: r.summary, text: null, annotations_count: r.annotations.length, annotations_url: `${u}/annotations` },
      name: r.name, check_suite: { id: 42111 },
      app: { id: 15368, slug: "github-actions", node_id: "MDM6QXBwMTUzNjg=", owner: this.user("github", 9919, "Organization"), name: "GitHub Actions", description: "Automate your workflow from idea to production", external_url: "https://help.github.com/en/actions", html_url: "https://github.com/apps/github-actions", created_at: "2018-07-30T09:30:17Z", updated_at: "2024-04-10T20:33:16Z", permissions: { checks: "write", metadata: "read" }, events: ["check_run"] },
      pull_requests: [],
    };
  }

  private commentJson(c: FakeComment, issue: number): object {
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      url: `${this.apiUrl}/repos/${this.owner}/${this.repo}/issues/comments/${c.id}`,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${issue}#issuecomment-${c.id}`,
      issue_url: `${this.apiUrl}/repos/${this.owner}/${this.repo}/issues/${issue}`,
      body: c.body,
      user: this.user(c.user.login, c.user.type === "Bot" ? 41898282 : 583231, c.user.type),
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
