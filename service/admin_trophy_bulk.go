package service

import (
	"context"
	"slices"

	"journey365/journey"
)

// MaxBulk is how many rows one bulk action takes at most.
const MaxBulk = 500

// BulkOutcome is what a bulk action did to one row.
type BulkOutcome string

const (
	BulkDone           BulkOutcome = "done"
	BulkAlreadyDecided BulkOutcome = "already_decided"
	BulkFailed         BulkOutcome = "failed"
)

// BulkResult is one row of a bulk action's report: what happened and, when
// it did not, why.
type BulkResult struct {
	ID      int64
	Outcome BulkOutcome
	Message *string
}

// CheckBulk refuses an empty selection or one over MaxBulk, on field, and
// answers the ids once each, in order.
func CheckBulk(field string, ids []int64) ([]int64, error) {
	out := slices.Clone(ids)
	slices.Sort(out)
	out = slices.Compact(out)
	switch {
	case len(out) == 0:
		return nil, journey.FieldError(journey.EINVALID, field, "Nothing is selected: choose at least one row.")
	case len(out) > MaxBulk:
		return nil, journey.FieldError(journey.EINVALID, field, "At most %d rows at once (%d selected).", MaxBulk, len(out))
	}
	return out, nil
}

// DecideTrophyRequests approves (or, with approve false, rejects with the
// one reason) each request of ids as ApproveTrophyRequest or
// RejectTrophyRequest does: each its own transaction and audited decision,
// so one that fails leaves the others decided. The report says, for each,
// whether it was decided, already decided, or failed and why.
func (a *AdminService) DecideTrophyRequests(ctx context.Context, ids []int64, approve bool, reason *string) ([]BulkResult, error) {
	ids, err := CheckBulk("ids", ids)
	if err != nil {
		return nil, err
	}
	if !approve {
		// The reason is checked once, before any request is decided.
		if _, err := journey.CleanRejectReason(reason); err != nil {
			return nil, err
		}
	}
	out := make([]BulkResult, len(ids))
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

// bulkResult classifies one row's error: a conflict is a decision already
// made; any other refusal is said as it is; an internal failure is logged
// here, once, and said in general words.
func (a *AdminService) bulkResult(ctx context.Context, id int64, err error) BulkResult {
	r := BulkResult{ID: id, Outcome: BulkDone}
	if err == nil {
		return r
	}
	msg := journey.ErrorMessage(err)
	switch journey.ErrorCode(err) {
	case journey.ECONFLICT:
		r.Outcome = BulkAlreadyDecided
	case journey.EINTERNAL:
		a.s.Log.ErrorContext(ctx, "service: a bulk action's row failed", "id", id, "err", err)
		msg = "This one failed on our side; nothing changed for it. Try it again."
		r.Outcome = BulkFailed
	default:
		r.Outcome = BulkFailed
	}
	r.Message = &msg
	return r
}
