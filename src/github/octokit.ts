// Octokit for the action: @actions/github's client with retry and throttling, honouring
// GITHUB_API_URL (GitHub Enterprise Server), every request bounded in time.
import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import type { Log } from "./log.js";

export type Octokit = ReturnType<typeof getOctokit>;

export interface OctokitOptions {
  token: string;
  baseUrl: string;
  log: Log;
  /** Retries for 5xx / network errors (default 2). */
  retries?: number;
  /** Base of the retry back-off in ms (default 1000; tests use a few ms). */
  retryBaseMs?: number;
  /** Per-request time limit in ms (default 30 s). */
  timeoutMs?: number;
  /** Longest `retry-after` we are willing to wait, in seconds (default 60). */
  maxRetryAfterSec?: number;
}

export function createOctokit(o: OctokitOptions): Octokit {
  const retries = o.retries ?? 2;
  const base = o.retryBaseMs ?? 1000;
  const timeoutMs = o.timeoutMs ?? 30_000;
  const maxWait = o.maxRetryAfterSec ?? 60;
  const limited = (kind: string) => (retryAfter: number, options: { method?: string; url?: string }, _octokit: unknown, retryCount: number): boolean => {
    const what = `${options.method ?? "GET"} ${options.url ?? ""}`;
    if (retryCount < 1 && retryAfter <= maxWait) {
      o.log.info(`GitHub API ${kind} rate limit on ${what}; retrying after ${retryAfter} s`);
      return true;
    }
    o.log.info(`GitHub API ${kind} rate limit on ${what}; giving up`);
    return false;
  };
  const boundedFetch = (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const signal = init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    return fetch(url, { ...init, signal });
  };
  return getOctokit(
    o.token,
    {
      baseUrl: o.baseUrl,
      log: { debug: () => {}, info: () => {}, warn: (m: string) => o.log.debug(m), error: (m: string) => o.log.debug(m) },
      request: { fetch: boundedFetch },
      retry: { retries, retryAfterBaseValue: base, doNotRetry: [400, 401, 403, 404, 410, 422, 451] },
      throttle: {
        retryAfterBaseValue: base,
        fallbackSecondaryRateRetryAfter: 5,
        onRateLimit: limited("primary"),
        onSecondaryRateLimit: limited("secondary"),
      },
    },
    retry,
    throttling,
  );
}

/** HTTP status of an Octokit error (0 for network errors or others). */
export function httpStatus(err: unknown): number {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === "number" ? s : 0;
}

/** One-line description of an API error, without echoing response bodies. */
export function describeApiError(err: unknown): string {
  const status = httpStatus(err);
  const msg = err instanceof Error ? err.message : String(err);
  const short = msg.split("\n")[0]!.slice(0, 200);
  return status ? `HTTP ${status}: ${short}` : short;
}
