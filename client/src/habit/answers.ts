// The words of a check-in's two answers, the same on the dashboard and on a mail's link page.
import type { CheckInAnswer } from "../gql/graphql";

/** Both answers, in the order the buttons show them. */
export const ANSWERS: readonly CheckInAnswer[] = ["READ", "MISSED"];

/** The button (or radio) of each answer. */
export const ANSWER_LABEL: Record<CheckInAnswer, string> = {
  READ: "I read today",
  MISSED: "I missed today",
};

/** "read" / "missed": the answer as a verb in the past. */
export function answerVerb(answer: CheckInAnswer): string {
  return answer === "READ" ? "read" : "missed";
}

/** "Recorded: you read day 12." */
export function recordedText(answer: CheckInAnswer, day: number): string {
  return `Recorded: you ${answerVerb(answer)} day ${day}.`;
}
