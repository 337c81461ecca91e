package journey

import (
	"strings"
	"time"
	"unicode/utf8"
)

// MessageType is a board message's kind (spec 5: message types).
type MessageType string

const (
	TypeMilestone     MessageType = "milestone"
	TypeEncouragement MessageType = "encouragement"
	TypePrayer        MessageType = "prayer"
	TypeTestimony     MessageType = "testimony"
	TypeQuestion      MessageType = "question"
	TypeReminder      MessageType = "reminder"
	TypeAnnouncement  MessageType = "announcement"
)

// MessageTypes in the order of the board's type filter (spec 2).
var MessageTypes = []MessageType{TypeMilestone, TypeEncouragement, TypePrayer, TypeTestimony, TypeQuestion, TypeReminder, TypeAnnouncement}

// MemberMayPost reports whether a member (not an admin) may post this type:
// reminders and announcements speak for the programme team.
func (t MessageType) MemberMayPost() bool { return t != TypeReminder && t != TypeAnnouncement }

// Valid reports whether t is a known type.
func (t MessageType) Valid() bool {
	for _, k := range MessageTypes {
		if t == k {
			return true
		}
	}
	return false
}

// MessagePriority orders admin messages (spec 5).
type MessagePriority string

const (
	PriorityLow    MessagePriority = "low"
	PriorityNormal MessagePriority = "normal"
	PriorityHigh   MessagePriority = "high"
	PriorityUrgent MessagePriority = "urgent"
)

// Valid reports whether p is a known priority.
func (p MessagePriority) Valid() bool {
	return p == PriorityLow || p == PriorityNormal || p == PriorityHigh || p == PriorityUrgent
}

// MessageSource says who wrote a message.
type MessageSource string

const (
	SourceAdmin MessageSource = "admin"
	SourceUser  MessageSource = "user"
)

// Message is a post on a group's board.
type Message struct {
	ID         int64           `db:"id"`
	GroupID    int64           `db:"group_id"`
	Source     MessageSource   `db:"source"`
	AuthorID   *int64          `db:"author_id"`
	AuthorName string          `db:"author_name"`
	Title      *string         `db:"title"`
	Content    string          `db:"content"`
	Type       MessageType     `db:"message_type"`
	Priority   MessagePriority `db:"priority"`
	CreatedAt  time.Time       `db:"created_at"`
	UpdatedAt  time.Time       `db:"updated_at"`
}

// Limits of a message.
const (
	MaxMessageLength = 4000
	MaxTitleLength   = 200
)

// CleanContent trims a message's text and checks its length; errors name the input "content".
func CleanContent(s string) (string, error) {
	if err := CheckText("The message", s); err != nil {
		return "", WithField(err, "content")
	}
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return "", FieldError(EINVALID, "content", "Write a message before posting.")
	case utf8.RuneCountInString(s) > MaxMessageLength:
		return "", FieldError(EINVALID, "content", "A message can be at most %d characters (this one has %d).", MaxMessageLength, utf8.RuneCountInString(s))
	}
	return s, nil
}

// CleanTitle trims an admin message's title and checks it; errors name the input "title".
func CleanTitle(s string) (string, error) {
	if err := CheckText("The title", s); err != nil {
		return "", WithField(err, "title")
	}
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return "", FieldError(EINVALID, "title", "A title is required.")
	case utf8.RuneCountInString(s) > MaxTitleLength:
		return "", FieldError(EINVALID, "title", "A title can be at most %d characters.", MaxTitleLength)
	}
	return s, nil
}

// MarkAllReadAt is where Mark All as Read puts the marker: one second after
// the newest message (spec 4), so that message counts as read on any clock.
func MarkAllReadAt(newest time.Time) time.Time { return newest.Add(time.Second) }

// AdminMessage is a message as the admin message manager lists it: on any
// board, with its group's name and its undecided reports.
type AdminMessage struct {
	Message
	GroupName       string `db:"group_name"`
	OpenReportCount int    `db:"open_reports"`
	Hidden          bool   `db:"hidden"`
}
