package locale

import (
	"context"

	"journey365/journey"
)

// BulkResultOf is journey.BulkResultOf with the row's message in ctx's
// language: a bulk action's report is read by the admin who asked for it.
func BulkResultOf(ctx context.Context, id int64, err error) (journey.BulkResult, bool) {
	r, internal := journey.BulkResultOf(id, err)
	if r.Message == nil || From(ctx) == English {
		return r, internal
	}
	msg := ErrorMessage(ctx, err)
	if internal {
		msg = Text(ctx, journey.BulkFailedMessage)
	}
	r.Message = &msg
	return r, internal
}
