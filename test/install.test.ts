// The CLI as a user installs it: `npm pack` of this repository, the tarball installed into a fresh
// project with npm offline (the bundle in dist/ needs no dependency, so nothing is fetched), then
// `npx arh --version` and `npx arh validate` there. Also the README's install line for today: the
// repository's source archive (a tarball npm installs as it is, with no build step).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { VERSION } from "../src/version.js";

const root = join(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  name: string; bin: Record<string, string>; files: string[]; dependencies?: Record<string, string>; engines: { node: string };
};
// npm's own cache and config stay inside the scratch folder: no user config, no network.
let scratch = "";
const npmEnv = () => ({ ...process.env, npm_config_cache: join(scratch, "npm-cache"), npm_config_userconfig: join(scratch, "npmrc"),
  npm_config_audit: "false", npm_config_fund: "false", npm_config_update_notifier: "false", npm_config_offline: "true" });
const npm = (cwd: string, ...args: string[]): SpawnSyncReturns<string> =>
  spawnSync("npm", args, { cwd, encoding: "utf8", env: npmEnv(), timeout: 120_000 });
const ok = (r: SpawnSyncReturns<string>) => {
  if (r.status !== 0) throw new Error(`exit ${r.status}: ${r.stderr}${r.stdout}`);
  return r;
};

const freshProject = (name: string) => {
  const dir = join(scratch, name);
  cpSync(join(root, "samples/traces"), join(dir, "traces"), { recursive: true });
  cpSync(join(root, "samples/policies/refund-policy.json"), join(dir, "arh-policy.json"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: `toy-agent-${name}`, version: "1.0.0", private: true }) + "\n");
  return dir;
};
const checkInstalled = (dir: string) => {
  const v = ok(npm(dir, "exec", "--offline", "--", "arh", "--version"));
  expect(v.stdout.trim()).toBe(`arh ${VERSION}`);
  const r = npm(dir, "exec", "--offline", "--", "arh", "validate", "--policy", "arh-policy.json", "traces/refund-happy-path.json");
  expect(r.stderr).not.toMatch(/EBADENGINE|ERR!/);
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/refund-0001/);
  const bad = npm(dir, "exec", "--offline", "--", "arh", "validate", "--policy", "arh-policy.json", "traces");
  expect(bad.status).toBe(1); // some samples fail on purpose
  expect(bad.stdout).toMatch(/11 of 14 traces failed/);
};

beforeAll(() => { scratch = mkdtempSync(join(tmpdir(), "arh-install-")); });
afterAll(() => { rmSync(scratch, { recursive: true, force: true }); });

describe("the package", () => {
  it("has a scoped name, the arh bin, no runtime dependency, and engines for Node 20 and 24", () => {
    expect(pkg.name).toMatch(/^@[a-z0-9-]+\/arh-action$/);
    expect(pkg.bin).toEqual({ arh: "dist/cli.js" });
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.engines.node).toBe(">=20");
    expect(pkg.files).toContain("dist/");
  });

  it("npm pack, then installed from the tarball into a fresh project offline: npx arh runs", () => {
    const packed = ok(spawnSync("npm", ["pack", "--json", "--pack-destination", scratch], { cwd: root, encoding: "utf8", env: npmEnv(), timeout: 120_000 }));
    const [{ filename, files }] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
    const paths = files.map((f) => f.path);
    expect(paths).toContain("dist/cli.js");
    expect(paths.some((p) => p.startsWith("src/") || p.startsWith("test/") || p.startsWith("node_modules/"))).toBe(false);
    const dir = freshProject("tarball");
    const inst = ok(npm(dir, "install", "--offline", join(scratch, filename)));
    expect(inst.stderr).not.toMatch(/EBADENGINE/);
    expect(readdirSync(join(dir, "node_modules")).filter((n) => n !== ".bin" && !n.startsWith("."))).toEqual(["@arh-action"]);
    checkInstalled(dir);
  });

  it("installed from the repository's source archive (the README's line for today, as GitHub serves refs/heads/main.tar.gz)", () => {
    const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" });
    // A checkout without git (a tarball of the sources) has nothing to archive: nothing to check.
    if (head.status !== 0) return;
    const dir = freshProject("archive");
    const archive = join(scratch, "arh-action-main.tar.gz");
    // What GitHub's archive endpoint serves: the committed tree under one top folder, dist/ included.
    ok(spawnSync("git", ["archive", "--format=tar.gz", "--prefix=arh-action-main/", "-o", archive, "HEAD"], { cwd: root, encoding: "utf8" }));
    const inst = ok(npm(dir, "install", "--offline", archive));
    expect(inst.stderr).not.toMatch(/EBADENGINE/);
    checkInstalled(dir);
  });
});
