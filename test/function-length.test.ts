// The shells stay readable: no function in src/github/, src/commands/, src/main.ts or src/cli.ts
// longer than MAX_LINES lines (the action's phases and the commands are each a few short functions;
// see docs/architecture.md). Functions are found with the TypeScript compiler's own parser.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "..", "src");
const MAX_LINES = 120;
const SCOPE = ["github", "commands", "main.ts", "cli.ts"];

function filesInScope(): string[] {
  return SCOPE.flatMap((p) => (p.endsWith(".ts") ? [join(SRC, p)] : (readdirSync(join(SRC, p), { recursive: true }) as string[]).filter((f) => f.endsWith(".ts")).map((f) => join(SRC, p, f)))).sort();
}

/** Every function of a file (declarations, methods, arrows, expressions) with its length in lines. */
function functionLengths(label: string, text: string): { name: string; lines: number }[] {
  const sf = ts.createSourceFile(label, text, ts.ScriptTarget.Latest, true);
  const out: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const named = (node as ts.FunctionLikeDeclaration).name;
      const parent = node.parent;
      const name = named ? named.getText(sf) : ts.isVariableDeclaration(parent) ? parent.name.getText(sf) : "(anonymous)";
      out.push({ name: `${label}:${start + 1} ${name}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe("function length in the shells", () => {
  it("finds the functions it measures", () => {
    const fns = functionLengths("x.ts", "function a() {\n  return 1;\n}\nconst b = () => {\n  const c = function () {};\n};\nclass K { m() {} }\n");
    expect(fns).toEqual([
      { name: "x.ts:1 a", lines: 3 },
      { name: "x.ts:4 b", lines: 3 },
      { name: "x.ts:5 c", lines: 1 },
      { name: "x.ts:7 m", lines: 1 },
    ]);
  });

  it(`no function in src/github/, src/commands/, src/main.ts, src/cli.ts is longer than ${MAX_LINES} lines`, () => {
    const files = filesInScope();
    expect(files.length).toBeGreaterThan(20);
    const long = files.flatMap((f) => functionLengths(relative(SRC, f), readFileSync(f, "utf8")).filter((fn) => fn.lines > MAX_LINES).map((fn) => `${fn.name}: ${fn.lines} lines`));
    expect(long).toEqual([]);
  });
});
