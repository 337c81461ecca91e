package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"journey365/graph/model"
	"journey365/service"
)

// A list of milestones (the dashboard's eight, a member's progress page, an
// admin's view of a member) is written by boardJSON too: gqlgen marshals
// its eight objects with a goroutine each and a field context, an error
// value and a context value for each of their scalar fields, which made
// the dashboard cost about twice the CPU of a plain handler running the
// same statements (docs/benchmarks.md). The writer uses the generated
// code's scalar marshalers and enum names (TestMilestonesJSONMatchesGqlgen
// compares the two over every field); a selection it does not know goes
// to gqlgen as before.

// writeMilestones is a list of milestones as finished JSON (writeDirectly),
// or res as it came when the selection asks for something the writer does
// not know.
func writeMilestones(ctx context.Context, res any, views []service.MilestoneView) (any, error) {
	return writeAnswerOf(ctx, res, len(views)*256, func(w *boardJSON, root boardField) bool { return w.milestones(root, views) })
}

func (w *boardJSON) milestones(of boardField, views []service.MilestoneView) bool {
	return w.objects(len(views), of, milestoneImplementors, func(fields []boardField, i int) bool {
		return w.object(fields, "Milestone", func(f boardField) bool { return w.milestone(f, &views[i]) })
	})
}

func (w *boardJSON) milestone(f boardField, v *service.MilestoneView) bool {
	switch f.Name {
	case "id":
		return w.int(v.ID)
	case "key":
		return w.str(v.Key())
	case "name":
		return w.str(v.Name)
	case "dayNumber":
		return w.int(v.DayNumber)
	case "totalDays":
		return w.int(v.TotalDays)
	case "missingDays":
		if m := v.MissingDays(); m != nil {
			return w.int(*m)
		}
		return w.value(graphql.Null)
	case "daysCompleted":
		return w.int(v.DaysCompleted())
	case "percentage":
		return w.int(v.Percentage())
	case "grade":
		if g := v.Grade(); g != nil {
			return w.str(marshalOGrade2ᚖjourney365ᚋjourneyᚐGrade[*g])
		}
		return w.value(graphql.Null)
	case "completed":
		return w.bool(v.Completed())
	case "firstDay":
		return w.int(v.FirstDay())
	case "opensOn":
		if d := v.OpensOn(); d != nil {
			return w.value(model.MarshalDate(*d))
		}
		return w.value(graphql.Null)
	case "open":
		return w.bool(v.Open())
	}
	return false
}
