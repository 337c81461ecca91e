package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"journey365/journey"
	"journey365/service"
)

// The dashboard is every member's first page. gqlgen resolves its forty
// fields (its own, its group's, its next group's, its awards') with a
// field context, a middleware chain, an error value and a context value
// each, which after the milestones were written directly was still a
// tenth of the request's CPU and a quarter of its memory
// (docs/benchmarks.md). The service reads a Dashboard whole, so it is
// written by boardJSON too, with the generated code's scalar marshalers
// and enum names (TestDashboardJSONMatchesGqlgen compares the two over
// every field). A part whose read failed (its error belongs on its field),
// an argument gqlgen would refuse, or a selection the writer does not know
// goes to gqlgen as before.

// writeDashboard is a Dashboard as finished JSON (writeDirectly), or res as
// it came when the writer leaves it to gqlgen.
func writeDashboard(ctx context.Context, res any, d *service.Dashboard) (any, error) {
	if d == nil {
		return res, nil
	}
	// The client's dashboard is about 2.5 kB.
	return writeAnswerOf(ctx, res, 3072, func(w *boardJSON, root boardField) bool { return w.dashboard(root, d) })
}

// DashboardParts are the parts of a dashboard the field being resolved
// selects, so the service reads those, each once (the awards once, for the
// largest page asked). They come from the writer's collection, kept
// between requests without variables, or from gqlgen's when a fragment is
// deferred.
func DashboardParts(ctx context.Context) service.DashboardParts {
	var p service.DashboardParts
	part := func(name string, args func() map[string]any) {
		switch name {
		case "unreadCount":
			p.Unread = true
		case "awards":
			// An argument that is not an Int is gqlgen's to report, on the field.
			if first, err := graphql.UnmarshalInt(args()["first"]); err == nil {
				p.Awards = append(p.Awards, first)
			}
		case "nextGroup":
			p.NextGroup = true
		case "calendarUrl":
			p.CalendarURL = true
		case "waitingList":
			p.WaitingList = true
		}
	}
	w := boardJSON{oc: graphql.GetOperationContext(ctx)}
	fields, ok := w.fields(w.root(graphql.GetFieldContext(ctx)), dashboardImplementors)
	if !ok {
		for _, f := range graphql.CollectFieldsCtx(ctx, dashboardImplementors) {
			part(f.Name, func() map[string]any { return f.ArgumentMap(w.oc.Variables) })
		}
		return p
	}
	for _, f := range fields {
		part(f.Name, func() map[string]any { return w.arguments(f) })
	}
	return p
}

func (w *boardJSON) dashboard(of boardField, d *service.Dashboard) bool {
	fields, ok := w.fields(of, dashboardImplementors)
	return ok && w.object(fields, "Dashboard", func(f boardField) bool {
		switch f.Name {
		case "welcomeName":
			return w.str(d.WelcomeName())
		case "group":
			if d.Group == nil {
				return w.value(graphql.Null)
			}
			return w.group(f, d.Group)
		case "readingPlanUrl":
			return w.str(d.ReadingPlanURL())
		case "milestones":
			return w.milestones(f, d.Milestones())
		case "journeyComplete":
			return w.bool(d.JourneyComplete())
		case "trophyRequest":
			if t := d.TrophyRequest(); t != nil {
				return w.trophyRequest(f, t)
			}
			return w.value(graphql.Null)
		case "awards":
			// The argument as the generated code reads it (unmarshalNInt2int).
			first, err := graphql.UnmarshalInt(w.arguments(f)["first"])
			if err != nil {
				return false
			}
			list, err := d.Awards(first)
			return err == nil && w.awardList(f, list)
		case "nextGroup":
			next, err := d.NextGroup()
			switch {
			case err != nil:
				return false
			case next == nil:
				return w.value(graphql.Null)
			}
			return w.nextGroup(f, next)
		case "unreadCount":
			n, err := d.UnreadCount()
			return err == nil && w.int(n)
		case "calendarUrl":
			u, err := d.CalendarURL()
			return err == nil && w.nullableStr(u)
		case "waitingList":
			p, err := d.WaitingList()
			switch {
			case err != nil:
				return false
			case p == nil:
				return w.value(graphql.Null)
			}
			return w.waitingPlace(f, p)
		}
		return false
	})
}

