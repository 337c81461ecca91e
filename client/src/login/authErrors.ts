// The spec's texts for a failed sign-in or sign-up (spec 8); errors/classify reads the failure.
import type { FailureTexts } from "../errors/classify";
import { translate } from "../i18n";

export { failureText, type FailureTexts } from "../errors/classify";

// Read when a failure is shown, so in the language active then.
export const LOGIN_FAILURE_TEXTS: FailureTexts = {
  get generic() {
    return translate("login.failed.generic");
  },
  get network() {
    return translate("login.failed.network");
  },
};

export const REGISTER_FAILURE_TEXTS: FailureTexts = {
  get generic() {
    return translate("login.registerFailed.generic");
  },
  get network() {
    return translate("login.registerFailed.network");
  },
};
