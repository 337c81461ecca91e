package journey

import "slices"

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
		return nil, FieldError(EINVALID, field, "Nothing is selected: choose at least one row.")
	case len(out) > MaxBulk:
		return nil, FieldError(EINVALID, field, "At most %d rows at once (%d selected).", MaxBulk, len(out))
	}
	return out, nil
}

// BulkFailedMessage is a row's report of a failure of ours.
const BulkFailedMessage = "This one failed on our side; nothing changed for it. Try it again."

// BulkResultOf is row id's report from the single action's error: a
// conflict is a row already so; any other refusal is said as it is; an
// internal failure (internal: the caller logs it) in general words.
func BulkResultOf(id int64, err error) (r BulkResult, internal bool) {
	r = BulkResult{ID: id, Outcome: BulkDone}
	if err == nil {
		return r, false
	}
	msg := ErrorMessage(err)
	switch ErrorCode(err) {
	case ECONFLICT:
		r.Outcome = BulkAlreadyDecided
	case EINTERNAL:
		msg, internal = BulkFailedMessage, true
		r.Outcome = BulkFailed
	default:
		r.Outcome = BulkFailed
	}
	r.Message = &msg
	return r, internal
}
