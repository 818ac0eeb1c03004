// `arh init --workflow`: how the generated workflow records fresh traces. It runs the project's agent
// tests under `arh collect`, guessed from the files at the repository root: `package.json` with a
// `test` script (`npm ci` / `npm install`, then `npm test`), `pyproject.toml` that mentions pytest
// (`pip install . pytest`, then `python -m pytest`). Otherwise the workflow carries an obvious
// placeholder, commented out, and the gate reads the committed traces. Pure: the caller reads the files.
import { join } from "node:path";

export interface ProjectFiles {
  /** Text of `package.json`, when the file exists. */
  packageJson?: string;
  /** `package-lock.json` or `npm-shrinkwrap.json` exists (then `npm ci`). */
  npmLock?: boolean;
  /** Text of `pyproject.toml`, when the file exists. */
  pyproject?: string;
}

export interface Recorder {
  /** What the guess is based on, for the workflow comment and the console. */
  from: string;
  /** Workflow steps (YAML lines, 6-space indented) that set the language up and install the project. */
  setup: string[];
  /** The agent's test command, run under `arh collect`; null: no guess, a placeholder is written. */
  test: string | null;
}

/** npm's default for a new package: not a test suite. */
const NPM_DEFAULT_TEST = /no test specified/;

/** The placeholder command of the commented-out recording step. */
export const PLACEHOLDER_COMMAND = "./run-agent-tests";

function nodeRecorder(text: string, lock: boolean): Recorder | null {
  let pkg: unknown;
  try {
    pkg = JSON.parse(text);
  } catch {
    return null;
  }
  const scripts = pkg !== null && typeof pkg === "object" ? (pkg as { scripts?: unknown }).scripts : undefined;
  const test = scripts !== null && typeof scripts === "object" ? (scripts as Record<string, unknown>).test : undefined;
  if (typeof test !== "string" || test.trim() === "" || NPM_DEFAULT_TEST.test(test)) return null;
  return {
    from: "package.json (its test script)",
    setup: ["      - name: Install the project", `        run: ${lock ? "npm ci" : "npm install"}`],
    test: "npm test",
  };
}

function pythonRecorder(text: string): Recorder | null {
  if (!/\bpytest\b/.test(text)) return null;
  return {
    from: "pyproject.toml (pytest)",
    setup: [
      "      - uses: actions/setup-python@v6",
      "        with:",
      '          python-version: "3.x"',
      "      - name: Install the project",
      "        run: python -m pip install . pytest",
    ],
    test: "python -m pytest",
  };
}

export function detectRecorder(f: ProjectFiles): Recorder {
  const node = f.packageJson !== undefined ? nodeRecorder(f.packageJson, f.npmLock === true) : null;
  if (node) return node;
  const py = f.pyproject !== undefined ? pythonRecorder(f.pyproject) : null;
  if (py) return py;
  return { from: "no package.json test script or pytest project found", setup: [], test: null };
}

/** The files detectRecorder reads, from the repository root (a file that cannot be read counts as absent). */
export function readProjectFiles(root: string, read: (path: string) => string | undefined): ProjectFiles {
  const packageJson = read(join(root, "package.json"));
  const pyproject = read(join(root, "pyproject.toml"));
  const npmLock = read(join(root, "package-lock.json")) !== undefined || read(join(root, "npm-shrinkwrap.json")) !== undefined;
  return { ...(packageJson !== undefined ? { packageJson } : {}), ...(pyproject !== undefined ? { pyproject } : {}), npmLock };
}

/** The folder `arh collect` writes to in the workflow: the first trace path that is not a glob, else `traces`. */
export function recordFolder(paths: string[]): string {
  const plain = paths.find((p) => p !== "." && !/[*?[\]{}!]/.test(p));
  return plain === undefined ? "traces" : plain.replace(/\/+$/, "");
}
