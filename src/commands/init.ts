// `arh init [PATH...] [--out arh-policy.json] [--workflow] [--format F] [--strict] [--force]`:
// infer a policy from traces (src/init/infer.ts), prove it on the same traces with the validation
// pipeline, explain it (stdout and a Markdown file next to the policy), optionally write the
// workflow. Files are read through the pipeline's own reader and adapters; a file that cannot be
// used is never dropped: the proof reports it exactly as `arh validate` would. Docs: docs/init.md.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, isAbsolute, relative, resolve, sep } from "node:path";
import { parseFlags } from "./help.js";
import { UsageError } from "../errors.js";
import { usageExit } from "./usage.js";
import { flag, parseFormat } from "../gate/options.js";
import { FORMAT_OPTION, QUIET_OPTION } from "./flags.js";
import { expandInputs, readText, runValidation, toUri } from "../engine/pipeline.js";
import { validateTrace } from "../engine/validate.js";
import { slimEntry } from "../engine/parallel.js";
import { adaptDocument, type Format } from "../adapters/index.js";
import { derivedIdLine } from "../adapters/identity.js";
import { parseTrace } from "../trace/parse.js";
import { parsePolicy } from "../policy/parse.js";
import { isMemoryDocument } from "../memory/index.js";
import { isAbtDocument } from "../tracediff/index.js";
import type { Trace } from "../trace/model.js";
import { renderConsole } from "../report/index.js";
import { writeFileAtomic } from "../util/writefile.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";
import { PolicyInference, type PolicyDoc } from "../init/infer.js";
import { widenForTrace, type Widening } from "../init/widen.js";
import { markWidened, renderExplanationMarkdown, renderExplanationText } from "../init/explain.js";
import { renderWorkflow, suggestedCommit, WORKFLOW_PATH } from "../init/workflow.js";
import { detectRecorder, readProjectFiles, recordFolder, type Recorder } from "../init/detect.js";
import { DEFAULT_COLLECT_DIR } from "../collect/defaults.js";

/** Verdict threshold of the proof (validate's default; the action's `fail-under` default too). */
const FAIL_UNDER = 70;
/** --strict widens at most this many rounds (each round only removes or raises; two suffice in practice). */
const MAX_STRICT_ROUNDS = 8;

interface Loaded {
  /** Files holding agent traces (or failing to parse: the proof reports those). */
  agentFiles: string[];
  skipped: [string, string][];
}

/**
 * Read every file and hand each canonical trace to `visit`, in file order. Files that hold a
 * memory-system or trace-diff document are skipped with a reason; files that cannot be read,
 * parsed or converted are left to the proof, which locates the problem.
 */
function forEachTrace(files: string[], format: Format, cwd: string, visit: (t: Trace) => void): Loaded {
  const agentFiles: string[] = [];
  const skipped: [string, string][] = [];
  for (const file of files) {
    const uri = toUri(file, cwd);
    const loaded = readText(file, uri);
    if ("error" in loaded) {
      agentFiles.push(file);
      continue;
    }
    let doc: unknown;
    try {
      doc = JSON.parse(loaded.text);
    } catch {
      agentFiles.push(file);
      continue;
    }
    if (format === "auto" || format === "arh") {
      if (isMemoryDocument(doc)) {
        skipped.push([uri, "a memory-system evaluation trace: arh init infers policies for agent traces"]);
        continue;
      }
      if (isAbtDocument(doc)) {
        skipped.push([uri, "an agent-behavior-trace/v0 trace-diff document, not an agent trace"]);
        continue;
      }
    }
    let adapted;
    try {
      adapted = adaptDocument(doc, basename(file), format);
    } catch {
      if (isPolicyDocument(doc)) skipped.push([uri, "an ARH policy, not a trace"]);
      else agentFiles.push(file);
      continue;
    }
    agentFiles.push(file);
    for (const a of adapted) {
      let trace: Trace;
      try {
        trace = parseTrace(a.trace);
      } catch {
        continue;
      }
      visit(trace);
    }
  }
  return { agentFiles, skipped };
}

/** A policy (this command's own output, say) found among the traces: `policy_id` and no trace shape. */
function isPolicyDocument(doc: unknown): boolean {
  return doc !== null && typeof doc === "object" && !Array.isArray(doc) && Object.hasOwn(doc, "policy_id");
}

/** A path inside `cwd`, relative and `/`-separated, for the workflow; null when outside. */
function repoPath(abs: string, cwd: string): string | null {
  const rel = relative(cwd, abs);
  if (rel === "") return ".";
  if (rel.startsWith("..") || isAbsolute(rel)) return null;
  return rel.split(sep).join("/");
}

