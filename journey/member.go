package journey

// MemberStatus is where a person stands in a group: still reading, or marked
// completed by an admin (once).
type MemberStatus string

const (
	MemberActive    MemberStatus = "active"
	MemberCompleted MemberStatus = "completed"
)
