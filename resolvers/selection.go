package resolvers

import (
	"context"

	"journey365/board"
	"journey365/service"

	"github.com/99designs/gqlgen/graphql"
)

// boardFields reads the board query's selection, so the service counts only
// what is shown: the badge's `board { groupId unreadCount }` reads no page,
// and a page of messages with their authors runs no count.
func boardFields(ctx context.Context) board.BoardFields {
	var f board.BoardFields
	for _, field := range graphql.CollectFieldsCtx(ctx, nil) {
		switch field.Name {
		case "messages", "pageInfo":
			f.Messages = true
		case "totalCount":
			f.Totals = true
		case "unreadCount":
			f.Unread = true
		case "counts":
			f.Totals, f.Unread = true, true
		case "version":
			f.Version = true
		}
	}
	return f
}

// dashboardParts reads the dashboard query's selection, so the service reads
// the parts shown, each once: the awards once, for the largest page asked.
func dashboardParts(ctx context.Context) service.DashboardParts {
	var p service.DashboardParts
	vars := graphql.GetOperationContext(ctx).Variables
	// Collected as the generated code and graph's dashboard writer collect
	// them, so the request's cache answers them the second time.
	for _, field := range graphql.CollectFieldsCtx(ctx, []string{"Dashboard"}) {
		switch field.Name {
		case "unreadCount":
			p.Unread = true
		case "awards":
			// An argument that is not an Int is gqlgen's to report, on the field.
			if first, err := graphql.UnmarshalInt(field.ArgumentMap(vars)["first"]); err == nil {
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
	return p
}

// selects reports whether the field being resolved selects the path of
// children: selects(ctx, "nodes"), or selects(ctx, "nodes", "groups")
// for `nodes { groups }`.
func selects(ctx context.Context, path ...string) bool {
	opCtx := graphql.GetOperationContext(ctx)
	fields := graphql.CollectFieldsCtx(ctx, nil)
	for depth, name := range path {
		var next *graphql.CollectedField
		for i := range fields {
			if fields[i].Name == name {
				next = &fields[i]
				break
			}
		}
		if next == nil {
			return false
		}
		if depth < len(path)-1 {
			fields = graphql.CollectFields(opCtx, next.Selections, nil)
		}
	}
	return true
}
