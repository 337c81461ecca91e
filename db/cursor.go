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

// EncodeCursor is the opaque text of c in list: base64url of the position
// and a checksum, so an edited or truncated cursor is refused, not misread.
func EncodeCursor(list string, c Cursor) string {
	payload, _ := json.Marshal(cursorJSON{List: list, At: c.CreatedAt.UnixMicro(), ID: c.ID}) // plain fields: never fails
	sum := sha256.Sum256(payload)
	return base64.RawURLEncoding.EncodeToString(append(sum[:cursorSum], payload...))
}

// DecodeCursor reads a cursor that EncodeCursor made for list; anything else
// is invalid ("after is not a valid cursor").
func DecodeCursor(list, s string) (Cursor, error) {
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(raw) <= cursorSum {
		return Cursor{}, errBadCursor
	}
	sum, payload := raw[:cursorSum], raw[cursorSum:]
	if want := sha256.Sum256(payload); string(want[:cursorSum]) != string(sum) {
		return Cursor{}, errBadCursor
	}
	var c cursorJSON
	if err := json.Unmarshal(payload, &c); err != nil || c.List != list {
		return Cursor{}, errBadCursor
	}
	return Cursor{CreatedAt: time.UnixMicro(c.At), ID: c.ID}, nil
}
