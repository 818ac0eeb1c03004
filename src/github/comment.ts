// One sticky pull request comment, found by a hidden marker and updated in place.
import type { Octokit } from "./octokit.js";
import { describeApiError, httpStatus } from "./octokit.js";

/** GitHub rejects comment bodies above 65536 characters. */
export const COMMENT_MAX_CHARS = 65_000;

export function commentMarker(category: string): string {
  return `<!-- arh-action:sticky-comment:${category.replace(/[^A-Za-z0-9._/-]/g, "_")} -->`;
}

export type CommentResult = { ok: true; action: "created" | "updated"; id: number } | { ok: false; status: number; reason: string };

export async function findStickyComment(octokit: Octokit, owner: string, repo: string, issue: number, marker: string): Promise<{ id: number } | null> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issue, per_page: 100 });
  // Newest first; a comment merely quoting the marker after other text does not count.
  for (const c of [...comments].reverse()) {
    if (typeof c.body === "string" && c.body.startsWith(marker)) return { id: c.id };
  }
  return null;
}

/**
 * Create or update the sticky comment. With `onlyUpdate`, an absent comment is not created
 * (used to flip an earlier failure comment to "passed").
 */
export async function upsertStickyComment(
  octokit: Octokit,
  p: { owner: string; repo: string; issue: number; marker: string; body: string; onlyUpdate?: boolean },
): Promise<CommentResult | null> {
  let body = `${p.marker}\n${p.body}`;
  if (body.length > COMMENT_MAX_CHARS) body = body.slice(0, COMMENT_MAX_CHARS - 80) + "\n\n… (truncated; see the job summary and the reports)\n";
  try {
    const existing = await findStickyComment(octokit, p.owner, p.repo, p.issue, p.marker);
    if (existing) {
      try {
        await octokit.rest.issues.updateComment({ owner: p.owner, repo: p.repo, comment_id: existing.id, body });
        return { ok: true, action: "updated", id: existing.id };
      } catch (e) {
        // Someone else's comment carrying our marker: we cannot edit it; fall through to create.
        if (httpStatus(e) !== 403 && httpStatus(e) !== 404) throw e;
      }
    }
    if (p.onlyUpdate) return null;
    const res = await octokit.rest.issues.createComment({ owner: p.owner, repo: p.repo, issue_number: p.issue, body });
    return { ok: true, action: "created", id: res.data.id };
  } catch (e) {
    return { ok: false, status: httpStatus(e), reason: describeApiError(e) };
  }
}
