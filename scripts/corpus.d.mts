/** The traces of a corpus of `n` traces of `steps` steps each, in file order (scripts/corpus.mjs). */
export function corpusTraces(n: number, steps: number): Generator<Record<string, unknown>>;
/** The file name of trace `i` of a corpus. */
export function corpusFileName(i: number): string;
