// Words the member board and the admin panel's message screens share (spec 2, 8), so neither keeps
// a copy: the failed-post texts of "Post group message" (the board's Post Message modal, the
// Groups tab's Post message modal) and the delete confirmation (the board, the Messages tab).
import { isServerAnswer, serverMessage } from "../errors/classify";

export const POST_FAILED = "Failed to post message";
export const POST_FAILED_NETWORK = "Failed to post message. Please try again.";
/** A post made offline (or whose answer never came): kept on the device (offline/queue.ts). */
export const POST_QUEUED = "You are offline: your message is kept on this device and will be sent when the connection returns.";
export const DELETE_CONFIRM = "Are you sure you want to delete this message?";

/** The text shown for a failed post: the server's message, else POST_FAILED; no answer: POST_FAILED_NETWORK. */
export function postErrorText(error: unknown): string {
  if (isServerAnswer(error)) return serverMessage(error) ?? POST_FAILED;
  return POST_FAILED_NETWORK;
}
