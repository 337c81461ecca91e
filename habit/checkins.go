package habit

import (
	"context"
	"strings"

	"journey365/db"
	"journey365/journey"
	"journey365/rhythm"
)

// Sources of a check-in.
const (
	SourceMail      = "mail"
	SourceDashboard = "dashboard"
	SourceAPI       = "api"
	// SourceCatchUp is a missed day made up through a catch-up plan.
	SourceCatchUp = "catchup"
)

// Today is the member's day as the dashboard's Today card shows it.
type Today struct {
	// UserID is the member's.
	UserID int64
	// Group is the member's group (nil: none): under way, about to start, or
	// just ended.
	Group *journey.Group
	// JourneyDay is the group's day of the journey on the member's local date.
	JourneyDay int
	// Date is the member's local date.
	Date journey.Date
	// Reported is today's check-in (empty: not reported).
	Reported rhythm.Answer
	Streak   db.StreakRow
}

// CanCheckIn reports whether there is a day to answer today: the group's
// journey is under way.
func (t Today) CanCheckIn() bool { return t.Group != nil && underWay(*t.Group, t.Date) }

// Day is the group's day, nil when no journey is under way.
func (t Today) Day() *int {
	if !t.CanCheckIn() {
		return nil
	}
	return &t.JourneyDay
}

// Answer is today's check-in, nil when not reported.
func (t Today) Answer() *rhythm.Answer { return answerOrNil(t.Reported) }

func answerOrNil(a rhythm.Answer) *rhythm.Answer {
	if a == "" {
		return nil
	}
	return &a
}

// MyToday is the signed-in member's day.
func (h *Habit) MyToday(ctx context.Context) (Today, error) {
	q := h.DB.Q()
	v, s, err := h.viewerSettings(ctx, q)
	if err != nil {
		return Today{}, err
	}
	t := Today{Date: h.localToday(s), UserID: v.User.ID}
	g, err := q.MemberGroup(ctx, v.User.ID, t.Date)
	if err != nil || g == nil {
		return t, err
	}
	t.Group, t.JourneyDay = g, g.JourneyDay(t.Date)
	if !underWay(*g, t.Date) {
		return t, nil
	}
	if t.Streak, err = q.StreakOf(ctx, v.User.ID, g.ID); err != nil {
		return t, err
	}
	t.Reported, err = q.AnswerOn(ctx, v.User.ID, g.ID, t.JourneyDay)
	return t, err
}

// underWay: the group's journey is on, on date (days 1 to 365).
func underWay(g journey.Group, date journey.Date) bool {
	day := g.JourneyDay(date)
	return g.Status != journey.GroupCompleted && day >= 1 && day <= journey.ProgrammeDays
}

// CheckIn records the signed-in member's answer for day of their group
// (today on their clock, or up to rhythm.CheckInBackDays before).
// clientKey (a UUID, optional) is the member's idempotency key: the same
// check-in sent again changes nothing and answers the day as it is now.
func (h *Habit) CheckIn(ctx context.Context, day int, answer string, source string, clientKey *string) (Today, error) {
	a, err := rhythm.ParseAnswer("answer", answer)
	if err != nil {
		return Today{}, err
	}
	key, err := journey.ParseClientKey("clientKey", clientKey)
	if err != nil {
		return Today{}, err
	}
	err = h.DB.InTx(ctx, func(q *db.Queries) error {
		v, s, err := h.viewerSettings(ctx, q)
		if err != nil {
			return err
		}
		if key != "" {
			target := int64(day)
			claim, err := q.ClaimClientKey(ctx, v.User.ID, key, db.KeyCheckIn, &target)
			if err != nil || !claim.Fresh {
				return err
			}
		}
		today := h.localToday(s)
		g, err := h.checkInGroup(ctx, q, v.User.ID, today)
		if err != nil {
			return err
		}
		if err := rhythm.CheckInDay(*g, day, today); err != nil {
			return err
		}
		return h.record(ctx, q, v.User.ID, *g, day, a, source, today)
	})
	if err != nil {
		return Today{}, err
	}
	return h.MyToday(ctx)
}

var errNoJourney = journey.Errorf(journey.EINVALID,
	"Your group's journey is not under way, so there is no day to check in for.")

// checkInGroup is the member's group, when its journey is on or ended
// within the days a check-in may look back.
func (h *Habit) checkInGroup(ctx context.Context, q *db.Queries, userID int64, today journey.Date) (*journey.Group, error) {
	g, err := q.MemberGroup(ctx, userID, today)
	if err != nil {
		return nil, err
	}
	if g == nil || g.JourneyDay(today) < 1 || g.JourneyDay(today) > journey.ProgrammeDays+rhythm.CheckInBackDays {
		return nil, errNoJourney
	}
	return g, nil
}

// record stores the answer and, when it changed something, the streak and
// the milestones the log fills (those whose day has come, never one the
// member typed), in q's transaction.
func (h *Habit) record(ctx context.Context, q *db.Queries, userID int64, g journey.Group, day int, a rhythm.Answer, source string, today journey.Date) error {
	changed, err := q.RecordCheckIn(ctx, userID, g.ID, day, a, source)
	if err != nil || !changed {
		return err
	}
	return h.relog(ctx, q, userID, g, day, today)
}

// MakeUp records days (in order) of the member's journey in g as read
// through their catch-up plan, and the streak and milestones that moves,
// in q's transaction.
func (h *Habit) MakeUp(ctx context.Context, q *db.Queries, userID int64, g journey.Group, days []int, today journey.Date) error {
	changed, err := q.RecordReadDays(ctx, userID, g.ID, days, SourceCatchUp)
	if err != nil || !changed {
		return err
	}
	return h.relog(ctx, q, userID, g, days[0], today)
}

