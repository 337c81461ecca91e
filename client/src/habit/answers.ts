// The words of a check-in's two answers, the same on the dashboard and on a mail's link page.
import type { CheckInAnswer } from "../gql/graphql";
import { msg, type Message, type Translate } from "../i18n";

/** Both answers, in the order the buttons show them. */
export const ANSWERS: readonly CheckInAnswer[] = ["READ", "MISSED"];

/** The button (or radio) of each answer. */
export const ANSWER_LABEL: Record<CheckInAnswer, Message> = {
  READ: msg("habit.answer.read"),
  MISSED: msg("habit.answer.missed"),
};

const RECORDED: Record<CheckInAnswer, Message> = {
  READ: msg("habit.recorded.read"),
  MISSED: msg("habit.recorded.missed"),
};

/** "Recorded: you read day 12." */
export function recordedText(answer: CheckInAnswer, day: number, t: Translate): string {
  return t(RECORDED[answer], { day });
}
