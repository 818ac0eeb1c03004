// Check run mode (`check-run: true`, needs `checks: write`): one check run per gate carrying every
// annotation. The Checks API takes at most 50 annotations per request and appends the annotations
// of each update, so the run is created in progress with the first batch, updated with one batch
// per request, and completed with the gate's conclusion in the last request.
import { plural } from "../report/util.js";
import type { Octokit } from "./octokit.js";
import { describeApiError, httpStatus } from "./octokit.js";
import type { PlannedAnnotation } from "./annotations.js";
import { truncate } from "../util/escape.js";

/** Annotations per Checks API request (GitHub's limit). */
export const CHECK_BATCH = 50;
/** Limits of the check run output (GitHub's): summary and text 65,535 characters, message 64 KB. */
const MAX_SUMMARY = 65_535;
const MAX_TITLE = 255;
const MAX_MESSAGE = 60_000;

export interface CheckRunRequest {
  owner: string;
  repo: string;
  name: string;
  headSha: string;
  conclusion: "success" | "failure" | "neutral";
  title: string;
  summary: string;
  annotations: PlannedAnnotation[];
  detailsUrl?: string;
  externalId?: string;
}

export type CheckRunResult =
  | { ok: true; id: number; url: string; annotations: number; requests: number }
  | { ok: false; status: number; reason: string; id?: number };

type CheckAnnotation = {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: "notice" | "warning" | "failure";
  message: string;
  title?: string;
};

const LEVEL = { error: "failure", warning: "warning", notice: "notice" } as const;

/** A planned annotation in the Checks API's shape (null: it has no file to sit on). */
export function toCheckAnnotation(a: PlannedAnnotation): CheckAnnotation | null {
  const p = a.props;
  if (!p.file) return null;
  const start = p.startLine ?? 1;
  const out: CheckAnnotation = {
    path: p.file,
    start_line: start,
    end_line: p.endLine ?? start,
    annotation_level: LEVEL[a.level],
    message: truncate(a.message, MAX_MESSAGE),
  };
  // Columns are only allowed when the annotation stays on one line.
  if (out.end_line === out.start_line && p.startColumn !== undefined) {
    out.start_column = p.startColumn;
    out.end_column = p.endColumn ?? p.startColumn;
  }
  if (p.title) out.title = truncate(p.title, MAX_TITLE);
  return out;
}

export async function publishCheckRun(octokit: Octokit, r: CheckRunRequest): Promise<CheckRunResult> {
  const all = r.annotations.map(toCheckAnnotation).filter((a): a is CheckAnnotation => a !== null);
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < all.length; i += CHECK_BATCH) batches.push(all.slice(i, i + CHECK_BATCH));
  const output = (annotations: CheckAnnotation[] | undefined) => ({
    title: truncate(r.title, MAX_TITLE),
    summary: truncate(r.summary, MAX_SUMMARY),
    ...(annotations && annotations.length ? { annotations } : {}),
  });
  let id = 0;
  let url = "";
  let requests = 0;
  let sent = 0;
  try {
    const created = await octokit.rest.checks.create({
      owner: r.owner,
      repo: r.repo,
      name: r.name,
      head_sha: r.headSha,
      status: "in_progress",
      ...(r.detailsUrl ? { details_url: r.detailsUrl } : {}),
      ...(r.externalId ? { external_id: r.externalId } : {}),
      output: output(batches[0]),
    });
    requests++;
    sent += batches[0]?.length ?? 0;
    id = created.data.id;
    url = created.data.html_url ?? "";
    // Every further batch in its own update; the last request also completes the run.
    const rest = batches.slice(1);
    const updates = rest.length ? rest : [undefined];
    for (let i = 0; i < updates.length; i++) {
      const final = i === updates.length - 1;
      await octokit.rest.checks.update({
        owner: r.owner,
        repo: r.repo,
        check_run_id: id,
        ...(final ? { status: "completed" as const, conclusion: r.conclusion } : {}),
        output: output(updates[i]),
      });
      requests++;
      sent += updates[i]?.length ?? 0;
    }
    return { ok: true, id, url, annotations: all.length, requests };
  } catch (e) {
    const why = describeApiError(e);
    if (!id) return { ok: false, status: httpStatus(e), reason: why };
    // A created run must never stay in progress: complete it with the gate's conclusion and say
    // in its summary what it lacks (the caller emits the annotations as workflow commands).
    const lost = all.length - sent;
    const note = `\n\n> [!WARNING]\n> ${lost} of ${plural(all.length, "annotation")} could not be attached to this check run (${truncate(why, 500)}); they are annotations of the workflow job instead.`;
    try {
      await octokit.rest.checks.update({
        owner: r.owner,
        repo: r.repo,
        check_run_id: id,
        status: "completed" as const,
        conclusion: r.conclusion,
        output: { title: truncate(r.title, MAX_TITLE), summary: truncate(r.summary, MAX_SUMMARY - note.length) + note },
      });
    } catch (e2) {
      return { ok: false, status: httpStatus(e), id, reason: `check run ${id} left in progress: ${why}; completing it failed too: ${describeApiError(e2)}` };
    }
    return { ok: false, status: httpStatus(e), id, reason: `check run ${id} completed (${r.conclusion}) without ${lost} of its ${plural(all.length, "annotation")}: ${why}` };
  }
}
