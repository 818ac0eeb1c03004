// Which files a list of trace patterns means: one matcher for the CLI's PATH arguments and the
// action's `traces` input, so the same patterns select the same files everywhere.
//
// A pattern is a file, a directory (its files named `*.json` or `*.jsonl`, any case, recursively),
// or a glob (`*`, `**`, `?`, `[...]`, `{a,b}`; dot files included; matched with picomatch); a
// leading `!` excludes what it matches. Symbolic links to files are followed; links to
// directories are not (no loops). The walk is ours rather than a glob library's because every path
// it meets must be accounted for: each is either returned for validation (non-regular files too:
// the pipeline reports a FIFO or a device as ARH-INP-001 without opening it blocking) or listed in
// `skipped` with the reason (dangling link, link loop, unreadable directory, outside the root).
// A walk does not enter dependency and tool folders (`node_modules`, `.git`, virtual environments,
// caches: SKIP_DIRS) unless the pattern names them; each one met is listed as skipped.
import { lstatSync, readdirSync, realpathSync, statSync, type Dirent, type Stats } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import picomatch from "picomatch";

/** A path a pattern met but that is not validated, and why. */
export interface SkippedPath {
  /** Relative to the base directory (`/`-separated), or absolute when outside it. */
  path: string;
  reason: string;
}

export interface MatchResult {
  /** Absolute paths to validate, de-duplicated, in code-unit order. */
  files: string[];
  /** Paths met but not validated, in code-unit order of path. */
  skipped: SkippedPath[];
  /** Include patterns that met nothing at all (neither a file nor a skipped path). */
  unmatched: string[];
  /**
   * The files of `files` whose directory entry said "regular file" when a walk met them: the
   * reader may open them without a `stat` first (it still checks the type on the descriptor).
   */
  regular: ReadonlySet<string>;
  /**
   * The files of `files` that a directory walk or a glob found (not named literally): the pipeline
   * lists such a file as skipped when it holds JSON that is no trace format at all.
   */
  walked: ReadonlySet<string>;
}

export interface MatchOptions {
  /** Base directory of relative patterns (the current directory, or the workspace). */
  cwd: string;
  /** When set, files whose real path is outside this directory are skipped (the action's workspace). */
  root?: string;
}

/**
 * picomatch's options for every pattern: dot files included, and `s` (dotAll) so that `**` and
 * `*` also match names holding a line feed or a carriage return (its regexes use `.`, which
 * otherwise stops at them: `!traces/**` would not exclude `traces/a\nb.json`).
 */
const GLOB_OPTIONS = { dot: true, flags: "s" } as const;

/** Characters that make a pattern a glob (unless a file of that exact name exists). */
const GLOB_CHARS = /[*?[\]{}]/;
/** Folders a walk does not enter (dependencies, version control, virtual environments, caches). */
export const SKIP_DIRS: ReadonlySet<string> = new Set([
  "node_modules",
  "bower_components",
  "jspm_packages",
  ".git",
  ".hg",
  ".svn",
  ".venv",
  "venv",
  "__pycache__",
  ".tox",
  ".mypy_cache",
  ".pytest_cache",
  ".ruff_cache",
  ".next",
  ".nuxt",
  ".yarn",
  ".pnpm-store",
]);

/** Names a directory pattern selects. */
const TRACE_NAME = /\.jsonl?$/i;
/** Bounds on what one run walks: a hostile tree cannot make the matcher run forever. */
const MAX_ENTRIES = 5_000_000;

function errCode(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? "error";
}

function inside(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel === "" || (!rel.startsWith(".." + sep) && rel !== ".." && !isAbsolute(rel));
}

/** Why a symbolic link that cannot be followed is skipped. */
function linkProblem(code: string): string {
  if (code === "ELOOP") return "symbolic link loop";
  if (code === "ENOENT" || code === "ENOTDIR") return "dangling symbolic link";
  return `cannot follow symbolic link (${code})`;
}

