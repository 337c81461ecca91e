// Types of compress.mjs for the tests that import it.
export interface Copy {
  file: string;
  suffix: ".br" | ".gz";
  from: number;
  to: number;
}
export function compressDir(
  dist: string,
  cache?: string | null,
): Promise<{ written: Copy[]; compressed: number; cached: number }>;
