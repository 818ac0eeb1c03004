// GitHub's own parsers over YAML documents, for test/github/action-yml.test.ts. Reads a JSON array
// of {uri, text} on stdin, writes a JSON array of {uri, diagnostics: [{line, message}]} on stdout.
//   - @actions/languageservice `validate`: action metadata when the URI ends in action.yml, a
//     workflow when it lies under .github/workflows/ (schema, expressions, `runs.using`, …);
//   - @actions/workflow-parser `parseWorkflow` + `convertWorkflowTemplate` for workflows: what
//     GitHub itself reports when it loads a workflow file.
// A separate process run with tsx: both packages import their JSON schemas without import
// attributes, which a bundler accepts and Node's own ESM loader (vitest's, for node_modules) does not.
import { validate } from "@actions/languageservice";
import { NoOperationTraceWriter, convertWorkflowTemplate, parseWorkflow } from "@actions/workflow-parser";

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const docs = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const out = [];
for (const { uri, text } of docs) {
  const diagnostics = [];
  // The language service caches parses by URI: every document needs its own.
  for (const d of await validate({ uri, getText: () => text })) diagnostics.push({ line: d.range.start.line + 1, message: `languageservice: ${d.message}` });
  if (/\/\.github\/workflows\/[^/]+\.ya?ml$/.test(uri)) {
    const parsed = parseWorkflow({ name: uri, content: text }, new NoOperationTraceWriter());
    if (parsed.value) await convertWorkflowTemplate(parsed.context, parsed.value);
    for (const e of parsed.context.errors.getErrors()) diagnostics.push({ line: e.range?.start.line ?? 0, message: `workflow-parser: ${e.message}` });
  }
  out.push({ uri, diagnostics });
}
process.stdout.write(JSON.stringify(out));