/**
 * Split the action's `traces` input into patterns: one or more per line, separated by whitespace;
 * a pattern in double or single quotes may contain spaces (`"my traces/a b.json"`); empty lines
 * and lines starting with `#` are ignored.
 */
export function splitTracePatterns(raw: string): string[] {
  const out: string[] = [];
  for (const line of raw.split(/\r?\n/)) {
    const l = line.trim();
    if (l === "" || l.startsWith("#")) continue;
    let cur = "";
    let has = false;
    for (let i = 0; i < l.length; i++) {
      const c = l[i]!;
      if (c === '"' || c === "'") {
        const end = l.indexOf(c, i + 1);
        if (end > i) {
          cur += l.slice(i + 1, end);
          has = true;
          i = end;
          continue;
        }
      }
      if (/\s/.test(c)) {
        if (has || cur !== "") out.push(cur);
        cur = "";
        has = false;
      } else cur += c;
    }
    if (has || cur !== "") out.push(cur);
  }
  return out.filter((p) => p !== "" && p !== "!");
}

/** Resolve patterns to files and skipped paths (see the module comment). */
export function matchTraceFiles(patterns: string[], opts: MatchOptions): MatchResult {
  const cwd = resolve(opts.cwd);
  let realRoot: string | undefined;
  if (opts.root !== undefined) {
    try {
      realRoot = realpathSync(resolve(opts.root));
    } catch {
      realRoot = resolve(opts.root);
    }
  }
  const files = new Set<string>();
  const skipped = new Map<string, string>();
  const unmatched: string[] = [];
  const show = (p: string): string => (inside(cwd, p) && p !== cwd ? relative(cwd, p).split(sep).join("/") : p);
  const skip = (p: string, reason: string): void => {
    if (!skipped.has(p)) skipped.set(p, reason);
  };
  let met = 0;
  let budgetHit = false;

  const regular = new Set<string>();
  /** A non-directory path to validate, unless it resolves outside the root. */
  const take = (p: string, isRegular = false): void => {
    if (realRoot !== undefined) {
      let real: string;
      try {
        real = realpathSync(p);
      } catch (e) {
        skip(p, `cannot resolve path (${errCode(e)})`);
        return;
      }
      if (!inside(realRoot, real)) {
        skip(p, "resolves outside the workspace");
        return;
      }
    }
    files.add(p);
    if (isRegular) regular.add(p);
  };

  /** A symbolic link met by a walk or named literally. `wanted` tells whether its name is selected. */
  const link = (p: string, wanted: boolean, walkInto: ((dir: string) => void) | null): void => {
    let st: Stats;
    try {
      st = statSync(p);
    } catch (e) {
      if (wanted) skip(p, linkProblem(errCode(e)));
      return;
    }
    if (st.isDirectory()) {
      if (walkInto) walkInto(p);
      else skip(p, "symbolic link to a directory (not followed)");
      return;
    }
    if (wanted) take(p);
  };

  const walkedSeen = new Set<string>();
  /**
   * Walk `dir` recursively; `want(p)` selects names; `maxDepth` bounds the descent; `named` holds
   * the path segments of the pattern (a SKIP_DIRS folder it names is walked).
   */
  const walk = (dir: string, want: (p: string) => boolean, maxDepth: number, named: ReadonlySet<string>): void => {
    const visit = (d: string, depth: number): void => {
      let entries: Dirent[];
      try {
        entries = readdirSync(d, { withFileTypes: true });
      } catch (e) {
        skip(d, `cannot read directory (${errCode(e)})`);
        return;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const e of entries) {
        if (++met > MAX_ENTRIES) {
          budgetHit = true;
          return;
        }
        const p = join(d, e.name);
        if (e.isDirectory()) {
          if (SKIP_DIRS.has(e.name) && !named.has(e.name)) skip(p, "dependency, version-control or cache folder: not walked (a pattern naming it includes it)");
          else if (depth < maxDepth) visit(p, depth + 1);
        } else if (e.isSymbolicLink()) {
          const wanted = want(p);
          let isDir = false;
          try {
            isDir = statSync(p).isDirectory();
          } catch {
            /* reported by link() when wanted */
          }
          if (isDir) {
            if (depth < maxDepth) skip(p, "symbolic link to a directory (not followed)");
          } else {
            link(p, wanted, null);
            if (wanted) walkedSeen.add(p);
          }
        } else if (want(p)) {
          take(p, e.isFile()); // regular files, and FIFOs, sockets, devices: reported by the pipeline
          walkedSeen.add(p);
        }
      }
    };
    visit(dir, 0);
  };

  const excludes: ((p: string) => boolean)[] = [];
  for (const raw of patterns) {
    if (!raw.startsWith("!")) continue;
    const body = raw.slice(1);
    const abs = isAbsolute(body);
    const m = picomatch([body, body.replace(/\/+$/, "") + "/**"], GLOB_OPTIONS);
    excludes.push((p) => m(abs ? p : relative(cwd, p).split(sep).join("/")));
  }

  const literal = new Set<string>();
  for (const p of patterns) {
    if (p.startsWith("!")) continue;
    const before = files.size + skipped.size;
    const named = new Set(p.split(/[\\/]+/));
    const abs = resolve(cwd, p);
    let lst: Stats | undefined;
    try {
      lst = lstatSync(abs);
    } catch {
      lst = undefined;
    }
    if (lst) {
      const dirWalk = (d: string): void => walk(d, (f) => TRACE_NAME.test(f), Infinity, named);
      if (lst.isSymbolicLink()) {
        link(abs, true, dirWalk);
        literal.add(abs);
      } else if (lst.isDirectory()) dirWalk(abs);
      else {
        take(abs);
        literal.add(abs);
      }
    } else if (GLOB_CHARS.test(p)) {
      const scan = picomatch.scan(p.split(sep).join("/"));
      const base = resolve(cwd, scan.base || ".");
      const rest = scan.glob;
      const maxDepth = rest.includes("**") ? Infinity : Math.max(0, rest.split("/").length - 1);
      const isMatch = picomatch(p.split(sep).join("/"), GLOB_OPTIONS);
      const absPattern = isAbsolute(p);
      const want = (f: string): boolean => isMatch(absPattern ? f.split(sep).join("/") : relative(cwd, f).split(sep).join("/"));
      let bst: Stats | undefined;
      try {
        bst = statSync(base);
      } catch {
        bst = undefined;
      }
      if (bst?.isDirectory()) walk(base, want, maxDepth, named);
    }
    if (files.size + skipped.size === before) unmatched.push(p);
  }
  if (budgetHit) skip(cwd, `stopped after ${MAX_ENTRIES} directory entries`);

  const excluded = (p: string): boolean => excludes.some((x) => x(p));
  const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  const kept = [...files].filter((f) => !excluded(f)).sort(byCodeUnit);
  return {
    files: kept,
    regular: new Set(kept.filter((f) => regular.has(f))),
    walked: new Set(kept.filter((f) => walkedSeen.has(f) && !literal.has(f))),
    skipped: [...skipped]
      .filter(([p]) => !excluded(p))
      .map(([p, reason]) => ({ path: show(p), reason }))
      .sort((a, b) => byCodeUnit(a.path, b.path)),
    unmatched,
  };
}

/**
 * The usage error's text for an include pattern that met nothing (`unmatched`): a glob matching no
 * file, a directory holding no trace file, a path that does not exist.
 */
export function unmatchedProblem(pattern: string, cwd: string): string {
  let dir = false;
  try {
    dir = statSync(resolve(cwd, pattern)).isDirectory();
  } catch {
    dir = false;
  }
  if (dir) return `no *.json or *.jsonl files in directory '${pattern}'`;
  return GLOB_CHARS.test(pattern) ? `no files match '${pattern}'` : `no such file or directory: ${pattern}`;
}
