// Roles and account statuses in words, by their enum (admin-users catalogue).
import type { Role, UserStatus } from "../../gql/graphql";
import { msg, type Message } from "../../i18n";

export const ROLE_LABELS: Record<Role, Message> = { USER: msg("admin-users.role.user"), ADMIN: msg("admin-users.role.admin") };
export const STATUS_LABELS: Record<UserStatus, Message> = {
  ACTIVE: msg("admin-users.status.active"),
  INACTIVE: msg("admin-users.status.inactive"),
};
