package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"journey365/board"
	"journey365/service"
)

// writeDirectly is the fast path's one field middleware: a Board
// (direct_board.go), a list of milestones (direct_milestones.go) or a
// Dashboard (direct_dashboard.go) leaves the resolver chain as finished
// JSON, which gqlgen takes as the field's answer; every other answer goes
// on as it came. One middleware, so every
// other field of every query pays one type switch for the fast path.
func writeDirectly(ctx context.Context, next graphql.Resolver) (any, error) {
	res, err := next(ctx)
	if err != nil {
		return res, err
	}
	switch v := res.(type) {
	case *board.Board:
		return writeBoard(ctx, res, v)
	case []service.MilestoneView:
		return writeMilestones(ctx, res, v)
	case *service.Dashboard:
		return writeDashboard(ctx, res, v)
	}
	return res, nil
}
