package graph

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vektah/gqlparser/v2/ast"

	"journey365/journey"
	"journey365/service"
)

// dashboardRoot answers Query.dashboard with a fixed dashboard; nothing else is asked.
type dashboardRoot struct {
	ResolverRoot
	d *service.Dashboard
}

func (r dashboardRoot) Query() QueryResolver { return dashboardQuery{d: r.d} }

type dashboardQuery struct {
	QueryResolver // nil: only dashboard is asked
	d             *service.Dashboard
}

func (q dashboardQuery) Dashboard(context.Context) (*service.Dashboard, error) { return q.d, nil }

// dashboardServer serves d through gqlgen alone, or with writeDirectly
// counting the dashboards it wrote itself in wrote (a dashboard's milestones
// are written with it, not on their own).
func dashboardServer(d *service.Dashboard, wrote *atomic.Int32) http.Handler {
	return testServer(dashboardRoot{d: d}, wrote, "dashboard")
}

// testDashboards: a member in a group under way (every part read, strings
// that need escaping, times in other zones), one in a group that has not
// started, a newcomer on the waiting list for a group, one waiting for any
// group, and a dashboard whose parts failed or were not read (gqlgen's to
// answer, with its errors).
func testDashboards() map[string]*service.Dashboard {
	plus0530 := time.FixedZone("IST", 5*3600+30*60)
	link, plan := "https://chat.whatsapp.com/AbC?x=1&y=\"2\"", "https://www.bible.com/reading-plans/5-a-b"
	october := journey.Group{ID: 7, Name: "October 2026 \"Group\" — Ελληνικά", Status: journey.GroupActive,
		StartDate: journey.NewDate(2026, 10, 1), EndDate: journey.NewDate(2027, 9, 30),
		RegistrationDeadline: journey.NewDate(2026, 10, 14), MaxMembers: 200, MemberCount: 187,
		WhatsappInviteURL: &link, YouversionPlanURL: &plan}
	april := journey.Group{ID: 9, Name: "April 2027 Group", Status: journey.GroupUpcoming,
		StartDate: journey.NewDate(2027, 4, 1), EndDate: journey.NewDate(2028, 3, 30),
		RegistrationDeadline: journey.NewDate(2027, 4, 14), MaxMembers: 150, MemberCount: 150, WhatsappInviteURL: &link}
	var saved []journey.Progress
	for i, missing := range []int{0, 3, 30} {
		p, err := journey.ComputeProgress(journey.Milestones[i], missing)
		if err != nil {
			panic(err)
		}
		saved = append(saved, p)
	}
	calendar := "https://journey365.example/api/groups/7/calendar.ics?token=a-b_c"
	unread := 12
	posted, trackingNote := journey.NewDate(2025, 10, 20), "Tracked \"parcel\" — AB123"
	awards := service.AwardList{TotalCount: 4, Nodes: []journey.Award{
		{ID: 31, Name: "Journey Completion", CompletedAt: time.Date(2026, 9, 30, 18, 4, 5, 123456789, time.UTC)},
		{ID: 30, Name: "Journey \"Completion\" é", CompletedAt: time.Date(2025, 9, 30, 23, 59, 59, 0, plus0530),
			ShippedOn: &posted, ShippingNote: &trackingNote},
		{ID: 12, Name: "", CompletedAt: time.Date(2024, 1, 2, 3, 4, 5, 120000000, time.UTC)},
	}}
	underWay := &service.Dashboard{
		User:  journey.User{ID: 42, Name: "Ama \"Akua\" Mensah"},
		Group: &service.GroupView{Group: october, Today: journey.NewDate(2027, 1, 20)},
		Saved: saved,
		Trophy: &journey.TrophyRequest{ID: 5, UserID: 42, GroupID: 7, Type: "completion", Status: journey.TrophyPending,
			CreatedAt: time.Date(2027, 1, 19, 8, 30, 0, 500, plus0530)},
		Unread:       &unread,
		RecentAwards: service.Part[service.AwardList]{Read: true, Value: awards},
		AwardsRead:   100,
		Next: service.Part[*service.NextGroup]{Read: true,
			Value: &service.NextGroup{Group: april, AlreadyJoined: true}},
		Calendar: service.Part[*string]{Read: true, Value: &calendar},
		Waiting:  service.Part[*service.WaitingPlace]{Read: true},
		Today:    journey.NewDate(2027, 1, 20),
	}
	notStarted := &service.Dashboard{
		User:         journey.User{ID: 43, Name: "Kofi"},
		Group:        &service.GroupView{Group: april, Today: journey.NewDate(2027, 3, 20)},
		Unread:       new(int),
		RecentAwards: service.Part[service.AwardList]{Read: true},
		AwardsRead:   3,
		Next:         service.Part[*service.NextGroup]{Read: true},
		Calendar:     service.Part[*string]{Read: true, Value: &calendar},
		Waiting:      service.Part[*service.WaitingPlace]{Read: true},
		Today:        journey.NewDate(2027, 3, 20),
	}
	waiting := &service.Dashboard{
		User:         journey.User{ID: 44, Name: ""},
		RecentAwards: service.Part[service.AwardList]{Read: true, Value: service.AwardList{Nodes: []journey.Award{}}},
		AwardsRead:   50,
		Next: service.Part[*service.NextGroup]{Read: true,
			Value: &service.NextGroup{Group: april, CanJoin: true}},
		Calendar: service.Part[*string]{Read: true},
		Waiting: service.Part[*service.WaitingPlace]{Read: true,
			Value: &service.WaitingPlace{Since: time.Date(2027, 2, 1, 9, 0, 0, 0, time.UTC), Group: &april}},
		Today: journey.NewDate(2027, 2, 3),
	}
	waitingForAny := &service.Dashboard{
		User:         journey.User{ID: 45, Name: "Efua"},
		RecentAwards: service.Part[service.AwardList]{Read: true},
		AwardsRead:   3,
		Next:         service.Part[*service.NextGroup]{Read: true},
		Calendar:     service.Part[*string]{Read: true},
		Waiting: service.Part[*service.WaitingPlace]{Read: true,
			Value: &service.WaitingPlace{Since: time.Date(2027, 2, 1, 9, 0, 0, 1, plus0530)}},
		Today: journey.NewDate(2027, 2, 3),
	}
	failed := errors.New("the statement failed")
	partsFailed := &service.Dashboard{
		User:         underWay.User,
		Group:        underWay.Group,
		RecentAwards: service.Part[service.AwardList]{Read: true, Err: failed},
		Next:         service.Part[*service.NextGroup]{Read: true, Err: failed},
		Calendar:     service.Part[*string]{Read: true, Err: failed},
		Today:        underWay.Today,
	}
	return map[string]*service.Dashboard{"under way": underWay, "not started": notStarted, "waiting": waiting,
		"waiting for any group": waitingForAny, "parts failed": partsFailed}
}

