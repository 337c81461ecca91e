package resolvers

import (
	"context"

	"journey365/board"

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
