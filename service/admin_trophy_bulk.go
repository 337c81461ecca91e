package service

import (
	"context"

	"journey365/journey"
	"journey365/locale"
)

// DecideTrophyRequests approves (or, with approve false, rejects with the
// one reason) each request of ids as ApproveTrophyRequest or
// RejectTrophyRequest does: each its own transaction and audited decision,
// so one that fails leaves the others decided. The report says, for each,
// whether it was decided, already decided, or failed and why.
func (a *AdminService) DecideTrophyRequests(ctx context.Context, ids []int64, approve bool, reason *string) ([]journey.BulkResult, error) {
	ids, err := journey.CheckBulk("ids", ids)
	if err != nil {
		return nil, err
	}
	if !approve {
		// The reason is checked once, before any request is decided.
		if _, err := journey.CleanRejectReason(reason); err != nil {
			return nil, err
		}
	}
	out := make([]journey.BulkResult, len(ids))
	for i, id := range ids {
		if approve {
			_, err = a.ApproveTrophyRequest(ctx, id)
		} else {
			_, err = a.RejectTrophyRequest(ctx, id, reason)
		}
		out[i] = a.bulkResult(ctx, id, err)
	}
	return out, nil
}

// bulkResult is row id's report, an internal failure logged here, once.
func (a *AdminService) bulkResult(ctx context.Context, id int64, err error) journey.BulkResult {
	r, internal := locale.BulkResultOf(ctx, id, err)
	if internal {
		a.s.Log.ErrorContext(ctx, "service: a bulk action's row failed", "id", id, "err", err)
	}
	return r
}
