package graph

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"journey365/journey"
	"journey365/service"
)

// milestonesRoot answers Query.milestones with fixed views; nothing else is asked.
type milestonesRoot struct {
	ResolverRoot
	views []service.MilestoneView
}

func (r milestonesRoot) Query() QueryResolver { return milestonesQuery{views: r.views} }

type milestonesQuery struct {
	QueryResolver // nil: only milestones is asked
	views         []service.MilestoneView
}

func (q milestonesQuery) Milestones(context.Context) ([]service.MilestoneView, error) {
	return q.views, nil
}

// milestonesServer serves views through gqlgen alone, or with
// writeDirectly counting the lists it wrote itself in wrote.
func milestonesServer(views []service.MilestoneView, wrote *atomic.Int32) http.Handler {
	return testServer(milestonesRoot{views: views}, wrote, "")
}

// testMilestones: a member's eight in a group under way (saved entries with
// every grade, nothing saved, completed and not), the eight without a group,
// and no list at all.
func testMilestones() map[string][]service.MilestoneView {
	group := &journey.Group{ID: 7, Name: "October 2026 Group", StartDate: journey.NewDate(2026, 10, 1),
		EndDate: journey.NewDate(2027, 9, 30), RegistrationDeadline: journey.NewDate(2026, 10, 14)}
	today := journey.NewDate(2027, 1, 20) // day 112: The Law open and past, The History open
	inGroup := make([]service.MilestoneView, len(journey.Milestones))
	alone := make([]service.MilestoneView, len(journey.Milestones))
	for i, m := range journey.Milestones {
		inGroup[i] = service.MilestoneView{Milestone: m, UserID: 42, GroupID: group.ID, Group: group, Today: today}
		alone[i] = service.MilestoneView{Milestone: m, UserID: 42, Today: today}
	}
	for i, missing := range []int{0, 3, 30, 60} {
		p, err := journey.ComputeProgress(journey.Milestones[i], missing)
		if err != nil {
			panic(err)
		}
		p = p.AsOf(group.JourneyDay(today))
		inGroup[i].Saved = &p
	}
	inGroup[5].Saved = &journey.Progress{MilestoneID: 6, Grade: "?"} // a grade the enum does not name
	return map[string][]service.MilestoneView{"in a group": inGroup, "no group": alone, "none": nil}
}

// TestMilestonesJSONMatchesGqlgen: a list of milestones written directly is
// byte for byte what gqlgen's generated code writes, for the client's
// selections, every field alone, aliases, fragments, merged fields and
// directives; and it was written directly (but for a deferred fragment).
func TestMilestonesJSONMatchesGqlgen(t *testing.T) {
	schema := NewExecutableSchema(Config{}).Schema()
	def := schema.Types["Milestone"]
	var all []string
	cases := map[string]string{}
	for _, f := range def.Fields {
		if strings.HasPrefix(f.Name, "__") {
			continue
		}
		all = append(all, f.Name)
		cases[f.Name] = "{ milestones { " + f.Name + " } }"
	}
	cases["every field"] = "{ milestones { __typename " + strings.Join(all, " ") + " } }"
	cases["the dashboard's"] = "{ milestones { id name dayNumber totalDays missingDays daysCompleted percentage grade completed } }"
	cases["__typename"] = "{ milestones { __typename } }"
	cases["aliases"] = "{ milestones { a: id b: id name n: name } }"
	cases["fragments"] = "{ milestones { ...M ... on Milestone { key grade } } } fragment M on Milestone { id percentage grade }"
	cases["skip and include"] = "{ milestones { id @skip(if: true) name @include(if: false) grade @include(if: true) open } }"
	cases["twice"] = "{ a: milestones { id } b: milestones { grade opensOn } }"
	for name, views := range testMilestones() {
		direct, generated := new(atomic.Int32), milestonesServer(views, nil)
		server := milestonesServer(views, direct)
		for c, query := range cases {
			t.Run(name+"/"+c, func(t *testing.T) {
				before := direct.Load()
				got := postQuery(t, server, query, nil)
				want := postQuery(t, generated, query, nil)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s:\n got %s\nwant %s", query, got, want)
				}
				if bytes.Contains(got, []byte(`"errors"`)) {
					t.Fatalf("%s failed: %s", query, got)
				}
				lists := 1
				if c == "twice" {
					lists = 2
				}
				if n := int(direct.Load() - before); n != lists {
					t.Fatalf("%s: %d lists written directly, want %d", query, n, lists)
				}
			})
		}
	}
}

// TestMilestonesJSONLeavesDeferredFragmentsToGqlgen: gqlgen answers a
// deferred fragment in parts of its own.
func TestMilestonesJSONLeavesDeferredFragmentsToGqlgen(t *testing.T) {
	views := testMilestones()["in a group"]
	wrote := new(atomic.Int32)
	const query = "{ milestones { id ... @defer { grade } } }"
	got := postQuery(t, milestonesServer(views, wrote), query, nil)
	if want := postQuery(t, milestonesServer(views, nil), query, nil); !bytes.Equal(got, want) {
		t.Fatalf("got %s\nwant %s", got, want)
	}
	if bytes.Contains(got, []byte(`"errors"`)) || !bytes.Contains(got, []byte(`"id":1`)) {
		t.Fatalf("the deferred query failed: %s", got)
	}
	if wrote.Load() != 0 {
		t.Errorf("a deferred fragment was written directly: %s", got)
	}
}
