// Package demo fills a database with a believable Journey 365 programme for
// someone trying the product (`journey365 seed demo`): the quarter groups
// around today (one finished a while ago, last quarter's under way with its
// first milestones graded, this quarter's just begun, next quarter's open
// for registration), about 300 members with varied progress, awards and
// requests, board messages of every type with a few reports, legacy claims
// and example donations marked as demo data.
//
// Everything is made in one transaction, through the store's own writes and
// the tables' triggers, so every kept count (seats, message counts,
// progress summaries, award counts) agrees with the rows. The programme is
// the same for the same seed and day. It refuses a database that already
// has members or groups unless forced; forced, it only adds: nothing that
// exists is changed or deleted, and a name or email that would clash gets a
// number.
package demo

import (
	"context"
	cryptorand "crypto/rand"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// DefaultSeed makes the demo everyone gets unless they ask for another.
const DefaultSeed = 365

// AdminEmail is the demo admin's email (with a number when taken).
const AdminEmail = "demo-admin@example.org"

// AdminName is the demo admin's name, which signs the programme team's posts.
const AdminName = "Programme Team"

// Options say which demo to make.
type Options struct {
	// Now is the demo's present; zero means time.Now().
	Now time.Time
	// Seed picks the programme; 0 means DefaultSeed.
	Seed uint64
	// Force adds the demo to a database that already has members or groups.
	Force bool
	// AdminPassword is the demo admin's password; empty: one is generated
	// and returned in the Summary, once.
	AdminPassword string
}

// GroupSummary is one group the demo made.
type GroupSummary struct {
	Name       string
	Status     journey.GroupStatus
	StartDate  journey.Date
	Members    int
	MaxMembers int
}

// Summary is what the demo made, and how to sign in.
type Summary struct {
	Groups          []GroupSummary
	Members         int // accounts made (not the admin)
	Memberships     int
	ProgressEntries int
	AtRisk          int // members of the groups under way graded D on their latest report or silent on a due milestone
	Awards          int // journeys approved, each with its award
	PendingRequests int
	LegacyClaims    int
	Messages        int
	MessagesByType  map[journey.MessageType]int
	Reports         int
	HiddenMessages  int
	Donations       int
	// Samples are members to sign in as (email and full name at /login).
	Samples    []Sample
	AdminEmail string
	// AdminPassword is the generated password, or empty when it was given.
	AdminPassword string
}

// Sample is a member worth signing in as, and why.
type Sample struct{ Name, Email, Why string }

// InUseError is the refusal of a database that already has members or groups.
type InUseError struct{ Use db.DatabaseUse }

func (e *InUseError) Error() string {
	var found []string
	if e.Use.Members > 0 {
		found = append(found, plural(e.Use.Members, "member"))
	}
	if e.Use.Groups > 0 {
		g := plural(e.Use.Groups, "group")
		if len(e.Use.FirstGroups) > 0 {
			names := strings.Join(e.Use.FirstGroups, ", ")
			if e.Use.Groups > len(e.Use.FirstGroups) {
				names += ", …"
			}
			g += " (" + names + ")"
		}
		found = append(found, g)
	}
	return "this database already has " + strings.Join(found, " and ") +
		", so the demo programme was not added. Seed an empty database, or run `journey365 seed demo --force` " +
		"to add the demo alongside what is there (nothing existing is changed or deleted)"
}

// ErrInUse matches an *InUseError with errors.Is.
var ErrInUse = errors.New("database in use")

// Is makes errors.Is(err, ErrInUse) true for the refusal.
func (e *InUseError) Is(target error) bool { return target == ErrInUse }

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

// Seed makes the demo programme in one transaction and says what it made.
// On a database with members or groups it returns an *InUseError and
// changes nothing, unless o.Force.
func Seed(ctx context.Context, store *db.DB, o Options) (Summary, error) {
	now := o.Now
	if now.IsZero() {
		now = time.Now()
	}
	seed := o.Seed
	if seed == 0 {
		seed = DefaultSeed
	}
	password, generated := o.AdminPassword, ""
	if password == "" {
		generated = cryptorand.Text()[:16]
		password = generated
	}
	if len(password) < journey.MinPasswordLength {
		return Summary{}, journey.FieldError(journey.EINVALID, "password", "The admin password must be at least %d characters.", journey.MinPasswordLength)
	}
	if len(password) > journey.MaxPasswordBytes {
		return Summary{}, journey.FieldError(journey.EINVALID, "password", "The admin password must be at most %d bytes.", journey.MaxPasswordBytes)
	}
	hash, err := auth.HashPassword(password)
	if err != nil {
		return Summary{}, err
	}
	g := &gen{
		rng:   rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		now:   now.UTC().Truncate(time.Second),
		today: journey.Today(now),
		sum:   Summary{MessagesByType: map[journey.MessageType]int{}},
	}
	g.plan()
	err = store.InTx(ctx, func(q *db.Queries) error {
		use, err := q.DatabaseUse(ctx)
		if err != nil {
			return err
		}
		if !use.Empty() && !o.Force {
			return &InUseError{Use: use}
		}
		g.q = q
		return g.write(ctx, hash)
	})
	if err != nil {
		return Summary{}, err
	}
	g.sum.AdminPassword = generated
	return g.sum, nil
}

// person is one planned member.
type person struct {
	first, last, city, address string
	referral                   *string
	// priorTrophies are journeys counted before this programme (approved).
	priorTrophies int
	// firstJoined is their earliest membership: when the account was made.
	firstJoined time.Time
	user        journey.User
}

func (p *person) name() string { return p.first + " " + p.last }

// membership is one planned seat and what its member did.
type membership struct {
	p      *person
	joined time.Time
	// missing is the cumulative missing days reported per milestone
	// (index 0 is milestone 1); -1 means not reported.
	missing [8]int
	outcome outcome
	// requested and decided are when the trophy was asked for and approved.
	requested, decided time.Time
	description        string
}

type outcome int

const (
	reading   outcome = iota // still reading (or stopped), no request
	approved                 // finished, request approved, award given
	requested                // finished, request waiting for an admin
)

// group is one planned group with its members and posts.
type group struct {
	g        journey.Group
	members  []*membership
	messages []journey.Message
	// reported are indexes into messages and the reports each gets.
	reported map[int][]string
}

type gen struct {
	rng   *rand.Rand
	now   time.Time
	today journey.Date
	q     *db.Queries

	people       []*person
	outsiders    []*person // donors and legacy claimants without an account
	completed    *group
	active       *group
	current      *group
	upcoming     *group
	legacyClaims []db.LegacyClaimForm
	claimants    []*person
	legacyAt     []time.Time
	donations    []db.DemoDonation
	donorsOf     []*person // who gave each donation (an outsider has no account)
	adminEmail   string

	sum Summary
}

func (g *gen) intn(n int) int           { return g.rng.IntN(n) }
func (g *gen) chance(p float64) bool    { return g.rng.Float64() < p }
func pick[T any](g *gen, xs []T) T      { return xs[g.rng.IntN(len(xs))] }
func (g *gen) between(a, b int) int     { return a + g.rng.IntN(b-a+1) }
func ptr[T any](v T) *T                 { return &v }
func midnight(d journey.Date) time.Time { return d.Midnight(time.UTC) }

// timeOn is a believable moment (06:00–22:59 UTC) on the day of t, never
// after now.
func (g *gen) timeOn(t time.Time) time.Time {
	day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
	at := day.Add(time.Duration(6*3600+g.intn(17*3600)) * time.Second)
	if at.After(g.now) {
		at = g.now.Add(-time.Duration(1+g.intn(3600)) * time.Second)
	}
	return at
}

// momentBetween is a believable moment between from and to (to capped at now).
func (g *gen) momentBetween(from, to time.Time) time.Time {
	if to.After(g.now) {
		to = g.now
	}
	if !to.After(from) {
		return g.timeOn(from)
	}
	days := int(to.Sub(from).Hours() / 24)
	return g.timeOn(from.AddDate(0, 0, g.intn(days+1)))
}

// plan decides the whole programme before anything is written, so the same
// seed and day give the same demo whatever the database holds.
func (g *gen) plan() {
	thisQuarter := journey.QuarterStartOf(g.today)
	// Finished: started six quarters ago, ended about half a year ago.
	g.completed = g.newGroup(addMonths(thisQuarter, -18), 150)
	// Under way: started at the start of the previous quarter, so its first
	// milestone is due and the Progress tab has grades and stragglers.
	g.active = g.newGroup(addMonths(thisQuarter, -3), 120)
	// This quarter's group, which the server's calendar job would otherwise
	// make empty: the programme runs a group a quarter.
	g.current = g.newGroup(thisQuarter, 80)
	// Open for registration: starts next quarter.
	g.upcoming = g.newGroup(journey.NextQuarterStart(g.today), 100)

	const people = 300
	g.planPeople(people + 16)
	g.outsiders, g.people = g.people[people:], g.people[:people]
	completedPeople := g.people[:110]
	activeNew := g.people[110:185]
	currentNew := g.people[185:240]
	upcomingNew := g.people[240:people]

	for i, p := range completedPeople {
		m := g.join(g.completed, p)
		switch {
		case i < 44:
			m.outcome = approved
			if i < 13 {
				p.priorTrophies = g.between(1, 9)
			}
		case i < 54:
			m.outcome = requested
		}
	}
	// Back for another journey: some who finished, some who stopped.
	var returning []*person
	for i := 0; i < 8; i++ {
		returning = append(returning, completedPeople[i*5])
	}
	for i := 0; i < 12; i++ {
		returning = append(returning, completedPeople[55+i*4])
	}
	for _, p := range append(returning, activeNew...) {
		g.join(g.active, p)
	}
	var back []*person
	for i := 0; i < 5; i++ {
		back = append(back, completedPeople[100+i*2])
	}
	for _, p := range append(back, currentNew...) {
		g.join(g.current, p)
	}
	var again []*person
	for i := 0; i < 10; i++ {
		again = append(again, completedPeople[2+i*4])
	}
	for _, p := range append(again, upcomingNew...) {
		g.join(g.upcoming, p)
	}

	g.planProgress()
	g.planMessages(g.completed)
	g.planMessages(g.active)
	g.planMessages(g.current)
	g.planMessages(g.upcoming)
	g.planReports()
	g.planLegacyClaims()
	g.planDonations()
}

func addMonths(d journey.Date, months int) journey.Date {
	return journey.NewDate(d.Year(), d.Month()+time.Month(months), 1)
}

func (g *gen) newGroup(start journey.Date, maxMembers int) *group {
	grp := journey.NewGroup(start, g.today)
	grp.MaxMembers = maxMembers
	// The server withholds the chat link until a week before the start.
	grp.WhatsappInviteURL = ptr("https://chat.whatsapp.com/" + g.token(22))
	grp.YouversionPlanURL = ptr("https://www.bible.com/reading-plans/" + strconv.Itoa(g.between(1000, 9999)) + "-journey-365-genesis-to-revelation")
	return &group{g: grp, reported: map[int][]string{}}
}

func (g *gen) token(n int) string {
	const letters = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
	b := make([]byte, n)
	for i := range b {
		b[i] = letters[g.intn(len(letters))]
	}
	return string(b)
}

func (g *gen) planPeople(n int) {
	type pair struct{ f, l int }
	pairs := make([]pair, 0, len(firstNames)*len(lastNames))
	for f := range firstNames {
		for l := range lastNames {
			pairs = append(pairs, pair{f, l})
		}
	}
	g.rng.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
	for _, pr := range pairs[:n] {
		city := pick(g, cities)
		p := &person{first: firstNames[pr.f], last: lastNames[pr.l], city: city,
			address: fmt.Sprintf("%d %s, %s", g.between(2, 980), pick(g, streets), city)}
		if g.chance(0.6) {
			p.referral = ptr(pick(g, referrals))
		}
		g.people = append(g.people, p)
	}
}

// join plans p's seat in grp: before the start (or within the two weeks
// after it) for a group under way, in the last weeks for an upcoming one.
func (g *gen) join(grp *group, p *person) *membership {
	start := midnight(grp.g.StartDate)
	var joined time.Time
	if grp.g.StartDate.After(g.today) {
		joined = g.momentBetween(g.now.AddDate(0, 0, -50), g.now)
	} else {
		joined = g.momentBetween(start.AddDate(0, 0, -45), start.AddDate(0, 0, journey.RegistrationWindowDays-1))
	}
	m := &membership{p: p, joined: joined}
	for i := range m.missing {
		m.missing[i] = -1
	}
	if p.firstJoined.IsZero() || joined.Before(p.firstJoined) {
		p.firstJoined = joined
	}
	grp.members = append(grp.members, m)
	return m
}

// journeyDay is the group's reading day today (1 on the start date).
func (g *gen) journeyDay(grp *group) int {
	return grp.g.StartDate.DaysUntil(g.today) + 1
}

// due is the last milestone whose day has passed in grp (0: none yet).
func (g *gen) due(grp *group) int {
	due := 0
	for _, ms := range journey.Milestones {
		if ms.DayNumber <= g.journeyDay(grp) {
			due = ms.ID
		}
	}
	return due
}

// planProgress gives every started membership its reports: finishers caught
// up on every milestone; others stop somewhere, read ahead of the plan or
// fall behind; in the group under way some are silent on a due milestone.
func (g *gen) planProgress() {
	for _, m := range g.completed.members {
		switch m.outcome {
		case approved, requested:
			for i := range m.missing {
				m.missing[i] = 0
			}
			end := midnight(g.completed.g.EndDate)
			if m.outcome == approved {
				m.requested = g.momentBetween(end.AddDate(0, 0, -3), end.AddDate(0, 0, 25))
				m.decided = g.momentBetween(m.requested.AddDate(0, 0, 1), m.requested.AddDate(0, 0, 6))
			} else {
				m.requested = g.momentBetween(g.now.AddDate(0, 0, -21), g.now.AddDate(0, 0, -1))
			}
			m.description = pick(g, trophyDescriptions)
		default:
			// Stopped after some milestone, behind by a share of the days.
			last := g.between(1, 8)
			lag := g.rng.Float64() * 0.45
			g.report(m, last, lag)
		}
	}
	for _, grp := range []*group{g.active, g.current} {
		g.planReading(grp)
	}
}

// planReading gives the members of a group under way their reports on the
// milestones whose day has passed (none yet early in its first quarter).
func (g *gen) planReading(grp *group) {
	due := g.due(grp)
	if due == 0 {
		return
	}
	for _, m := range grp.members {
		r := g.rng.Float64()
		switch {
		case r < 0.12: // caught up every day
			g.report(m, due, 0)
		case r < 0.62: // on track: a few days missed
			g.report(m, due, g.rng.Float64()*0.08)
		case r < 0.82: // behind: graded C or D
			g.report(m, due, 0.2+g.rng.Float64()*0.3)
		default: // silent on the latest due milestone
			g.report(m, due-1, g.rng.Float64()*0.2)
		}
	}
}

// report sets cumulative missing days on milestones 1..last for a member
// who misses about lag of the days (a little noise per milestone).
func (g *gen) report(m *membership, last int, lag float64) {
	for i := 0; i < last && i < len(journey.Milestones); i++ {
		day := journey.Milestones[i].DayNumber
		share := lag * (0.7 + 0.6*g.rng.Float64())
		missing := min(int(float64(day)*share), day)
		if lag == 0 {
			missing = 0
		}
		m.missing[i] = missing
	}
}

func (g *gen) planMessages(grp *group) {
	start := midnight(grp.g.StartDate)
	end := midnight(grp.g.EndDate).Add(24 * time.Hour)
	if end.After(g.now) {
		end = g.now
	}
	name := grp.g.Name
	team := func(typ journey.MessageType, prio journey.MessagePriority, at time.Time, title, content string) {
		grp.messages = append(grp.messages, journey.Message{GroupID: 0, Source: journey.SourceAdmin,
			AuthorName: AdminName, Title: ptr(title), Content: content, Type: typ, Priority: prio, CreatedAt: at})
	}
	member := func(typ journey.MessageType, at time.Time, content string) {
		m := pick(g, grp.members)
		if at.Before(m.joined) {
			at = g.momentBetween(m.joined, m.joined.AddDate(0, 0, 3))
		}
		grp.messages = append(grp.messages, journey.Message{Source: journey.SourceUser, AuthorID: &m.p.user.ID,
			AuthorName: m.p.name(), Content: content, Type: typ, Priority: journey.PriorityNormal, CreatedAt: at})
	}
	if g.today.Before(grp.g.StartDate) {
		opened := g.now.AddDate(0, 0, -50)
		team(journey.TypeAnnouncement, journey.PriorityHigh, g.momentBetween(opened, opened.AddDate(0, 0, 2)),
			"Welcome to the "+name,
			"Welcome, everyone! We start reading on "+longDate(grp.g.StartDate)+". Introduce yourself here and invite a friend: registration is open until "+longDate(grp.g.RegistrationDeadline)+".")
		team(journey.TypeMilestone, journey.PriorityNormal, g.momentBetween(opened.AddDate(0, 0, 5), opened.AddDate(0, 0, 12)),
			"Your eight milestones", eightMilestones)
		team(journey.TypeReminder, journey.PriorityNormal, g.momentBetween(g.now.AddDate(0, 0, -14), g.now.AddDate(0, 0, -3)),
			"Before day one",
			"Install the Bible app, open the reading plan from your dashboard and choose a time of day for your fifteen minutes. A daily alarm helps!")
		team(journey.TypeAnnouncement, journey.PriorityLow, g.momentBetween(g.now.AddDate(0, 0, -10), g.now.AddDate(0, 0, -1)),
			"Group chat",
			"The group chat link appears on your dashboard a week before we start. See you there!")
		for range 9 {
			text := pick(g, introductions)
			if strings.Contains(text, "%s") {
				text = fmt.Sprintf(text, pick(g, cities))
			}
			member(journey.TypeEncouragement, g.momentBetween(opened, g.now), text)
		}
		for _, t := range upcomingQuestions {
			member(journey.TypeQuestion, g.momentBetween(opened, g.now), t)
		}
		for _, t := range upcomingPrayers {
			member(journey.TypePrayer, g.momentBetween(opened, g.now), t)
		}
		for _, t := range upcomingTestimonies {
			member(journey.TypeTestimony, g.momentBetween(opened, g.now), t)
		}
		return
	}

	team(journey.TypeMilestone, journey.PriorityNormal, g.timeOn(start.AddDate(0, 0, -5)),
		"Your eight milestones", eightMilestones)
	team(journey.TypeAnnouncement, journey.PriorityHigh, g.timeOn(start.AddDate(0, 0, -3)),
		"Welcome to the "+name,
		"We start on "+longDate(grp.g.StartDate)+". Open the reading plan from your dashboard, and remember: fifteen minutes a day, and grace for the days you miss.")
	// Milestones: a reminder before each, a celebration after.
	for _, ms := range journey.Milestones {
		due := start.AddDate(0, 0, ms.DayNumber-1)
		if due.After(end) {
			break
		}
		team(journey.TypeReminder, journey.PriorityHigh, g.timeOn(due.AddDate(0, 0, -3)),
			ms.Name+" ends on day "+strconv.Itoa(ms.DayNumber),
			"Three days to go until the end of "+ms.Name+". Once you get there, enter your missing days on the dashboard so we can cheer you on.")
		if at := due.AddDate(0, 0, 2); at.Before(end) {
			team(journey.TypeMilestone, journey.PriorityNormal, g.timeOn(at),
				ms.Name+" complete",
				"Congratulations on finishing "+ms.Name+"! Enter your missing days for this milestone, even if you are behind: the grade shows how far along you are, and you can catch up.")
			for range g.between(2, 4) {
				member(journey.TypeMilestone, g.momentBetween(at, at.AddDate(0, 0, 6)), fmt.Sprintf(pick(g, milestonePosts), ms.Name))
			}
		}
	}
	// A check-in every four weeks.
	for week := 4; ; week += 4 {
		at := start.AddDate(0, 0, week*7)
		if at.After(end) {
			break
		}
		prio := journey.PriorityNormal
		if week%12 == 0 {
			prio = journey.PriorityLow
		}
		team(journey.TypeReminder, prio, g.timeOn(at),
			"Week "+strconv.Itoa(week)+" check-in",
			"How is your reading going? If you've fallen behind, don't try to catch up all at once: add one extra chapter a day until you're back on track.")
	}
	if mid := start.AddDate(0, 0, 40); mid.Before(end) {
		team(journey.TypeAnnouncement, journey.PriorityUrgent, g.timeOn(mid),
			"Tonight's group call moves to 8 pm",
			"Tonight's video call starts at 8 pm instead of 7 pm. Same link as always, in the group chat.")
	}
	if grp.g.EndDate.Before(g.today) {
		after := midnight(grp.g.EndDate).AddDate(0, 0, 1)
		team(journey.TypeAnnouncement, journey.PriorityHigh, g.timeOn(after),
			"Congratulations, "+name+"!",
			"You read the whole Bible together. If you completed every milestone, request your trophy from the dashboard; the programme team approves requests within a week.")
		end = after
	}

	// Members talk all along the way: about three posts a week.
	weeks := max(1, int(end.Sub(start.AddDate(0, 0, -7)).Hours()/(24*7)))
	for range weeks * 3 {
		at := g.momentBetween(start.AddDate(0, 0, -7), end)
		switch r := g.rng.Float64(); {
		case r < 0.40:
			member(journey.TypeEncouragement, at, pick(g, encouragements))
		case r < 0.65:
			member(journey.TypePrayer, at, pick(g, prayers))
		case r < 0.85:
			member(journey.TypeQuestion, at, pick(g, questions))
		default:
			member(journey.TypeTestimony, at, pick(g, testimonies))
		}
	}
}

// planReports adds the three reported posts to the group under way.
func (g *gen) planReports() {
	grp := g.active
	start := midnight(grp.g.StartDate)
	for _, r := range reported {
		m := grp.members[g.intn(len(grp.members))]
		at := g.momentBetween(maxTime(start, m.joined), g.now.AddDate(0, 0, -2))
		grp.messages = append(grp.messages, journey.Message{Source: journey.SourceUser, AuthorID: &m.p.user.ID,
			AuthorName: m.p.name(), Content: r.Content, Type: journey.TypeEncouragement, Priority: journey.PriorityNormal, CreatedAt: at})
		grp.reported[len(grp.messages)-1] = r.Reasons
	}
}

// eightMilestones introduces the year's milestones on a board.
const eightMilestones = "The year has eight milestones: The Law (day 70), The History (152), The Wisdom (209), Major Prophet (262), " +
	"Minor Prophet (275), The Gospel (317), The Epistles (360) and Revelation (365). After each one, enter your missing days on the dashboard."

// longDate is "January 1, 2027".
func longDate(d journey.Date) string { return midnight(d).Format("January 2, 2006") }

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func (g *gen) planLegacyClaims() {
	// Three people without an account, and one member whose earlier journeys
	// predate the programme.
	g.claimants = []*person{g.outsiders[0], g.outsiders[1], g.outsiders[2], g.completed.members[70].p}
	for i, p := range g.claimants {
		year := g.today.Year() - g.between(1, 6)
		f := db.LegacyClaimForm{Name: p.name(), City: ptr(p.city), MailingAddress: ptr(p.address),
			CompletedJourneys: g.between(1, 5), LastCompletionYear: &year, Note: ptr(legacyNotes[i%len(legacyNotes)])}
		g.legacyClaims = append(g.legacyClaims, f)
		g.legacyAt = append(g.legacyAt, g.momentBetween(g.now.AddDate(0, 0, -30), g.now.AddDate(0, 0, -1)))
	}
}

// planDonations makes about forty example gifts over the past year: monthly
// givers with a payment each month, and one-time gifts, most completed,
// some pending or failed.
func (g *gen) planDonations() {
	amounts := []int64{1000, 2000, 2500, 2500, 5000, 5000, 7500, 10000, 15000, 25000, 50000}
	donor := func() *person {
		if g.chance(0.65) {
			return g.people[g.intn(len(g.people))]
		}
		return g.outsiders[3+g.intn(len(g.outsiders)-3)]
	}
	add := func(p *person, cents int64, typ journey.DonationType, status journey.DonationStatus, reason *string, at time.Time, anonymous bool) {
		g.donations = append(g.donations, db.DemoDonation{DonorName: p.name(), Anonymous: anonymous,
			AmountCents: cents, Type: typ, Status: status, StatusReason: reason, CreatedAt: at})
		g.donorsOf = append(g.donorsOf, p)
	}
	// Monthly givers: a payment a month since they began.
	for i := range 6 {
		p := donor()
		cents := []int64{1000, 2000, 2500, 5000}[g.intn(4)]
		months := g.between(2, 10)
		anonymous := g.chance(0.2)
		day := g.between(1, 28)
		for k := months - 1; k >= 0; k-- {
			t := g.now.AddDate(0, -k, 0)
			at := g.timeOn(time.Date(t.Year(), t.Month(), min(day, 28), 0, 0, 0, 0, time.UTC))
			if at.After(g.now) {
				continue
			}
			status, reason := journey.DonationCompleted, (*string)(nil)
			if k == 0 && i == 1 {
				status, reason = journey.DonationFailed, ptr("Your card was declined.")
			}
			if k == 0 && i == 2 {
				status = journey.DonationPending
			}
			add(p, cents, journey.DonationMonthly, status, reason, at, anonymous)
		}
	}
	// One-time gifts.
	for i := range 26 {
		p := donor()
		at := g.momentBetween(g.now.AddDate(-1, 0, 0), g.now)
		status, reason := journey.DonationCompleted, (*string)(nil)
		switch {
		case i < 3:
			status, at = journey.DonationPending, g.momentBetween(g.now.AddDate(0, 0, -2), g.now)
		case i < 5:
			status, reason = journey.DonationFailed, ptr("Your card has insufficient funds.")
		case i < 6:
			status, reason = journey.DonationFailed, ptr("Your card was declined.")
		}
		cents := pick(g, amounts)
		if g.chance(0.15) {
			cents = int64(g.between(3, 300)) * 100
		}
		add(p, cents, journey.DonationOneTime, status, reason, at, g.chance(0.2))
	}
}
