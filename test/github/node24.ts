// The Node 24 binary (the action's runtime, `runs.using: node24`): ARH_NODE24 names it (.ci/run
// installs `node@24` from npm into a cache folder outside the repository and sets it); otherwise
// the same cache folder is looked up, and the tests that need it are skipped when it is absent.
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

export function node24(): string | undefined {
  if (process.env.ARH_NODE24) return process.env.ARH_NODE24;
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), ".cache");
  const bin = join(cache, "arh-action", "node24", "node_modules", "node", "bin", "node");
  return existsSync(bin) ? bin : undefined;
}
