// Words the member board and the admin panel's message screens share (spec 2, 8), so neither keeps
// a copy: the failed-post texts of "Post group message" (the board's Post Message modal, the
// Groups tab's Post message modal) and the delete confirmation (the board, the Messages tab).
import { createElement } from "react";
import { isServerAnswer, serverMessage } from "../errors/classify";
import { msg, translate, useT, type Message, type Translate } from "../i18n";

export const POST_FAILED_MESSAGE = msg("messages.post.failed");
export const POST_FAILED_NETWORK_MESSAGE = msg("messages.post.failedNetwork");
/** A post made offline (or whose answer never came): kept on the device (offline/queue.ts). */
export const POST_QUEUED_MESSAGE = msg("messages.post.queued");
export const DELETE_CONFIRM_MESSAGE = msg("messages.delete.confirm");

function Text({ message }: { message: Message }) {
  return useT()(message);
}

/** The delete confirmation as something to render (in the active language, following it). */
export const DELETE_CONFIRM = createElement(Text, { message: DELETE_CONFIRM_MESSAGE });

/** The text shown for a failed post: the server's message, else POST_FAILED; no answer: POST_FAILED_NETWORK. */
export function postErrorText(error: unknown, t: Translate = translate): string {
  if (isServerAnswer(error)) return serverMessage(error) ?? t(POST_FAILED_MESSAGE);
  return t(POST_FAILED_NETWORK_MESSAGE);
}
