// The layering of src/ as a test: the folder-level import graph, computed from the import
// specifiers of the .ts files. Core folders never import the shells (GitHub, the CLI commands, the
// entry points), no two folders import each other, directly or round a loop, and no two files
// inside a folder do either. See
// docs/architecture.md.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "..", "src");
/** The shells: the only modules that may talk to GitHub, parse flags or start the program. */
const SHELLS = ["github/", "commands/", "cli.ts", "main.ts", "index.ts"];

// Static `import … from`, `export … from`, side-effect `import "…"` and dynamic `import("…")` of a
// relative specifier. A regex is enough: the sources are ours and lint-clean TypeScript.
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["'](\.[^"']*)["']|(?:^|\n)\s*import\s*["'](\.[^"']*)["']|\bimport\(\s*["'](\.[^"']*)["']\s*\)/g;

/** `github/` for a file in a folder of src/, the file name for a file at its top. */
function folderOf(abs: string): string {
  const parts = relative(SRC, abs).split(/[\\/]/);
  return parts.length === 1 ? parts[0]! : `${parts[0]}/`;
}

/** Folder -> folders it imports, each with the file-level imports that make the edge. */
function folderGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith(".ts")).sort();
  for (const file of files) {
    const abs = join(SRC, file);
    const from = folderOf(abs);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const m of readFileSync(abs, "utf8").matchAll(SPECIFIER)) {
      const spec = (m[1] ?? m[2] ?? m[3])!;
      const target = resolve(dirname(abs), spec.replace(/\.js$/, ".ts"));
      const to = folderOf(target);
      if (to === from) continue;
      const edges = graph.get(from)!;
      edges.set(to, [...(edges.get(to) ?? []), `${relative(SRC, abs)} -> ${relative(SRC, target)}`]);
    }
  }
  return graph;
}

/** File -> files it imports, for the files of one folder of src/ (`engine/`; "" for all of src/), by path below src/. */
function fileGraph(folder: string): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  const files = (readdirSync(join(SRC, folder), { recursive: true }) as string[]).filter((f) => f.endsWith(".ts")).sort();
  for (const file of files) {
    const abs = join(SRC, folder, file);
    const from = relative(SRC, abs);
    const edges = new Map<string, string[]>();
    graph.set(from, edges);
    for (const m of readFileSync(abs, "utf8").matchAll(SPECIFIER)) {
      const to = relative(SRC, resolve(dirname(abs), (m[1] ?? m[2] ?? m[3])!.replace(/\.js$/, ".ts")));
      if (to.startsWith(folder)) edges.set(to, [`${from} -> ${to}`]);
    }
  }
  return graph;
}

/** Strongly connected components with more than one node (Tarjan), each sorted, sorted. */
function importCycles(graph: Map<string, Map<string, string[]>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) out.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out.sort((a, b) => a.join().localeCompare(b.join()));
}

describe("the layering of src/", () => {
  const graph = folderGraph();

  it("sees every folder and the edges it is made of", () => {
    expect([...graph.keys()]).toEqual(expect.arrayContaining(["engine/", "report/", "github/", "commands/", "cli.ts", "util/"]));
    expect(graph.get("engine/")?.get("util/")?.length).toBeGreaterThan(0);
    expect(graph.get("main.ts")?.has("github/")).toBe(true);
  });

  it("core folders never import github/, commands/, cli.ts, main.ts or index.ts", () => {
    const upward: string[] = [];
    for (const [from, edges] of graph) {
      if (SHELLS.includes(from)) continue;
      for (const [to, why] of edges) if (SHELLS.includes(to)) upward.push(...why);
    }
    expect(upward).toEqual([]);
  });

  it("has no import cycles between folders", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("has no import cycles between the files of engine/ (the pipeline starts workers that run the pipeline: worker.ts)", () => {
    const engine = fileGraph("engine/");
    expect(engine.get("engine/pipeline.ts")?.has("engine/parallel.ts")).toBe(true);
    expect(importCycles(engine)).toEqual([]);
  });

  it("has no import cycles between the files inside any folder (its subfolders included), nor between the files at the top of src/", () => {
    const folders = readdirSync(SRC, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `${d.name}/`).sort();
    expect(folders).toEqual(expect.arrayContaining(["adapters/", "bundle/", "compare/", "engine/", "github/", "shard/"]));
    const cycles: string[] = [];
    for (const f of folders) for (const c of importCycles(fileGraph(f))) cycles.push(c.join(" <-> "));
    const top = fileGraph("");
    for (const from of [...top.keys()]) if (from.includes("/")) top.delete(from);
    for (const c of importCycles(top)) cycles.push(c.join(" <-> "));
    expect(cycles).toEqual([]);
  });

  it("the cycle finder sees a circle two folders deep (a file of a subfolder and one above it)", () => {
    const g = new Map([
      ["a/x.ts", new Map([["a/sub/y.ts", ["a/x.ts -> a/sub/y.ts"]]])],
      ["a/sub/y.ts", new Map([["a/sub/z.ts", ["a/sub/y.ts -> a/sub/z.ts"]]])],
      ["a/sub/z.ts", new Map([["a/x.ts", ["a/sub/z.ts -> a/x.ts"]]])],
      ["a/w.ts", new Map([["a/x.ts", ["a/w.ts -> a/x.ts"]]])],
    ]);
    expect(importCycles(g)).toEqual([["a/sub/y.ts", "a/sub/z.ts", "a/x.ts"]]);
  });

  it("test/ mirrors src/: every test folder names a src/ folder (but fixtures, golden outputs and the cross-cutting hostile-input suite)", () => {
    const TEST = resolve(SRC, "..", "test");
    const srcFolders = new Set(readdirSync(SRC, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name));
    const stray = readdirSync(TEST, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !["fixtures", "golden", "hostile"].includes(d.name))
      .map((d) => d.name)
      .filter((n) => !srcFolders.has(n));
    expect(stray).toEqual([]);
  });
});
