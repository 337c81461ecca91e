// Whose data this device keeps: the signed-in member's id, read from their token (its `sub`).
// Read, not verified: it only names the member's own persisted cache and queue, so one member
// never sees another's on a shared device.

/** The member id a member token names, or null when it names none. */
export function memberOf(token: string | null): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "="));
    const { sub } = JSON.parse(json) as { sub?: unknown };
    return typeof sub === "string" && sub !== "" ? sub : null;
  } catch {
    return null;
  }
}
