import { isRouteErrorResponse } from "react-router";

/** A readable one-line description of anything thrown. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" ? error.data : error.data?.message;
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(": ");
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  if (error === null || error === undefined) return "Unknown error";
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
