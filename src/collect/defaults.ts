// Defaults of `arh collect` that other commands share (`arh init` reads the traces `arh collect`
// writes): one place, so the two never disagree.

/** The folder `arh collect` writes its trace files into when `--out` is not given. */
export const DEFAULT_COLLECT_DIR = "traces";
