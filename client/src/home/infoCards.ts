// The programme information cards of the home page (spec 1).

export interface InfoCard {
  id: string;
  title: string;
  body: string[];
}

export const INFO_CARDS: readonly InfoCard[] = [
  {
    id: "what",
    title: "What is Journey 365?",
    body: [
      "Journey 365 is a year-long journey through the whole Bible, from Genesis to Revelation, taken together with a group from our church family.",
      "Everyone in a group reads the same passage on the same day, follows one reading plan in a Bible app, and encourages each other on the group's message board along the way.",
    ],
  },
  {
    id: "why",
    title: "Why read the whole Bible?",
    body: [
      "Most of us know favourite verses, but few of us have seen the whole story: creation, the promises to Abraham, the law and the prophets, and how it all comes together in Jesus.",
      "Reading it from cover to cover, in order, lets Scripture explain Scripture, and reading it with others makes it far easier to keep going when the path gets hard.",
    ],
  },
  {
    id: "qualities",
    title: "Qualities we ask for",
    body: [
      "A hungry heart and a little faithfulness: you do not need to be a scholar. We ask for commitment to read every day, honesty when you report missed days, humility to learn, and kindness toward the others in your group.",
      "If you miss a day, that is all right. Catch up, tell the truth, and keep walking.",
    ],
  },
  {
    id: "quarters",
    title: "New groups every quarter",
    body: [
      "A new group begins on the first day of January, April, July and October, so there is always a start date coming soon.",
      "Register now and you will be placed in the next group; once it starts, registration stays open for about two more weeks.",
    ],
  },
  {
    id: "guide",
    title: "A guide for every day",
    body: [
      "You never have to wonder what to read next. Each group follows a day-by-day reading plan in the YouVersion Bible app, and your dashboard links straight to it.",
      "Eight milestones (The Law, The History, The Wisdom, the Major and Minor Prophets, The Gospel, The Epistles and Revelation) mark your progress, and your group chat and message board keep you company.",
    ],
  },
  {
    id: "days",
    title: "365 days",
    body: [
      "One year, one book, one day at a time. The reading is spread evenly over 365 days, so no single day is overwhelming.",
      "Day by day you will cover all 66 books, and by the end of the year you will have read the entire Bible.",
    ],
  },
  {
    id: "minutes",
    title: "About 15 minutes a day",
    body: [
      "Each day's reading takes roughly 15 minutes: a cup of coffee in the morning, a lunch break, or the quiet before bed.",
      "Prefer to listen? The audio Bible in the app lets you keep up on the commute or a walk.",
    ],
  },
  {
    id: "benefits",
    title: "What you will gain",
    body: [
      "A daily habit of meeting God in his Word, a clearer grasp of the whole story of Scripture, and friendships with people reading right beside you.",
      "Finish the journey and you receive a trophy on our Awards page and a completion reward in the mail, a small celebration of a big year.",
    ],
  },
];
