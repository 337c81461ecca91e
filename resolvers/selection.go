package resolvers

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"journey365/service"
)

// boardFields reads the board query's selection, so the service counts only
// what is shown: the badge's `board { groupId unreadCount }` reads no page,
// and a page of messages with their authors runs no count.
func boardFields(ctx context.Context) service.BoardFields {
	var f service.BoardFields
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
		}
	}
	return f
}

// selects reports whether the field being resolved selects a child named name.
func selects(ctx context.Context, name string) bool {
	for _, field := range graphql.CollectFieldsCtx(ctx, nil) {
		if field.Name == name {
			return true
		}
	}
	return false
}