function workflowTraces(paths: string[], cwd: string): string[] {
  return paths.map((p) => {
    const abs = isAbsolute(p) ? p : resolve(cwd, p);
    const glob = !existsSync(abs);
    const rel = glob ? (isAbsolute(p) ? null : p.split(sep).join("/")) : repoPath(abs, cwd);
    if (rel === null) throw new UsageError(`--workflow: ${JSON.stringify(p)} is outside the current directory (run arh init from the repository root)`);
    return glob || !statSync(abs).isDirectory() ? rel : rel.replace(/\/+$/, "");
  });
}

/** `arh-policy.json` -> `arh-policy.md`: the explanation sits next to the policy. */
export function explanationPath(policyPath: string): string {
  return policyPath.toLowerCase().endsWith(".json") ? policyPath.slice(0, -5) + ".md" : policyPath + ".md";
}

/** `--workflow`: the workflow's text, how it records the traces (src/init/detect.ts) and its trace paths. */
/**
 * The repository's default branch from git, and how it was found: the remote's HEAD
 * (`origin/HEAD`), else the one of `main` and `master` that exists locally, else the branch checked
 * out; null when git is not at hand or `cwd` is no repository.
 */
export function gitDefaultBranch(cwd: string): { branch: string; from: string } | null {
  const git = (...args: string[]): string | null => {
    const r = spawnSync("git", args, { cwd, encoding: "utf8", timeout: 10_000, stdio: ["ignore", "pipe", "ignore"] });
    return r.status === 0 && typeof r.stdout === "string" && r.stdout.trim() !== "" ? r.stdout.trim() : null;
  };
  const remote = git("symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD");
  if (remote !== null && remote.startsWith("origin/")) return { branch: remote.slice("origin/".length), from: "from git: origin/HEAD" };
  const local = ["main", "master"].filter((b) => git("rev-parse", "--verify", "--quiet", `refs/heads/${b}`) !== null);
  if (local.length === 1) return { branch: local[0]!, from: "from git: the local branch" };
  const head = git("symbolic-ref", "--quiet", "--short", "HEAD");
  return head !== null ? { branch: head, from: "from git: the branch checked out" } : null;
}

function workflowFor(paths: string[], policyPath: string, out: string, cwd: string, format: Format, given: string | undefined): { text: string; recorder: Recorder; traces: string[] } {
  const found = given === undefined ? gitDefaultBranch(cwd) : null;
  const branch = given ?? found?.branch ?? "main";
  const branchFrom = given !== undefined ? undefined : (found?.from ?? "git gave none: check it");
  const policyRel = repoPath(policyPath, cwd);
  if (policyRel === null) throw new UsageError(`--workflow: the policy ${JSON.stringify(out)} is outside the current directory (run arh init from the repository root)`);
  const traces = workflowTraces(paths, cwd);
  const recorder = detectRecorder(readProjectFiles(cwd, (f) => (existsSync(f) && statSync(f).isFile() ? readFileSync(f, "utf8") : undefined)));
  return { text: renderWorkflow({ traces, policy: policyRel, format, branch, branchFrom, recorder, recordDir: recordFolder(traces) }), recorder, traces };
}

/**
 * --strict: widen `doc` in place until every trace that any policy can pass does; the changes made,
 * and by trace id why the others cannot pass.
 */
function widenStrict(doc: PolicyDoc, files: string[], format: Format, cwd: string): { widenings: Widening[]; unfixable: Map<string, string[]> } {
  const widenings: Widening[] = [];
  const unfixable = new Map<string, string[]>();
  for (let round = 0; round < MAX_STRICT_ROUNDS; round++) {
    let policy = parsePolicy(doc);
    let changed = false;
    unfixable.clear();
    forEachTrace(files, format, cwd, (t) => {
      const r = validateTrace(t, policy, { failUnder: FAIL_UNDER });
      if (r.passed) return;
      const w = widenForTrace(doc, t, r.findings, r.score, FAIL_UNDER);
      if (w.changes.length > 0) {
        widenings.push(...w.changes);
        policy = parsePolicy(doc);
        changed = true;
      }
      if (w.unfixable.length > 0 && !unfixable.has(t.trace_id)) unfixable.set(t.trace_id, w.unfixable);
    });
    if (!changed) break;
  }
  return { widenings, unfixable };
}

/** Where the command runs and writes (tests run it in-process in a scratch directory). */
export interface InitIo {
  cwd?: string;
  stdout?: (s: string) => void;
  stderr?: (s: string) => void;
}

