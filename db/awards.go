package db

import (
	"context"
	"fmt"
	"time"

	"journey365/journey"
)

// AwardsList names the awards list in its cursors.
const AwardsList = "awards"

// AwardsPage is a page of the member's awards, newest first, with how many
// they have, in one statement.
func (q *Queries) AwardsPage(ctx context.Context, userID int64, first int, after *Cursor) (Page[journey.Award], error) {
	return selectPage(ctx, q, pageQuery[journey.Award]{
		list:     AwardsList,
		columns:  "id, user_id, group_id, name, completed_at, shipped_on, shipping_note",
		from:     "FROM awards WHERE user_id = $1",
		args:     []any{userID},
		atColumn: "completed_at",
		idColumn: "id",
		key:      func(a journey.Award) Cursor { return Cursor{CreatedAt: a.CompletedAt, ID: a.ID} },
	}, first, after)
}

// AwardsOf is the first page of the member's awards (at most limit) and how many they have.
func (q *Queries) AwardsOf(ctx context.Context, userID int64, limit int) ([]journey.Award, int, error) {
	p, err := q.AwardsPage(ctx, userID, limit, nil)
	if err != nil {
		return nil, 0, fmt.Errorf("db: unable to load awards of user %d: %w", userID, err)
	}
	return p.Items, p.TotalCount, nil
}

// AwardToShip is an award not yet posted, with where to post it.
type AwardToShip struct {
	ID             int64     `db:"id"`
	UserID         int64     `db:"user_id"`
	UserName       string    `db:"user_name"`
	Email          string    `db:"email"`
	City           *string   `db:"city"`
	MailingAddress *string   `db:"mailing_address"`
	Name           string    `db:"name"`
	CompletedAt    time.Time `db:"completed_at"`
}

// AwardsToShipList names the list of awards to ship in its cursors.
const AwardsToShipList = "awards-to-ship"

const awardsToShipFrom = "FROM awards a JOIN users u ON u.id = a.user_id WHERE a.shipped_on IS NULL"

const awardsToShipColumns = "a.id, a.user_id, u.name AS user_name, u.email, u.city, u.mailing_address, a.name, a.completed_at"

// AwardsToShipPage is a page of the awards not yet posted, oldest first.
func (q *Queries) AwardsToShipPage(ctx context.Context, first int, after *Cursor) (Page[AwardToShip], error) {
	return selectPage(ctx, q, pageQuery[AwardToShip]{
		list:        AwardsToShipList,
		columns:     awardsToShipColumns,
		from:        awardsToShipFrom,
		atColumn:    "a.completed_at",
		idColumn:    "a.id",
		oldestFirst: true,
		key:         func(a AwardToShip) Cursor { return Cursor{CreatedAt: a.CompletedAt, ID: a.ID} },
	}, first, after)
}

// EachAwardToShip calls fn with every award not yet posted, oldest first,
// as the database sends them.
func (q *Queries) EachAwardToShip(ctx context.Context, fn func(AwardToShip) error) error {
	rows, err := q.run.QueryxContext(ctx, `SELECT `+awardsToShipColumns+` `+awardsToShipFrom+` ORDER BY a.completed_at, a.id`)
	if err != nil {
		return fmt.Errorf("db: unable to list the awards to ship: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var a AwardToShip
		if err := rows.StructScan(&a); err != nil {
			return fmt.Errorf("db: unable to read an award to ship: %w", err)
		}
		if err := fn(a); err != nil {
			return err
		}
	}
	return rows.Err()
}

// ShipAward records award id posted on day with note, once: it answers the
// award as it was before (ShippedOn set: it had been posted already, and
// nothing changed).
func (q *Queries) ShipAward(ctx context.Context, id int64, on journey.Date, note *string) (journey.Award, error) {
	var before journey.Award
	err := q.get(ctx, &before, `SELECT id, user_id, group_id, name, completed_at, shipped_on, shipping_note FROM awards WHERE id = $1 FOR UPDATE`, id)
	if isNoRows(err) {
		return before, journey.Errorf(journey.ENOTFOUND, "Award %d does not exist.", id)
	}
	if err != nil || before.ShippedOn != nil {
		return before, err
	}
	if _, err := q.exec(ctx, `UPDATE awards SET shipped_on = $2, shipping_note = $3 WHERE id = $1`, id, on, note); err != nil {
		return before, fmt.Errorf("db: unable to record award %d shipped: %w", id, err)
	}
	return before, nil
}
