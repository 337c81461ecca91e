// The programme's settings in tests: a fixture (programme.tsx's setProgrammeSettings puts it in place).
import type { ProgrammeSettings } from "./programme";

export const PROGRAMME: ProgrammeSettings = {
  __typename: "ProgrammeSettings",
  name: "Journey 365",
  introVideoPart1Url: "https://videos.example.org/part-1",
  introVideoPart2Url: "https://videos.example.org/part-2",
  introVideoPart3Url: "https://videos.example.org/part-3",
  homeIntroVideoUrl: "https://videos.example.org/home",
  bibleAppUrl: "https://www.bible.com/app",
  helpStartPlanUrl: "https://help.example.org/start",
  helpChangeLanguageUrl: "https://help.example.org/language",
};
