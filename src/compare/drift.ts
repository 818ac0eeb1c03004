// Trajectory drift between the step digests of a baseline and a candidate trace (ours, not in the
// harness). Pure and deterministic; information only, never a gate reason.
import type { StepDigest } from "../types.js";
import type { Drift, DriftStep } from "./types.js";
import { cmpCodePoints } from "./util.js";

/** Largest middle section (after trimming the common prefix and suffix) aligned with the exact
 * O(n*m) LCS table; beyond it a greedy common subsequence is used (still deterministic). */
const MAX_LCS_CELLS = 4_000_000;

function keyOf(s: StepDigest): string {
  if (s.type === "tool_call") return "T\u0000" + (s.tool_name ?? "") + "\u0000" + (s.args_hash ?? "");
  return "M";
}

function isNamedCall(s: StepDigest | undefined): s is StepDigest & { tool_name: string } {
  return s !== undefined && s.type === "tool_call" && typeof s.tool_name === "string";
}

/** Pairs (i, j) of a common subsequence of `a` and `b`, increasing in both; longest when small enough. */
export function lcsPairs(a: readonly string[], b: readonly string[]): [number, number][] {
  const pairs: [number, number][] = [];
  let lo = 0;
  while (lo < a.length && lo < b.length && a[lo] === b[lo]) {
    pairs.push([lo, lo]);
    lo++;
  }
  let ea = a.length;
  let eb = b.length;
  const tail: [number, number][] = [];
  while (ea > lo && eb > lo && a[ea - 1] === b[eb - 1]) {
    ea--;
    eb--;
    tail.push([ea, eb]);
  }
  const n = ea - lo;
  const m = eb - lo;
  if (n > 0 && m > 0) {
    if (n * m <= MAX_LCS_CELLS) {
      // L[i][j] = LCS length of a[lo+i..ea) and b[lo+j..eb); (n+1) x (m+1), row-major.
      const w = m + 1;
      const L = new Uint32Array((n + 1) * w);
      for (let i = n - 1; i >= 0; i--) {
        const ai = a[lo + i];
        for (let j = m - 1; j >= 0; j--) {
          L[i * w + j] = ai === b[lo + j] ? L[(i + 1) * w + j + 1]! + 1 : Math.max(L[(i + 1) * w + j]!, L[i * w + j + 1]!);
        }
      }
      let i = 0;
      let j = 0;
      while (i < n && j < m) {
        if (a[lo + i] === b[lo + j]) {
          pairs.push([lo + i, lo + j]);
          i++;
          j++;
        } else if (L[(i + 1) * w + j]! >= L[i * w + j + 1]!) i++;
        else j++;
      }
    } else {
      // Greedy: each candidate element takes the next unused equal baseline element.
      const positions = new Map<string, number[]>();
      for (let i = lo; i < ea; i++) {
        const k = a[i]!;
        let q = positions.get(k);
        if (!q) positions.set(k, (q = []));
        q.push(i);
      }
      const cursor = new Map<string, number>();
      let last = lo - 1;
      for (let j = lo; j < eb; j++) {
        const k = b[j]!;
        const q = positions.get(k);
        if (!q) continue;
        let c = cursor.get(k) ?? 0;
        while (c < q.length && q[c]! <= last) c++;
        cursor.set(k, c);
        if (c < q.length) {
          last = q[c]!;
          pairs.push([last, j]);
          cursor.set(k, c + 1);
        }
      }
    }
  }
  for (let k = tail.length - 1; k >= 0; k--) pairs.push(tail[k]!);
  return pairs;
}

/**
 * Whether two digests have the same alignment key (`keyOf`), compared without building it, and
 * count as the same call (a missing tool name and an empty one share a key, not a tool count).
 */
function sameKey(a: StepDigest, b: StepDigest): boolean {
  if (a.type === "tool_call") return b.type === "tool_call" && a.tool_name === b.tool_name && (a.args_hash ?? "") === (b.args_hash ?? "");
  return b.type !== "tool_call";
}

/**
 * The pairs (i, i) of an alignment of identical trajectories, shared by every drift that has one:
 * a comparison of thousands of unchanged traces holds each pair once. Read-only, as every `Drift`.
 */
const diagonal: [number, number][] = [];
function diagonalPairs(n: number): [number, number][] {
  for (let i = diagonal.length; i < n; i++) diagonal.push([i, i]);
  return diagonal.slice(0, n);
}

/** Drift of `candidate` against `baseline` (step digests of the same trace in two reports). */
export function computeDrift(baseline: readonly StepDigest[], candidate: readonly StepDigest[]): Drift {
  // The usual case, the same calls in the same order: what the alignment below gives then (every
  // step paired with its own position, nothing moved, changed, inserted or deleted), without it.
  if (baseline.length === candidate.length) {
    let i = 0;
    while (i < baseline.length && sameKey(baseline[i]!, candidate[i]!)) i++;
    if (i === baseline.length) {
      return {
        tools_added: [],
        tools_removed: [],
        moved: [],
        changed_arguments: [],
        inserted: [],
        deleted: [],
        inserted_steps: [],
        deleted_steps: [],
        alignment: diagonalPairs(i),
        unchanged: true,
      };
    }
  }
  return alignedDrift(baseline, candidate);
}

