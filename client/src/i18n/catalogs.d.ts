// The compiled catalogues the Vite plugin (vite.config.ts, scripts/catalogs.mjs) serves.
declare module "virtual:catalog/*" {
  import type { Messages } from "@lingui/core";
  const messages: Messages;
  export default messages;
}