// every is a selection of every field of type name and of the objects
// below it, with __typename in each (arguments at their defaults).
func every(schema *ast.Schema, name string) string {
	var b strings.Builder
	b.WriteString("{ __typename")
	for _, f := range schema.Types[name].Fields {
		if strings.HasPrefix(f.Name, "__") {
			continue
		}
		b.WriteString(" " + f.Name)
		if t := schema.Types[f.Type.Name()]; t.Kind == ast.Object {
			b.WriteString(" " + every(schema, t.Name))
		}
	}
	b.WriteString(" }")
	return b.String()
}

// appDashboardQuery is the client's Dashboard query (client/src/dashboard)
// with its fragments, and __typename in every selection set, as Apollo
// Client sends it.
const appDashboardQuery = `query Dashboard {
  dashboard {
    welcomeName
    group { ...DashboardGroupFields __typename }
    readingPlanUrl
    milestones { ...MilestoneFields __typename }
    journeyComplete
    trophyRequest { ...TrophyRequestFields __typename }
    awards(first: 3) { totalCount nodes { id name completedAt __typename } __typename }
    nextGroup { ...NextGroupFields __typename }
    calendarUrl
    waitingList { since group { name __typename } __typename }
    __typename
  }
}
fragment DashboardGroupFields on Group { id name status startDate endDate registrationDeadline memberCount maxMembers started invitationAvailableOn whatsappInviteUrl youversionPlanUrl }
fragment MilestoneFields on Milestone { id key name dayNumber totalDays missingDays daysCompleted percentage grade completed firstDay opensOn open }
fragment TrophyRequestFields on TrophyRequest { id type status createdAt }
fragment NextGroupFields on NextGroup { id name startDate registrationDeadline memberCount maxMembers alreadyJoined canJoin }`

