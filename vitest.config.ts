import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // default for people, JSON for .ci/run's closing "N passed, N failed" line
    reporters: ["default", "json"],
    outputFile: { json: ".scratch/vitest-results.json" },
  },
});
