package journey

import "time"

// GroupLeader is a member who leads their group: an admin gave them the
// group's progress, its board's moderation and its mails to run.
type GroupLeader struct {
	UserID int64     `db:"user_id"`
	Name   string    `db:"name"`
	Email  string    `db:"email"`
	Since  time.Time `db:"granted_at"`
}
