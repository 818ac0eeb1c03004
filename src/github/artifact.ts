// Baseline upload behind a small interface: @actions/artifact only works inside a real runner.
// ARH_TEST_ARTIFACT_UPLOAD_DIR (test-only) swaps in a double that copies the files to a directory.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";

export interface ArtifactUploader {
  upload(name: string, files: string[], rootDirectory: string, options: { retentionDays?: number }): Promise<{ id?: number; size?: number }>;
}

/** The real uploader (runner only). Loaded lazily so tests never touch it. */
export function actionsArtifactUploader(): ArtifactUploader {
  return {
    async upload(name, files, rootDirectory, options) {
      const { DefaultArtifactClient } = await import("@actions/artifact");
      const client = new DefaultArtifactClient();
      const res = await client.uploadArtifact(name, files, rootDirectory, options.retentionDays ? { retentionDays: options.retentionDays } : {});
      return { id: res.id, size: res.size };
    },
  };
}

/** Test double: copies the files to `<dir>/<name>/` and records the call in `<dir>/<name>.upload.json`. */
export function directoryUploader(dir: string): ArtifactUploader {
  let next = 1;
  return {
    async upload(name, files, rootDirectory, options) {
      const target = join(dir, name);
      mkdirSync(target, { recursive: true });
      let size = 0;
      const rels: string[] = [];
      for (const f of files) {
        const rel = relative(rootDirectory, f) || basename(f);
        mkdirSync(join(target, rel, ".."), { recursive: true });
        copyFileSync(f, join(target, rel));
        rels.push(rel.split("\\").join("/"));
      }
      const id = next++;
      writeFileSync(join(dir, `${name}.upload.json`), JSON.stringify({ id, name, files: rels, retentionDays: options.retentionDays ?? null }, null, 2) + "\n");
      size = rels.length;
      return { id, size };
    },
  };
}
