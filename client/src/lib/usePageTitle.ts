import { useEffect } from "react";
import { DEFAULT_PROGRAMME_NAME, useProgrammeName } from "../programme/programme";

/** The product's name before the programme's own is known (see programme/programme.tsx). */
export const APP_NAME = DEFAULT_PROGRAMME_NAME;

/** Sets the document title to "{title} · {programme's name}" (or just the name). */
export function usePageTitle(title?: string): void {
  const name = useProgrammeName();
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
