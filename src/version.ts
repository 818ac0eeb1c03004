// Kept in sync with package.json by a test (test/version.test.ts).
export const VERSION = "0.1.0";
export const TOOL_NAME = "arh-action";
export const INFORMATION_URI = "https://github.com/arh-action/arh-action";
