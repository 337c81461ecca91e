export function lintSource(fileName: string, text: string): string[];
export function sourceFiles(dir?: string): string[];