// TestDashboardJSONMatchesGqlgen: a dashboard written directly is byte for
// byte what gqlgen's generated code writes, for the client's query, every
// field alone, aliases, fragments, merged fields, directives, arguments in
// the query and in variables; it was written directly unless gqlgen's
// answer has errors (a part that failed or was not read, an argument
// refused), which the writer leaves to gqlgen.
func TestDashboardJSONMatchesGqlgen(t *testing.T) {
	schema := NewExecutableSchema(Config{}).Schema()
	type query struct {
		text  string
		vars  map[string]any
		wrote int // dashboards written directly when the answer has no errors
	}
	cases := map[string]query{
		"the client's": {text: appDashboardQuery, wrote: 1},
		"every field":  {text: "{ dashboard " + every(schema, "Dashboard") + " }", wrote: 1},
		"aliases": {text: `{ dashboard { a: welcomeName b: welcomeName g: group { x: id y: id started }
			few: awards(first: 1) { totalCount nodes { id } } many: awards(first: 100) { n: nodes { name } } } }`, wrote: 1},
		"fragments": {text: `{ dashboard { ...D ... on Dashboard { group { ...G } unreadCount } ... { journeyComplete } } }
			fragment D on Dashboard { welcomeName waitingList { group { ...P } } }
			fragment G on Group { id started whatsappInviteUrl }
			fragment P on PublicGroup { name maxMembers }`, wrote: 1},
		"merged fields": {text: `{ dashboard { group { id } group { name } awards { nodes { id } } awards { totalCount nodes { name } } } }`, wrote: 1},
		"skip and include": {text: `{ dashboard { welcomeName @skip(if: true) group @include(if: false) { id }
			unreadCount @include(if: true) nextGroup @skip(if: true) { id } } }`, wrote: 1},
		"twice":                 {text: `{ a: dashboard { welcomeName } b: dashboard { group { id } journeyComplete } }`, wrote: 2},
		"awards in variables":   {text: `query($n: Int!) { dashboard { awards(first: $n) { nodes { id name } } } }`, vars: map[string]any{"n": 2}, wrote: 1},
		"no awards":             {text: `{ dashboard { awards(first: 0) { totalCount nodes { id } } } }`, wrote: 1},
		"awards refused":        {text: `{ dashboard { welcomeName awards(first: -1) { totalCount } } }`, wrote: 1},
		"more awards than read": {text: `{ dashboard { awards(first: 51) { totalCount } } }`, wrote: 1},
		"__typename only":       {text: `{ dashboard { __typename } }`, wrote: 1},
	}
	for _, f := range schema.Types["Dashboard"].Fields {
		if strings.HasPrefix(f.Name, "__") {
			continue
		}
		sel := f.Name
		if t := schema.Types[f.Type.Name()]; t.Kind == ast.Object {
			sel += " " + every(schema, t.Name)
		}
		cases[f.Name] = query{text: "{ dashboard { " + sel + " } }", wrote: 1}
	}
	// Which answers have errors: so the test sees both paths.
	failing := map[string]bool{"under way/awards refused": true, "parts failed/the client's": true,
		"parts failed/nextGroup": true, "parts failed/awards": true, "parts failed/calendarUrl": true,
		"parts failed/unreadCount": true, "parts failed/waitingList": true, "waiting/more awards than read": true}
	for name, d := range testDashboards() {
		direct, generated := new(atomic.Int32), dashboardServer(d, nil)
		server := dashboardServer(d, direct)
		for c, q := range cases {
			t.Run(name+"/"+c, func(t *testing.T) {
				before := direct.Load()
				got := postQuery(t, server, q.text, q.vars)
				want := postQuery(t, generated, q.text, q.vars)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s:\n got %s\nwant %s", q.text, got, want)
				}
				errs := bytes.Contains(got, []byte(`"errors"`))
				// Every part of "under way" was read: only the refused argument fails.
				if f, ok := failing[name+"/"+c]; (ok || name == "under way") && errs != f {
					t.Fatalf("%s: errors %v, want %v: %s", q.text, errs, f, got)
				}
				wrote := q.wrote
				if errs {
					wrote = 0
				}
				if n := int(direct.Load() - before); n != wrote {
					t.Fatalf("%s: %d dashboards written directly, want %d: %s", q.text, n, wrote, got)
				}
			})
		}
	}
}

// TestDashboardJSONLeavesDeferredFragmentsToGqlgen: gqlgen answers a
// deferred fragment in parts of its own.
func TestDashboardJSONLeavesDeferredFragmentsToGqlgen(t *testing.T) {
	d := testDashboards()["under way"]
	wrote := new(atomic.Int32)
	for _, query := range []string{
		"{ dashboard { welcomeName ... @defer { journeyComplete } } }",
		"{ dashboard { group { id ... @defer { started } } } }",
	} {
		got := postQuery(t, dashboardServer(d, wrote), query, nil)
		if want := postQuery(t, dashboardServer(d, nil), query, nil); !bytes.Equal(got, want) {
			t.Fatalf("%s: got %s\nwant %s", query, got, want)
		}
		if bytes.Contains(got, []byte(`"errors"`)) || !bytes.Contains(got, []byte(`"dashboard"`)) {
			t.Fatalf("%s failed: %s", query, got)
		}
	}
	if wrote.Load() != 0 {
		t.Errorf("a deferred fragment was written directly")
	}
}
