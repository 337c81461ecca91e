package journey

import "time"

// BoardMessage is a message as one reader sees it.
type BoardMessage struct {
	Message
	Unread bool
	// Mine: the reader wrote it.
	Mine bool
}

// TypeCount is one entry of a board's type filter: the messages of a type
// and how many of them the reader has not read.
type TypeCount struct {
	Type   MessageType
	Count  int
	Unread int
}

// ViewedBy is m as user readerID sees it: theirs or not, and unread by the
// board's rule: newer than the later of the all-types marker and the message
// type's marker (no markers: every message), never the reader's own message.
func ViewedBy(m Message, readerID int64, markers map[string]time.Time) BoardMessage {
	mine := m.AuthorID != nil && *m.AuthorID == readerID
	return BoardMessage{Message: m, Mine: mine, Unread: !mine && m.CreatedAt.After(MarkerOf(m.Type, markers))}
}

// MarkerOf is the read marker that applies to messages of type t: the later
// of the all-types marker and t's own (the zero time when neither is set).
func MarkerOf(t MessageType, markers map[string]time.Time) time.Time {
	marker := markers["all"]
	if at, ok := markers[string(t)]; ok && at.After(marker) {
		marker = at
	}
	return marker
}
