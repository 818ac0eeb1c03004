import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // @actions/workflow-parser imports its JSON schema without an import attribute: let Vite load it
    server: { deps: { inline: ["@actions/workflow-parser"] } },
    // default for people, JSON for .ci/run's closing "N passed, N failed" line
    reporters: ["default", "json"],
    outputFile: { json: ".scratch/vitest-results.json" },
  },
});
