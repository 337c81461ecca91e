package journey

import (
	"fmt"
	"time"
)

// MemberStatus is where a person stands in a group: still reading, or marked
// completed by an admin (once).
type MemberStatus string

const (
	MemberActive    MemberStatus = "active"
	MemberCompleted MemberStatus = "completed"
)

// GroupMember is a person in a group with their account's details, as the
// admin panel lists them.
type GroupMember struct {
	UserID  int64   `db:"user_id"`
	GroupID int64   `db:"group_id"`
	Name    string  `db:"name"`
	Email   string  `db:"email"`
	City    *string `db:"city"`
	// UserStatus is the account's status (a disabled account is inactive).
	UserStatus  UserStatus   `db:"user_status"`
	Status      MemberStatus `db:"status"`
	JoinDate    time.Time    `db:"join_date"`
	CompletedAt *time.Time   `db:"completed_at"`
}

// Label names the member in the audit log: their name and id, so the
// entry still reads after the account is gone.
func (m GroupMember) Label() string { return fmt.Sprintf("%s (#%d)", m.Name, m.UserID) }

// UserMembership is one group of a user, as the admin's users list shows it.
type UserMembership struct {
	UserID    int64        `db:"user_id"`
	GroupID   int64        `db:"group_id"`
	GroupName string       `db:"group_name"`
	Status    MemberStatus `db:"status"`
	JoinDate  time.Time    `db:"join_date"`
}
