// The time zones the Settings form offers: the IANA names this browser knows, with the device's
// own and the saved one always among them.

/** The device's IANA time zone, or null when the browser does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Every IANA name the browser knows, or null when it cannot list them (older browsers). */
export function knownTimeZones(): string[] | null {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  if (typeof intl.supportedValuesOf !== "function") return null;
  try {
    return intl.supportedValuesOf("timeZone");
  } catch {
    return null;
  }
}

/** The options of the select, sorted; null: the browser cannot list them (a text input instead). */
export function timeZoneOptions(saved: string, device: string | null = deviceTimeZone()): string[] | null {
  const known = knownTimeZones();
  if (!known) return null;
  const all = new Set(known);
  for (const zone of [saved, device]) if (zone) all.add(zone);
  return [...all].sort((a, b) => a.localeCompare(b, "en"));
}
