// One sticky pull request comment, found by a hidden marker and updated in place.
import type { Octokit } from "./octokit.js";
import { describeApiError, httpStatus } from "./octokit.js";

/** GitHub rejects comment bodies above 65536 characters. */
export const COMMENT_MAX_CHARS = 65_000;

/** The body posted instead of one over the limit. */
export const OVERSIZE_BODY = "**Agent reliability gate**: the result is too large for a comment; see the job summary and the report artifacts.\n";

/** The most characters a body may have beside its marker line. */
export function commentBudget(marker: string): number {
  return COMMENT_MAX_CHARS - marker.length - 1;
}

export function commentMarker(category: string): string {
  return `<!-- arh-action:sticky-comment:${category.replace(/[^A-Za-z0-9._/-]/g, "_")} -->`;
}

export type CommentResult = { ok: true; action: "created" | "updated"; id: number } | { ok: false; status: number; reason: string };

/** The author of comments made with the workflow's `GITHUB_TOKEN`. */
export const GITHUB_ACTIONS_BOT = "github-actions[bot]";

/**
 * The login our comments are posted as: the token's user when the token may read `/user` (a
 * personal access token), else the Actions bot (`GITHUB_TOKEN` is refused there).
 */
export async function commentAuthor(octokit: Octokit): Promise<string> {
  try {
    const res = await octokit.rest.users.getAuthenticated();
    if (typeof res.data?.login === "string" && res.data.login) return res.data.login;
  } catch {
    // 403 for GITHUB_TOKEN and app installation tokens: they comment as a bot
  }
  return GITHUB_ACTIONS_BOT;
}

/**
 * Our sticky comment: the newest comment by `author` that starts with the marker. Anyone can
 * write the marker into a comment; only our own comments count, so a forged one is never
 * picked (we could not edit it, and its text would stay as the visible verdict).
 */
export async function findStickyComment(octokit: Octokit, owner: string, repo: string, issue: number, marker: string, author: string): Promise<{ id: number } | null> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issue, per_page: 100 });
  // Newest first; a comment merely quoting the marker after other text does not count.
  for (const c of [...comments].reverse()) {
    if (c.user?.login === author && typeof c.body === "string" && c.body.startsWith(marker)) return { id: c.id };
  }
  return null;
}

/**
 * Create or update the sticky comment. With `onlyUpdate`, an absent comment is not created
 * (used to flip an earlier failure comment to "passed").
 */
export async function upsertStickyComment(
  octokit: Octokit,
  p: { owner: string; repo: string; issue: number; marker: string; body: string; onlyUpdate?: boolean; author?: string },
): Promise<CommentResult | null> {
  // Bodies are built within the limit from whole blocks (buildCommentBody); a body that is still
  // too long is replaced, never cut, since a cut can end inside an escape, a table or <details>.
  let body = `${p.marker}\n${p.body}`;
  if (body.length > COMMENT_MAX_CHARS) body = `${p.marker}\n${OVERSIZE_BODY}`;
  try {
    const author = p.author ?? (await commentAuthor(octokit));
    const existing = await findStickyComment(octokit, p.owner, p.repo, p.issue, p.marker, author);
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
