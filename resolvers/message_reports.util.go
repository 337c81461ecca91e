package resolvers

import (
	"context"

	"journey365/board"
	"journey365/loaders"
)

// queueMessageReports puts the reports of every listed message that has
// some into the loader's batch at once, so a page's reports are one
// statement however the field resolvers are scheduled (a message without
// open reports loads none: see adminMessageResolver.Reports).
func queueMessageReports(ctx context.Context, msgs []board.AdminMessage) {
	var ids []int64
	for _, m := range msgs {
		if m.OpenReportCount > 0 {
			ids = append(ids, m.ID)
		}
	}
	if len(ids) > 0 {
		loaders.For(ctx).MessageReports.LoadAllThunk(ctx, ids)
	}
}
