import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "lib/**", ".scratch/**", "node_modules/**", "coverage/**", "test-artifacts/**", "samples/**", "bench-corpus/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly",
        setTimeout: "readonly", clearTimeout: "readonly", setImmediate: "readonly",
        TextDecoder: "readonly", TextEncoder: "readonly",
        document: "readonly", window: "readonly", HTMLElement: "readonly", customElements: "readonly", fetch: "readonly",
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-control-regex": "off",
    },
  },
);
