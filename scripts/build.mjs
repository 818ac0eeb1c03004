// Build: TypeScript -> <out>/lib (tsc), then one self-contained ESM bundle per entry with @vercel/ncc.
// dist/cli.js is the `arh` CLI, dist/index.js is the GitHub Action entry, dist/trace-diff.js the
// browser bundle of the <trace-diff> component.
//   node scripts/build.mjs              -> ./dist (the committed bundle)
//   node scripts/build.mjs --out DIR    -> DIR/dist (scratch builds, the dist freshness check)
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync, existsSync, copyFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ncc from "@vercel/ncc";

const root = resolve(new URL("..", import.meta.url).pathname);
const outArg = process.argv.indexOf("--out");
const outRoot = outArg > 0 ? resolve(process.argv[outArg + 1]) : root;
// Always ./lib: ncc derives module ids and comments from module paths, so the bundle is only
// byte-reproducible (the dist/ freshness check) when it is built from the same path.
const libDir = join(root, "lib");
const distDir = join(outRoot, "dist");

rmSync(libDir, { recursive: true, force: true });
// Type errors do not stop the emit here (`npm run lint` runs the type check and fails CI on them);
// the bundle is a function of the sources either way.
try {
  execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", join(root, "tsconfig.build.json"), "--outDir", libDir], { stdio: "pipe" });
} catch (e) {
  if (!existsSync(join(libDir, "cli.js"))) {
    process.stderr.write(String(e.stdout ?? "") + String(e.stderr ?? ""));
    process.exit(1);
  }
  if (process.env.ARH_BUILD_VERBOSE) process.stderr.write(String(e.stdout ?? ""));
}
// lib/ must resolve node_modules and be ESM: give it the project's package.json context.
writeFileSync(join(libDir, "package.json"), JSON.stringify({ type: "module" }) + "\n");

const entries = [
  { input: "cli.js", output: "cli.js", shebang: true },
  { input: "main.js", output: "index.js", shebang: false },
];

mkdirSync(distDir, { recursive: true });
for (const e of entries) {
  const input = join(libDir, e.input);
  if (!existsSync(input)) continue;
  const { code } = await ncc(input, { minify: false, sourceMap: false, quiet: true, target: "es2022" });
  let text = code;
  if (e.shebang && !text.startsWith("#!")) text = "#!/usr/bin/env node\n" + text;
  writeFileSync(join(distDir, e.output), text, { mode: 0o755 });
}
const comp = join(libDir, "tracediff/component.js");
if (existsSync(comp)) copyFileSync(comp, join(distDir, "trace-diff.js"));
