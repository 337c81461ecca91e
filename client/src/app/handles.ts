import { msg } from "../i18n";
import type { MemberRouteHandle } from "../ui/RequireMember";

// The member pages' route handles, in one small module both routes.tsx and each page import (a page's
// own module would put the page in the first load). Every member page stays when its token goes
// (Logout goes to / itself; spec 2), so the guard's redirect to /login never races the navigation's own.
export const DASHBOARD_HANDLE: MemberRouteHandle = { signedOutNotice: msg("shell.signedOut.dashboard") };
export const MESSAGES_HANDLE: MemberRouteHandle = { signedOutNotice: msg("shell.signedOut.messages") };
export const AWARDS_HANDLE: MemberRouteHandle = { signedOutNotice: msg("shell.signedOut.awards") };
export const SETTINGS_HANDLE: MemberRouteHandle = { signedOutNotice: msg("shell.signedOut.settings") };
export const PROFILE_HANDLE: MemberRouteHandle = { signedOutNotice: msg("shell.signedOut.profile") };
export const LEAD_HANDLE: MemberRouteHandle = { signedOutNotice: msg("shell.signedOut.lead") };
export const CATCH_UP_HANDLE: MemberRouteHandle = { signedOutNotice: msg("shell.signedOut.catchUp") };