/** Drift from the alignment of the two trajectories (what `computeDrift` gives; the identical ones aside, exported for tests). */
export function alignedDrift(baseline: readonly StepDigest[], candidate: readonly StepDigest[]): Drift {
  const ka = baseline.map(keyOf);
  const kb = candidate.map(keyOf);
  const lcs = lcsPairs(ka, kb);
  const usedA = new Uint8Array(baseline.length);
  const usedB = new Uint8Array(candidate.length);
  for (const [i, j] of lcs) {
    usedA[i] = 1;
    usedB[j] = 1;
  }

  // Moved: identical calls (same tool and arguments) left out of the LCS on both sides.
  const moved: Drift["moved"] = [];
  const freeB = new Map<string, number[]>();
  for (let j = 0; j < candidate.length; j++) {
    if (usedB[j] || !isNamedCall(candidate[j])) continue;
    let q = freeB.get(kb[j]!);
    if (!q) freeB.set(kb[j]!, (q = []));
    q.push(j);
  }
  for (let i = 0; i < baseline.length; i++) {
    const s = baseline[i];
    if (usedA[i] || !isNamedCall(s)) continue;
    const q = freeB.get(ka[i]!);
    const j = q?.shift();
    if (j === undefined) continue;
    usedA[i] = 2;
    usedB[j] = 2;
    moved.push({ tool: s.tool_name, step_id: candidate[j]!.step_id, baseline_index: i, candidate_index: j });
  }

  // Changed arguments: within each gap between consecutive LCS anchors, pair the remaining calls
  // of the same tool in order.
  const changed: Drift["changed_arguments"] = [];
  const aligned: [number, number][] = [];
  const anchors: [number, number][] = [[-1, -1], ...lcs, [baseline.length, candidate.length]];
  for (let g = 0; g + 1 < anchors.length; g++) {
    const [a0, b0] = anchors[g]!;
    const [a1, b1] = anchors[g + 1]!;
    if (g > 0) aligned.push(anchors[g]!);
    let lastJ = b0;
    for (let i = a0 + 1; i < a1; i++) {
      const s = baseline[i];
      if (usedA[i] || !isNamedCall(s)) continue;
      for (let j = lastJ + 1; j < b1; j++) {
        const c = candidate[j];
        if (usedB[j] || !isNamedCall(c) || c.tool_name !== s.tool_name) continue;
        usedA[i] = 3;
        usedB[j] = 3;
        lastJ = j;
        aligned.push([i, j]);
        const entry: Drift["changed_arguments"][number] = {
          tool: s.tool_name,
          baseline_step_id: s.step_id,
          candidate_step_id: c.step_id,
          baseline_index: i,
          candidate_index: j,
        };
        if (s.args !== undefined) entry.baseline_args = s.args;
        if (c.args !== undefined) entry.candidate_args = c.args;
        changed.push(entry);
        break;
      }
    }
  }

  const deleted: number[] = [];
  for (let i = 0; i < baseline.length; i++) if (!usedA[i]) deleted.push(i);
  const inserted: number[] = [];
  for (let j = 0; j < candidate.length; j++) if (!usedB[j]) inserted.push(j);

  const info = (steps: readonly StepDigest[]) => (i: number): DriftStep => ({
    index: i,
    step_id: steps[i]!.step_id,
    type: steps[i]!.type,
    tool: steps[i]!.type === "tool_call" ? (steps[i]!.tool_name ?? null) : null,
  });

  const counts = new Map<string, number>();
  for (const s of baseline) if (isNamedCall(s)) counts.set(s.tool_name, (counts.get(s.tool_name) ?? 0) - 1);
  for (const s of candidate) if (isNamedCall(s)) counts.set(s.tool_name, (counts.get(s.tool_name) ?? 0) + 1);
  const tools = [...counts.keys()].sort(cmpCodePoints);
  const tools_added: Drift["tools_added"] = [];
  const tools_removed: Drift["tools_removed"] = [];
  for (const t of tools) {
    const d = counts.get(t)!;
    if (d > 0) tools_added.push({ tool: t, count: d });
    else if (d < 0) tools_removed.push({ tool: t, count: -d });
  }

  return {
    tools_added,
    tools_removed,
    moved,
    changed_arguments: changed,
    inserted,
    deleted,
    inserted_steps: inserted.map(info(candidate)),
    deleted_steps: deleted.map(info(baseline)),
    alignment: aligned,
    unchanged: moved.length === 0 && changed.length === 0 && inserted.length === 0 && deleted.length === 0,
  };
}
