// The run's context as a plain object, read once from the runner's environment and event payload.
import { readFileSync } from "node:fs";

export interface ActionContext {
  eventName: string;
  sha: string;
  ref: string;
  owner: string;
  repo: string;
  /** Numeric id of the repository the workflow runs in (event payload `repository.id`, else GITHUB_REPOSITORY_ID). */
  repositoryId: number | null;
  defaultBranch: string | null;
  workspace: string;
  apiUrl: string;
  serverUrl: string;
  runnerTemp: string;
  runId: number | null;
  /** Pull request data, when the event is pull_request or pull_request_target. */
  pr: {
    number: number;
    baseRef: string;
    headSha: string;
    /** Head repository id (null when the head repository was deleted). */
    headRepoId: number | null;
    /** The head branch lives in another repository (not: a PR inside a repository that is itself a fork). */
    isFork: boolean;
    /** The run's token cannot write: a fork PR, or a Dependabot PR (GitHub treats both alike). */
    readOnly: boolean;
  } | null;
  /** Who triggered the run (GITHUB_ACTOR). */
  actor: string;
  /** The triggering run of a `workflow_run` event (the two-workflow pattern for fork PRs). */
  workflowRun: WorkflowRunInfo | null;
  /**
   * The event's date (YYYY-MM-DD, UTC): the pushed head commit's timestamp, the pull request's
   * or triggering run's last update. It judges quarantine expiry (docs/repeats.md); null: none.
   */
  eventDate?: string | null;
}

export interface WorkflowRunInfo {
  id: number;
  /** `pull_request`, `push`, ... */
  event: string;
  conclusion: string | null;
  headSha: string;
  headBranch: string;
  /** Repository the run belongs to, and the repository its head commit comes from. */
  repositoryId: number | null;
  headRepositoryId: number | null;
  /** Pull requests GitHub associates with the run (empty for fork PRs: GitHub leaves it empty). */
  pullRequests: { number: number; headSha: string; baseRef: string }[];
}

/** Dependabot's PRs run with a read-only token and no secrets, as fork PRs do. */
export const DEPENDABOT = "dependabot[bot]";

type Env = Record<string, string | undefined>;

function rec(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
function numOrNull(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "string" && /^\d+$/.test(v)) return Number(v);
  return null;
}
function str(v: unknown): string | null {
  return typeof v === "string" && v !== "" ? v : null;
}

export function readEventPayload(env: Env): Record<string, unknown> {
  const p = env.GITHUB_EVENT_PATH;
  if (!p) return {};
  try {
    return rec(JSON.parse(readFileSync(p, "utf8")));
  } catch {
    return {};
  }
}

export function contextFromEnv(env: Env, payload: Record<string, unknown>, cwd: string): ActionContext {
  const repository = rec(payload.repository);
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? `${str(rec(repository.owner).login) ?? ""}/${str(repository.name) ?? ""}`).split("/");
  const repositoryId = numOrNull(repository.id) ?? numOrNull(env.GITHUB_REPOSITORY_ID);
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const actor = env.GITHUB_ACTOR ?? str(rec(payload.sender).login) ?? "";
  let pr: ActionContext["pr"] = null;
  if (eventName === "pull_request" || eventName === "pull_request_target") {
    const pull = rec(payload.pull_request);
    const base = rec(pull.base);
    const head = rec(pull.head);
    const headRepo = head.repo === null ? null : rec(head.repo);
    const headRepoId = headRepo ? numOrNull(headRepo.id) : null;
    const number = numOrNull(pull.number) ?? numOrNull(payload.number) ?? 0;
    // A deleted head repository, or one that differs from the base repository, is a fork. The head
    // repository's own `fork` flag says nothing: in a repository that is itself a fork, a PR from
    // one of its branches has head.repo.id == repository.id and `fork: true`.
    const isFork = headRepoId === null || repositoryId === null || headRepoId !== repositoryId;
    pr = {
      number,
      baseRef: str(base.ref) ?? env.GITHUB_BASE_REF ?? "",
      headSha: str(head.sha) ?? "",
      headRepoId,
      isFork,
      readOnly: isFork || actor === DEPENDABOT,
    };
  }
  return {
    eventName,
    sha: env.GITHUB_SHA ?? "",
    ref: env.GITHUB_REF ?? "",
    owner,
    repo,
    repositoryId,
    defaultBranch: str(repository.default_branch),
    workspace: env.GITHUB_WORKSPACE || cwd,
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    serverUrl: (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, ""),
    runnerTemp: env.RUNNER_TEMP || "",
    runId: numOrNull(env.GITHUB_RUN_ID),
    pr,
    actor,
    workflowRun: eventName === "workflow_run" ? workflowRunFrom(payload) : null,
    eventDate: eventDate(payload),
  };
}

/** The event's own date: what happened, as GitHub recorded it, never the runner's clock. */
function eventDate(payload: Record<string, unknown>): string | null {
  const candidates = [rec(payload.head_commit).timestamp, rec(payload.pull_request).updated_at, rec(payload.workflow_run).updated_at, rec(payload.workflow_run).created_at, rec(payload.repository).pushed_at];
  for (const v of candidates) {
    const ms = typeof v === "number" && Number.isFinite(v) ? v * 1000 : typeof v === "string" && /^\d{4}-\d\d-\d\dT/.test(v) ? Date.parse(v) : Number.NaN;
    if (Number.isFinite(ms)) return new Date(ms).toISOString().slice(0, 10);
  }
  return null;
}

function workflowRunFrom(payload: Record<string, unknown>): WorkflowRunInfo | null {
  const run = rec(payload.workflow_run);
  const id = numOrNull(run.id);
  if (id === null) return null;
  const prs = Array.isArray(run.pull_requests) ? run.pull_requests : [];
  return {
    id,
    event: str(run.event) ?? "",
    conclusion: str(run.conclusion),
    headSha: str(run.head_sha) ?? "",
    headBranch: str(run.head_branch) ?? "",
    repositoryId: numOrNull(rec(run.repository).id),
    headRepositoryId: numOrNull(rec(run.head_repository).id),
    pullRequests: prs.slice(0, 100).flatMap((p) => {
      const n = numOrNull(rec(p).number);
      return n === null ? [] : [{ number: n, headSha: str(rec(rec(p).head).sha) ?? "", baseRef: str(rec(rec(p).base).ref) ?? "" }];
    }),
  };
}

/** The ref SARIF results belong to: the PR's merge ref on pull requests, else GITHUB_REF. */
export function sarifRef(ctx: ActionContext): string {
  return ctx.pr && ctx.pr.number > 0 ? `refs/pull/${ctx.pr.number}/merge` : ctx.ref;
}

/** Push to the repository's default branch. */
export function isPushToDefaultBranch(ctx: ActionContext): boolean {
  return ctx.eventName === "push" && ctx.defaultBranch !== null && ctx.ref === `refs/heads/${ctx.defaultBranch}`;
}
