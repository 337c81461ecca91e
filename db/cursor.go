package db

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"time"

	"journey365/journey"
)

// Cursor is a keyset position in a list: the sort time and id of the last
// row seen. Lists run newest first, by (time, id) descending; CreatedAt is
// the time the list sorts by (the creation time on the board).
type Cursor struct {
	CreatedAt time.Time
	ID        int64
}

// cursorJSON is what a cursor carries: the list it belongs to, so a cursor
// of one list is refused by another, and the position at PostgreSQL's
// precision (microseconds).
type cursorJSON struct {
	List string `json:"l"`
	At   int64  `json:"t"`
	ID   int64  `json:"i"`
}

// cursorSum is how many bytes of SHA-256 guard a cursor against edits.
const cursorSum = 6

// errBadCursor is the answer to any cursor this server did not issue for the list.
var errBadCursor = journey.FieldError(journey.EINVALID, "after", "after is not a valid cursor; start again from the first page.")

// listed is what every list's cursor carries: the name of the list that
// issued it.
type listed interface{ listName() string }

func (c cursorJSON) listName() string { return c.List }

// EncodeCursor is the opaque text of c in list: base64url of the position
// and a checksum, so an edited or truncated cursor is refused, not misread.
func EncodeCursor(list string, c Cursor) string {
	return sealCursor(cursorJSON{List: list, At: c.CreatedAt.UnixMicro(), ID: c.ID})
}

// DecodeCursor reads a cursor that EncodeCursor made for list; anything else
// is invalid ("after is not a valid cursor").
func DecodeCursor(list, s string) (Cursor, error) {
	c, err := openCursor[cursorJSON](list, s)
	if err != nil {
		return Cursor{}, err
	}
	return Cursor{CreatedAt: time.UnixMicro(c.At), ID: c.ID}, nil
}

// sealCursor is the one cursor codec of every list: a list's position,
// whatever its sort key, as base64url of a checksum and its JSON.
func sealCursor[P listed](position P) string {
	payload, _ := json.Marshal(position) // plain fields: never fails
	sum := sha256.Sum256(payload)
	return base64.RawURLEncoding.EncodeToString(append(sum[:cursorSum], payload...))
}

// openCursor reads a cursor sealCursor made for list; anything else is
// errBadCursor.
func openCursor[P listed](list, s string) (P, error) {
	var position P
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(raw) <= cursorSum {
		return position, errBadCursor
	}
	sum, payload := raw[:cursorSum], raw[cursorSum:]
	if want := sha256.Sum256(payload); string(want[:cursorSum]) != string(sum) {
		return position, errBadCursor
	}
	if err := json.Unmarshal(payload, &position); err != nil || position.listName() != list {
		return position, errBadCursor
	}
	return position, nil
}
