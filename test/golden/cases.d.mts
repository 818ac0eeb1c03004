export const root: string;
export function writeGenerated(dir: string): void;
export const CASES: Record<string, string[]>;
export const OUTPUTS: { json: string; sarif: string; junit: string; md: string };
