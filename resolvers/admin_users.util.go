package resolvers

import (
	"context"

	"journey365/journey"
	"journey365/loaders"
)

// queueUserGroups puts every listed user's groups into the loader's batch at
// once, so the page's groups are one statement however the field resolvers
// are scheduled.
func queueUserGroups(ctx context.Context, users []journey.User) {
	ids := make([]int64, len(users))
	for i, u := range users {
		ids[i] = u.ID
	}
	loaders.For(ctx).UserGroups.LoadAllThunk(ctx, ids)
}
