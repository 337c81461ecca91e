package awards

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/paging"
)

// Reward shipments (issue 29): the team posts each approved award and
// records the day it went, so the member's dashboard can say it was sent.

// MaxShippingNote bounds the optional tracking note.
const MaxShippingNote = 500

// ToShipPage is a page of the awards not yet posted, oldest first.
type ToShipPage struct {
	TotalCount int
	Nodes      []db.AwardToShip
	PageInfo   paging.Info
}

// ToShip is a page of the awards not yet posted, with where to post them.
func (a *Admin) ToShip(ctx context.Context, first int, after *string) (ToShipPage, error) {
	cursor, err := paging.Args(db.AwardsToShipList, first, after)
	if err != nil {
		return ToShipPage{}, err
	}
	p, err := a.aw.DB.Q().AwardsToShipPage(ctx, first, cursor)
	if err != nil {
		return ToShipPage{}, err
	}
	return ToShipPage{TotalCount: p.TotalCount, Nodes: p.Items, PageInfo: paging.InfoOf(p)}, nil
}

// EachToShip calls each with every award not yet posted, oldest first.
func (a *Admin) EachToShip(ctx context.Context, each func(db.AwardToShip) error) error {
	return a.aw.DB.Q().EachAwardToShip(ctx, each)
}

// MarkShipped records each award of ids posted on day on (not after today
// in the earliest time zone), with the optional note: each its own transaction and audit
// entry; an award posted already is reported so and left as it was. A
// failure on our side stops there: the awards before it stay recorded.
func (a *Admin) MarkShipped(ctx context.Context, ids []int64, on journey.Date, note *string) ([]journey.BulkResult, error) {
	ids, err := journey.CheckBulk("ids", ids)
	if err != nil {
		return nil, err
	}
	// Today anywhere on Earth: the admin's own date may be a day ahead of UTC's.
	if on.After(journey.Today(a.aw.Clock()).AddDays(1)) {
		return nil, journey.FieldError(journey.EINVALID, "shippedOn", "The day it was posted cannot be in the future.")
	}
	if note, err = cleanShippingNote(note); err != nil {
		return nil, err
	}
	out := make([]journey.BulkResult, len(ids))
	for i, id := range ids {
		err := a.ship(ctx, id, on, note)
		r, internal := locale.BulkResultOf(ctx, id, err)
		if internal {
			// The awards before it are recorded; the list says which are left.
			return nil, fmt.Errorf("awards: recording award %d shipped: %w", id, err)
		}
		out[i] = r
	}
	return out, nil
}

func (a *Admin) ship(ctx context.Context, id int64, on journey.Date, note *string) error {
	return a.aw.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := q.ShipAward(ctx, id, on, note)
		if err != nil {
			return err
		}
		if before.ShippedOn != nil {
			return journey.Errorf(journey.ECONFLICT, "%s was posted already, on %s.", before.Name, before.ShippedOn)
		}
		return a.audit(ctx, q, journey.AuditRecord{Action: "award.ship", ObjectType: journey.AuditUser, ObjectID: before.UserID,
			Changes: journey.Changed(journey.Change("award", nil, before.Name), journey.Change("shippedOn", nil, on.String()),
				journey.Change("note", nil, note))})
	})
}

func cleanShippingNote(note *string) (*string, error) {
	if note == nil {
		return nil, nil
	}
	if err := journey.CheckText("note", *note); err != nil {
		return nil, journey.WithField(err, "note")
	}
	n := strings.TrimSpace(*note)
	if utf8.RuneCountInString(n) > MaxShippingNote {
		return nil, journey.FieldError(journey.EINVALID, "note", "The note must be at most %d characters.", MaxShippingNote)
	}
	if n == "" {
		return nil, nil
	}
	return &n, nil
}
