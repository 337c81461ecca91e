import { useEffect } from "react";

export const APP_NAME = "Journey 365";

/** Sets the document title to "{title} · Journey 365" (or just the app name). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
