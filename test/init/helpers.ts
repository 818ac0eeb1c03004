// Shared by the init tests: GitHub's own workflow parser as the judge of a workflow file.
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser";

/** Parse and convert with @actions/workflow-parser; every diagnostic it reports. */
export async function workflowDiagnostics(content: string): Promise<{ errors: string[]; jobs: string[] }> {
  const parsed = parseWorkflow({ name: "agent-gate.yml", content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (!parsed.value) return { errors: [...errors, "no workflow"], jobs: [] };
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  for (const e of template.errors ?? []) errors.push(e.Message);
  return { errors, jobs: template.jobs.map((j) => j.id.value) };
}
