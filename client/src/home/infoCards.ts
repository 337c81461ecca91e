// The programme information cards of the home page (spec 1).
import { msg, type Message } from "../i18n";

export interface InfoCard {
  id: string;
  title: Message;
  body: Message[];
}

export const INFO_CARDS: readonly InfoCard[] = [
  { id: "what", title: msg("home.card.what.title"), body: [msg("home.card.what.1"), msg("home.card.what.2")] },
  { id: "why", title: msg("home.card.why.title"), body: [msg("home.card.why.1"), msg("home.card.why.2")] },
  { id: "qualities", title: msg("home.card.qualities.title"), body: [msg("home.card.qualities.1"), msg("home.card.qualities.2")] },
  { id: "quarters", title: msg("home.card.quarters.title"), body: [msg("home.card.quarters.1"), msg("home.card.quarters.2")] },
  { id: "guide", title: msg("home.card.guide.title"), body: [msg("home.card.guide.1"), msg("home.card.guide.2")] },
  { id: "days", title: msg("home.card.days.title"), body: [msg("home.card.days.1"), msg("home.card.days.2")] },
  { id: "minutes", title: msg("home.card.minutes.title"), body: [msg("home.card.minutes.1"), msg("home.card.minutes.2")] },
  { id: "benefits", title: msg("home.card.benefits.title"), body: [msg("home.card.benefits.1"), msg("home.card.benefits.2")] },
];
