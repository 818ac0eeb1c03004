// JSON text nested in a 2-space document, made by V8's serialiser in one pass.

/**
 * `JSON.stringify(v, null, 2)` as it reads nested `depth` levels deep in a 2-space document: every
 * line after the first indented by `2 * depth` more spaces (`lead`: the first line too). Exactly
 * the text of `JSON.stringify(v, null, 2).replace(/\n/g, "\n" + indent)` for an object or array,
 * without the second pass: the value is wrapped in `depth` one-element arrays, which the native
 * serialiser indents, and the wrapping's text is sliced off (on a 31 MB compare report, half the
 * time of the re-indent and of joining its pieces).
 */
export function stringifyAt(v: object, depth: number, lead = false): string {
  let wrapped: unknown = v;
  for (let i = 0; i < depth; i++) wrapped = [wrapped];
  const text = JSON.stringify(wrapped, null, 2);
  // `[\n` then `  [\n` … opens, `\n  ]` … `\n]` closes: 2 + 4 + … + 2·depth characters each way
  const edge = depth * (depth + 1);
  return text.slice(lead ? edge : edge + 2 * depth, text.length - edge);
}