func (w *boardJSON) group(of boardField, g *service.GroupView) bool {
	fields, ok := w.fields(of, groupImplementors)
	return ok && w.object(fields, "Group", func(f boardField) bool {
		switch f.Name {
		case "id":
			return w.id(g.ID)
		case "name":
			return w.str(g.Name)
		case "status":
			return w.str(marshalNGroupStatus2journey365ᚋjourneyᚐGroupStatus[g.Status])
		case "startDate":
			return w.date(g.StartDate)
		case "endDate":
			return w.date(g.EndDate)
		case "registrationDeadline":
			return w.date(g.RegistrationDeadline)
		case "memberCount":
			return w.int(g.MemberCount)
		case "maxMembers":
			return w.int(g.MaxMembers)
		case "started":
			return w.bool(g.Started())
		case "invitationAvailableOn":
			return w.date(g.InvitationAvailableOn())
		case "whatsappInviteUrl":
			return w.nullableStr(g.WhatsappInviteURL())
		case "youversionPlanUrl":
			return w.nullableStr(g.YouversionPlanURL)
		}
		return false
	})
}

func (w *boardJSON) trophyRequest(of boardField, t *journey.TrophyRequest) bool {
	fields, ok := w.fields(of, trophyRequestImplementors)
	return ok && w.object(fields, "TrophyRequest", func(f boardField) bool {
		switch f.Name {
		case "id":
			return w.id(t.ID)
		case "type":
			return w.str(t.Type)
		case "status":
			return w.str(marshalNTrophyRequestStatus2journey365ᚋjourneyᚐTrophyRequestStatus[t.Status])
		case "createdAt":
			return w.time(t.CreatedAt)
		}
		return false
	})
}

func (w *boardJSON) awardList(of boardField, l *service.AwardList) bool {
	fields, ok := w.fields(of, awardListImplementors)
	return ok && w.object(fields, "AwardList", func(f boardField) bool {
		switch f.Name {
		case "totalCount":
			return w.int(l.TotalCount)
		case "nodes":
			return w.objects(len(l.Nodes), f, awardImplementors, func(fields []boardField, i int) bool {
				return w.award(fields, &l.Nodes[i])
			})
		}
		return false
	})
}

func (w *boardJSON) award(fields []boardField, a *journey.Award) bool {
	return w.object(fields, "Award", func(f boardField) bool {
		switch f.Name {
		case "id":
			return w.id(a.ID)
		case "name":
			return w.str(a.Name)
		case "completedAt":
			return w.time(a.CompletedAt)
		case "shippedOn":
			return w.nullableDate(a.ShippedOn)
		case "shippingNote":
			return w.nullableStr(a.ShippingNote)
		}
		return false
	})
}

func (w *boardJSON) nextGroup(of boardField, n *service.NextGroup) bool {
	fields, ok := w.fields(of, nextGroupImplementors)
	return ok && w.object(fields, "NextGroup", func(f boardField) bool {
		switch f.Name {
		case "id":
			return w.id(n.ID)
		case "name":
			return w.str(n.Name)
		case "startDate":
			return w.date(n.StartDate)
		case "registrationDeadline":
			return w.date(n.RegistrationDeadline)
		case "memberCount":
			return w.int(n.MemberCount)
		case "maxMembers":
			return w.int(n.MaxMembers)
		case "alreadyJoined":
			return w.bool(n.AlreadyJoined)
		case "canJoin":
			return w.bool(n.CanJoin)
		}
		return false
	})
}

func (w *boardJSON) waitingPlace(of boardField, p *service.WaitingPlace) bool {
	fields, ok := w.fields(of, waitingListPlaceImplementors)
	return ok && w.object(fields, "WaitingListPlace", func(f boardField) bool {
		switch f.Name {
		case "since":
			return w.time(p.Since)
		case "group":
			if p.Group == nil {
				return w.value(graphql.Null)
			}
			return w.publicGroup(f, p.Group)
		}
		return false
	})
}

func (w *boardJSON) publicGroup(of boardField, g *journey.Group) bool {
	fields, ok := w.fields(of, publicGroupImplementors)
	return ok && w.object(fields, "PublicGroup", func(f boardField) bool {
		switch f.Name {
		case "name":
			return w.str(g.Name)
		case "startDate":
			return w.date(g.StartDate)
		case "registrationDeadline":
			return w.date(g.RegistrationDeadline)
		case "memberCount":
			return w.int(g.MemberCount)
		case "maxMembers":
			return w.int(g.MaxMembers)
		}
		return false
	})
}

// date writes d as model.MarshalDate does: YYYY-MM-DD needs no escaping.
func (w *boardJSON) date(d journey.Date) bool {
	b := append(w.buf.AvailableBuffer(), '"')
	b, _ = d.AppendText(b)
	w.buf.Write(append(b, '"'))
	return true
}

// nullableDate writes a nullable Date.
func (w *boardJSON) nullableDate(d *journey.Date) bool {
	if d == nil {
		return w.value(graphql.Null)
	}
	return w.date(*d)
}

// nullableStr writes a nullable String.
func (w *boardJSON) nullableStr(s *string) bool {
	if s == nil {
		return w.value(graphql.Null)
	}
	return w.str(*s)
}
