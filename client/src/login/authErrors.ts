// The spec's texts for a failed sign-in or sign-up (spec 8); errors/classify reads the failure.
import type { FailureTexts } from "../errors/classify";

export { failureText, type FailureTexts } from "../errors/classify";

export const LOGIN_FAILURE_TEXTS: FailureTexts = {
  generic: "Login failed. Please try again.",
  network: "Login failed. Please check your connection and try again.",
};

export const REGISTER_FAILURE_TEXTS: FailureTexts = {
  generic: "Registration failed. Please try again.",
  network: "Registration failed. Please check your connection and try again.",
};