// relog keeps the streak and the milestones the log fills after a change
// from day changed on.
func (h *Habit) relog(ctx context.Context, q *db.Queries, userID int64, g journey.Group, changed int, today journey.Date) error {
	log, err := q.CheckInLog(ctx, userID, g.ID)
	if err != nil {
		return err
	}
	answers := make([]rhythm.DayAnswer, len(log))
	for i, c := range log {
		answers[i] = rhythm.DayAnswer{Day: c.Day, Answer: c.Answer}
	}
	if err := q.SaveStreak(ctx, userID, g.ID, rhythm.Streaks(answers), rhythm.DaysRead(answers, journey.ProgrammeDays), log[len(log)-1].Day); err != nil {
		return err
	}
	return q.FillFromLog(ctx, userID, g.ID, rhythm.FilledMilestones(answers, g.JourneyDay(today), changed))
}

// CheckIns is the signed-in member's log in their group (at most 365 days).
func (h *Habit) CheckIns(ctx context.Context) ([]db.CheckIn, error) {
	q := h.DB.Q()
	v, s, err := h.viewerSettings(ctx, q)
	if err != nil {
		return nil, err
	}
	g, err := q.MemberGroup(ctx, v.User.ID, h.localToday(s))
	if err != nil || g == nil {
		return []db.CheckIn{}, err
	}
	return q.CheckInLog(ctx, v.User.ID, g.ID)
}

// LinkCheckIn is what a check-in link's confirm page shows.
type LinkCheckIn struct {
	FirstName string
	GroupName string
	Day       int
	Date      journey.Date
	// Suggested is the answer the mail's button chose; Current the day's
	// answer now (empty: none yet).
	Suggested, Current rhythm.Answer
	Streak             db.StreakRow
}

// Recorded is the day's answer now, nil when none is recorded.
func (l LinkCheckIn) Recorded() *rhythm.Answer { return answerOrNil(l.Current) }

// ReadCheckInLink reads a check-in link (the confirm page's GET: nothing changes).
func (h *Habit) ReadCheckInLink(ctx context.Context, token string) (LinkCheckIn, error) {
	var out LinkCheckIn
	err := h.DB.InTx(ctx, func(q *db.Queries) error {
		m, err := h.admitLink(ctx, q, token)
		if err != nil {
			return err
		}
		out, err = h.linkView(ctx, q, m)
		return err
	})
	return out, err
}

// CheckInByLink records answer for the day a check-in link names, without
// a session: the link is the member's. The same answer twice changes
// nothing; another answer replaces the day's.
func (h *Habit) CheckInByLink(ctx context.Context, token, answer string) (LinkCheckIn, error) {
	a, err := rhythm.ParseAnswer("answer", answer)
	if err != nil {
		return LinkCheckIn{}, err
	}
	var out LinkCheckIn
	err = h.DB.InTx(ctx, func(q *db.Queries) error {
		m, err := h.admitLink(ctx, q, token)
		if err != nil {
			return err
		}
		if err := rhythm.CheckInDay(m.group, m.claims.Day, m.today); err != nil {
			return err
		}
		if err := h.record(ctx, q, m.user.ID, m.group, m.claims.Day, a, SourceMail, m.today); err != nil {
			return err
		}
		out, err = h.linkView(ctx, q, m)
		return err
	})
	return out, err
}

// linkMember is a check-in link admitted: what it claims, its member and
// group as they are now, and the member's local date.
type linkMember struct {
	claims checkInClaims
	user   journey.User
	group  journey.Group
	today  journey.Date
}

// admitLink checks a check-in token against the member as they are now:
// active, the same token version, still in the group.
func (h *Habit) admitLink(ctx context.Context, q *db.Queries, token string) (linkMember, error) {
	c, err := h.openCheckIn(token)
	if err != nil {
		return linkMember{}, err
	}
	u, err := q.UserByID(ctx, c.UserID)
	if journey.ErrorCode(err) == journey.ENOTFOUND {
		return linkMember{}, errLinkInvalid
	}
	if err != nil {
		return linkMember{}, err
	}
	if u.TokenVersion != c.Version || u.Status != journey.UserActive {
		return linkMember{}, errLinkEnded
	}
	member, err := q.IsMember(ctx, c.GroupID, c.UserID)
	if err != nil {
		return linkMember{}, err
	}
	if !member {
		return linkMember{}, errLinkInvalid
	}
	g, err := q.GroupByID(ctx, c.GroupID)
	if err != nil {
		return linkMember{}, err
	}
	s, err := q.MemberSettingsOf(ctx, c.UserID)
	if err != nil {
		return linkMember{}, err
	}
	return linkMember{claims: c, user: u, group: g, today: h.localToday(s)}, nil
}

// linkView is what the confirm page shows of an admitted link: the day,
// its answer now and the streak.
func (h *Habit) linkView(ctx context.Context, q *db.Queries, m linkMember) (LinkCheckIn, error) {
	view := LinkCheckIn{FirstName: FirstName(m.user.Name), GroupName: m.group.Name, Day: m.claims.Day,
		Date: m.group.DayDate(m.claims.Day), Suggested: m.claims.Answer}
	var err error
	if view.Current, err = q.AnswerOn(ctx, m.user.ID, m.group.ID, m.claims.Day); err != nil {
		return view, err
	}
	view.Streak, err = q.StreakOf(ctx, m.user.ID, m.group.ID)
	return view, err
}

// FirstName is how the habit's pages and mails greet the member.
func FirstName(name string) string {
	if f := strings.Fields(name); len(f) > 0 {
		return f[0]
	}
	return name
}
