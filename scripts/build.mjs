// Build: TypeScript -> <out>/lib (tsc), then one self-contained ESM bundle per entry with @vercel/ncc.
// dist/cli.js is the `arh` CLI, dist/index.js is the GitHub Action entry, dist/trace-diff.js the
// browser bundle of the <trace-diff> component.
//   node scripts/build.mjs              -> ./dist (the committed bundle)
//   node scripts/build.mjs --out DIR    -> DIR/dist (scratch builds, the dist freshness check)
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync, existsSync, copyFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ncc from "@vercel/ncc";

// fileURLToPath, not URL.pathname: a clone path with a space or non-ASCII letters is percent-encoded there.
const root = fileURLToPath(new URL("..", import.meta.url));
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

// `chunks`: the file names of an entry's lazy chunks. ncc names every chunk `<id>.index.js`, and
// both entries load some of the same modules lazily (the engine's trace-diff and memory parts),
// whose chunks can share an id and differ in content (a module one entry bundles up front is not in
// its chunk); the CLI's chunks are renamed `cli.<id>.js`, in the files and in its chunk loader.
const entries = [
  { input: "cli.js", output: "cli.js", shebang: true, chunks: "cli." },
  { input: "index.js", output: "index.js", shebang: false, chunks: null },
];
const CHUNK_NAME = /^(\d+)\.index\.js$/;
const CHUNK_LOADER = 'return "" + chunkId + ".index.js";';

// dist/ is exactly what this script writes: start from an empty folder so a file no build emits
// any more cannot linger (the freshness check in .ci/run compares the whole folder).
rmSync(distDir, { recursive: true, force: true });
mkdirSync(distDir, { recursive: true });
// Every asset ncc emits is written next to its entry. The action keeps `import("@actions/artifact")`
// lazy (a 3.7 MB chunk only push runs that upload a baseline need), so ncc emits that chunk as an
// asset (`<id>.index.js`) that the bundle loads at run time; dropping it breaks the upload. Two
// entries may emit the same asset name (both emit `package.json`); that is only fine when the
// bytes agree, anything else fails the build instead of one entry silently loading the other's file.
const written = new Map();
const emit = (name, data, mode) => {
  const prev = written.get(name);
  if (prev !== undefined) {
    if (Buffer.compare(prev, data) !== 0) {
      process.stderr.write(`build: two entries emit different files named dist/${name}\n`);
      process.exit(1);
    }
    return;
  }
  written.set(name, data);
  mkdirSync(dirname(join(distDir, name)), { recursive: true });
  writeFileSync(join(distDir, name), data, { mode });
};
for (const e of entries) {
  const input = join(libDir, e.input);
  if (!existsSync(input)) continue;
  const { code, assets } = await ncc(input, { minify: false, sourceMap: false, quiet: true, target: "es2022" });
  let text = code;
  if (e.shebang && !text.startsWith("#!")) text = "#!/usr/bin/env node\n" + text;
  const names = Object.keys(assets ?? {}).sort();
  if (e.chunks !== null && names.some((n) => CHUNK_NAME.test(n))) {
    if (text.split(CHUNK_LOADER).length !== 2) {
      process.stderr.write(`build: ${e.output}: ncc's chunk loader changed; cannot rename its chunks\n`);
      process.exit(1);
    }
    text = text.replace(CHUNK_LOADER, `return ${JSON.stringify(e.chunks)} + chunkId + ".js";`);
  }
  emit(e.output, Buffer.from(text, "utf8"), 0o755);
  // Sorted: the write order (and so any diagnostics) does not depend on ncc's object order.
  for (const name of names) {
    const a = assets[name];
    const out = e.chunks !== null && CHUNK_NAME.test(name) ? name.replace(CHUNK_NAME, `${e.chunks}$1.js`) : name;
    emit(out, Buffer.isBuffer(a.source) ? a.source : Buffer.from(a.source), a.permissions ?? 0o644);
  }
}
const comp = join(libDir, "tracediff/component.js");
if (existsSync(comp)) copyFileSync(comp, join(distDir, "trace-diff.js"));