export async function runInitCommand(argv: string[], io: InitIo = {}): Promise<number> {
  const stdout = io.stdout ?? ((s: string) => void process.stdout.write(s));
  const stderr = io.stderr ?? ((s: string) => void process.stderr.write(s));
  try {
    const { values, positionals } = parseFlags("init", {
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        ...FORMAT_OPTION,
        ...QUIET_OPTION,
        out: { type: "string", short: "o" },
        workflow: { type: "boolean" },
        strict: { type: "boolean" },
        force: { type: "boolean", short: "f" },
        "default-branch": { type: "string" },
      },
    });
    const format = parseFormat(flag("format"), values.format);
    const cwd = io.cwd ?? process.cwd();
    const paths = positionals.length > 0 ? positionals : [DEFAULT_COLLECT_DIR];
    const out = values.out ?? "arh-policy.json";
    if (out.trim() === "") throw new UsageError("--out must name a file");
    const policyPath = resolve(cwd, out);
    const mdPath = explanationPath(policyPath);
    const wfPath = resolve(cwd, WORKFLOW_PATH);
    const targets = [policyPath, mdPath, ...(values.workflow ? [wfPath] : [])];
    if (!values.force) {
      for (const t of targets) if (existsSync(t)) throw new UsageError(`${toUri(t, cwd)} already exists; pass --force to overwrite it`);
    }
    for (const t of targets) if (existsSync(t) && statSync(t).isDirectory()) throw new UsageError(`${toUri(t, cwd)} is a directory`);
    if (!values.workflow && values["default-branch"] !== undefined) throw new UsageError("--default-branch only applies with --workflow");
    const wf = values.workflow ? workflowFor(paths, policyPath, out, cwd, format, values["default-branch"]) : null;

    const files = await expandInputs(paths, cwd);
    if (files.length === 0) throw new UsageError(`no trace files (*.json) found in ${paths.join(", ")}`);

    // 1. infer
    const inference = new PolicyInference();
    const loaded = forEachTrace(files, format, cwd, (t) => inference.add(t));
    const inferred = inference.finish();
    const say = (s: string): void => {
      if (!values.quiet) stdout(neutralizeWorkflowCommands(s));
    };
    if (inferred.traces === 0) {
      // Nothing to infer from: show why each file is unusable (the pipeline locates it), write nothing.
      const report = await runValidation(loaded.agentFiles, parsePolicy({ policy_id: "arh-init" }), { format, failUnder: FAIL_UNDER, cwd });
      if (report.reports.length > 0) say(renderConsole(report, { color: false }));
      for (const [f, why] of loaded.skipped) say(`skipped ${f}: ${why}\n`);
      stderr(`arh init: none of the ${files.length} matched file${files.length === 1 ? "" : "s"} holds a usable agent trace; no policy written\n`);
      return 1;
    }
    const doc: PolicyDoc = inferred.policy;

    // 2. --strict: widen until every trace that any policy can pass does
    const { widenings, unfixable } = values.strict ? widenStrict(doc, files, format, cwd) : { widenings: [], unfixable: new Map<string, string[]>() };

    // 3. prove: the policy as written, through the same pipeline as `arh validate`
    const policyText = JSON.stringify(doc, null, 2) + "\n";
    const policy = parsePolicy(JSON.parse(policyText));
    // entries keep what the renderers read, as in `arh validate` (memory stays flat on large corpora)
    const proof = await runValidation(loaded.agentFiles, policy, { format, failUnder: FAIL_UNDER, cwd, onEntry: slimEntry });

    // 4. explain, write
    markWidened(inferred.evidence, widenings);
    if (values.strict) {
      for (const e of proof.reports) if (e.kind === "input") unfixable.set(e.source_path, [e.findings[0]?.message ?? "cannot be read or parsed"]);
    }
    const explanation = {
      policyId: policy.policy_id,
      policyFile: toUri(policyPath, cwd),
      explanationFile: toUri(mdPath, cwd),
      traces: inferred.traces,
      files: files.length,
      evidence: inferred.evidence,
      notes: inferred.notes,
      strict: values.strict === true,
      widenings,
      unfixable: [...unfixable.entries()],
      skipped: loaded.skipped,
      proof,
    };
    writeFileAtomic(policyPath, policyText);
    writeFileAtomic(mdPath, renderExplanationMarkdown(explanation));
    if (wf !== null) writeFileAtomic(wfPath, wf.text);

    say(renderExplanationText(explanation));
    say("\nproof: the inferred policy validated against its own traces\n");
    say(renderConsole(proof, { color: false }));
    const derived = derivedIdLine(proof.reports); // trace ids derived from the run (docs/collect.md)
    if (derived) say(`note: ${derived}\n`);
    const failed = proof.summary.failed_traces;
    if (failed > 0 && !values.strict) say(`${failed} trace${failed === 1 ? " fails" : "s fail"} the inferred policy: each is probably a bug or an outlier worth a look; --strict widens the policy until they pass\n`);
    const written = targets.map((t) => toUri(t, cwd));
    say(`wrote ${written.join(", ")}; review them, then commit: ${suggestedCommit(written, wf?.recorder, wf?.traces ?? [])}\n`);
    return failed > 0 ? 1 : 0;
  } catch (e) {
    return usageExit("init", e);
  }
}
