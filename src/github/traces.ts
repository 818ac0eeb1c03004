// The `traces` input: globs (with `!` excludes), files or directories, resolved with @actions/glob
// without following symbolic links, keeping only regular files inside the workspace.
import { realpathSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import * as glob from "@actions/glob";

const GLOB_CHARS = /[*?[\]{}]/;

/** A directory given literally means its `*.json` files, recursively (as the CLI). */
function expandPattern(p: string, workspace: string): string[] {
  const neg = p.startsWith("!");
  const body = neg ? p.slice(1) : p;
  const abs = isAbsolute(body) ? body : join(workspace, body);
  if (!neg && !GLOB_CHARS.test(body)) {
    try {
      if (statSync(abs).isDirectory()) return [join(abs, "**", "*.json"), join(abs, "**", "*.jsonl")];
    } catch {
      /* not there: let the glob report nothing */
    }
  }
  return [(neg ? "!" : "") + abs];
}

function inside(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel !== "" && !rel.startsWith(".." + sep) && rel !== ".." && !isAbsolute(rel);
}

export interface ResolvedTraces {
  files: string[];
  /** Matches dropped because they resolve outside the workspace (symlinks, absolute paths). */
  outside: string[];
}

export async function resolveTraceFiles(patterns: string[], workspace: string): Promise<ResolvedTraces> {
  const root = realpathSync(resolve(workspace));
  const expanded = patterns.flatMap((p) => expandPattern(p, resolve(workspace)));
  const globber = await glob.create(expanded.join("\n"), { followSymbolicLinks: false, implicitDescendants: true, matchDirectories: false, omitBrokenSymbolicLinks: true });
  const matched = await globber.glob();
  const files = new Set<string>();
  const outside: string[] = [];
  for (const m of matched) {
    let real: string;
    try {
      real = realpathSync(m);
      if (!statSync(real).isFile()) continue;
    } catch {
      continue;
    }
    if (!inside(root, real)) {
      outside.push(m);
      continue;
    }
    // Keep the path as matched (inside the workspace), so reports name what the user wrote.
    const lexical = resolve(m);
    files.add(inside(resolve(workspace), lexical) ? lexical : real);
  }
  return { files: [...files].sort(), outside: outside.sort() };
}
