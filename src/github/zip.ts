// The safe zip extractor lives in src/bundle/zip.ts (bundles and artifacts share it).
export * from "../bundle/zip.js";
