import { useMemo, useSyncExternalStore } from "react";
import { endReason, getAdminToken, getUserToken, subscribeToEndReasons, type EndReason } from "./session";
import { getUserDataRaw, parseUserData, subscribeToStorage, type UserData } from "./storage";

function subscribe(onChange: () => void): () => void {
  return subscribeToStorage(() => onChange());
}

const serverSnapshot = () => null;

/** The member's token; re-renders when it changes (this tab or another). */
export function useUserToken(): string | null {
  return useSyncExternalStore(subscribe, getUserToken, serverSnapshot);
}

/** The admin's token, only when admin-scoped; re-renders when it changes (this tab or another). */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, getAdminToken, serverSnapshot);
}

/** The stored member data (name, trophies_count), or null. */
export function useUserData(): UserData | null {
  const raw = useSyncExternalStore(subscribe, getUserDataRaw, serverSnapshot);
  return useMemo(() => parseUserData(raw), [raw]);
}

export interface AuthState {
  userToken: string | null;
  adminToken: string | null;
  userData: UserData | null;
  isMember: boolean;
  isAdmin: boolean;
}

export function useAuth(): AuthState {
  const userToken = useUserToken();
  const adminToken = useAdminToken();
  const userData = useUserData();
  return {
    userToken,
    adminToken,
    userData,
    isMember: userToken !== null,
    isAdmin: adminToken !== null,
  };
}

/** Why the member's or the admin's last session ended ("expired"), or null. */
export function useEndReason(which: "member" | "admin"): EndReason {
  return useSyncExternalStore(subscribeToEndReasons, () => endReason(which), serverSnapshot);
}
