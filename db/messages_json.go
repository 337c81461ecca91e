package db

import (
	"bytes"
	"encoding/json"
	"time"
	"unicode/utf8"

	"journey365/journey"
)

// decodeMessages decodes a page of messages as pageMessages writes it (a
// JSON array of objects keyed by journey.Message's field names). It reads
// that one shape directly — encoding/json's reflection took about 170 µs
// for a page of 51, as long as the rest of the request's Go work — and
// hands anything else (a key it does not know, a value of another kind) to
// encoding/json, so the result is always encoding/json's.
func decodeMessages(data []byte) ([]journey.Message, error) {
	if ms, ok := scanMessages(data); ok {
		return ms, nil
	}
	var ms []journey.Message
	err := json.Unmarshal(data, &ms)
	return ms, err
}

// messageScanner reads JSON from data at pos; every method reports false
// on anything unexpected.
type messageScanner struct {
	data []byte
	pos  int
}

func scanMessages(data []byte) ([]journey.Message, bool) {
	s := messageScanner{data: data}
	if !s.consume('[') {
		return nil, false
	}
	ms := make([]journey.Message, 0, bytes.Count(data, []byte(`"ID"`)))
	if s.consume(']') {
		return ms, s.end()
	}
	for {
		var m journey.Message
		if !s.message(&m) {
			return nil, false
		}
		ms = append(ms, m)
		if s.consume(']') {
			return ms, s.end()
		}
		if !s.consume(',') {
			return nil, false
		}
	}
}

func (s *messageScanner) message(m *journey.Message) bool {
	if !s.consume('{') {
		return false
	}
	if s.consume('}') {
		return true
	}
	for {
		key, ok := s.plainKey()
		if !ok || !s.consume(':') {
			return false
		}
		switch string(key) { // compared without a copy
		case "ID":
			ok = s.int(&m.ID)
		case "GroupID":
			ok = s.int(&m.GroupID)
		case "AuthorID":
			m.AuthorID, ok = nil, s.null()
			if !ok {
				var id int64
				ok = s.int(&id)
				m.AuthorID = &id
			}
		case "Source":
			ok = s.stringInto((*string)(&m.Source))
		case "AuthorName":
			ok = s.stringInto(&m.AuthorName)
		case "Title":
			m.Title, ok = nil, s.null()
			if !ok {
				var t string
				ok = s.stringInto(&t)
				m.Title = &t
			}
		case "Content":
			ok = s.stringInto(&m.Content)
		case "Type":
			ok = s.stringInto((*string)(&m.Type))
		case "Priority":
			ok = s.stringInto((*string)(&m.Priority))
		case "CreatedAt":
			ok = s.time(&m.CreatedAt)
		case "UpdatedAt":
			ok = s.time(&m.UpdatedAt)
		default:
			ok = false
		}
		if !ok {
			return false
		}
		if s.consume('}') {
			return true
		}
		if !s.consume(',') {
			return false
		}
	}
}

func (s *messageScanner) skipSpace() {
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return
		}
	}
}

// consume skips spaces and then c, if c is next.
func (s *messageScanner) consume(c byte) bool {
	s.skipSpace()
	if s.pos < len(s.data) && s.data[s.pos] == c {
		s.pos++
		return true
	}
	return false
}

func (s *messageScanner) end() bool {
	s.skipSpace()
	return s.pos == len(s.data)
}

func (s *messageScanner) null() bool {
	s.skipSpace()
	if bytes.HasPrefix(s.data[s.pos:], []byte("null")) {
		s.pos += 4
		return true
	}
	return false
}

// int reads an integer written without fraction or exponent.
func (s *messageScanner) int(dst *int64) bool {
	s.skipSpace()
	start := s.pos
	if s.pos < len(s.data) && s.data[s.pos] == '-' {
		s.pos++
	}
	digits := s.pos
	for s.pos < len(s.data) && s.data[s.pos] >= '0' && s.data[s.pos] <= '9' {
		s.pos++
	}
	n := s.pos - digits
	if n == 0 || n > 18 || (n > 1 && s.data[digits] == '0') {
		// No digits, no leading zeros in JSON; 19 digits and more may
		// overflow: encoding/json decides.
		return false
	}
	var v int64
	for _, c := range s.data[digits:s.pos] {
		v = v*10 + int64(c-'0')
	}
	if digits > start {
		v = -v
	}
	*dst = v
	return true
}

// rawString is the next JSON string, quotes included, and whether it
// holds an escape.
func (s *messageScanner) rawString() (raw []byte, escaped, ok bool) {
	s.skipSpace()
	if s.pos >= len(s.data) || s.data[s.pos] != '"' {
		return nil, false, false
	}
	start := s.pos
	for i := start + 1; i < len(s.data); i++ {
		switch c := s.data[i]; {
		case c == '"':
			s.pos = i + 1
			return s.data[start:s.pos], escaped, true
		case c == '\\':
			escaped = true
			i++
		case c < 0x20:
			return nil, false, false
		}
	}
	return nil, false, false
}

// plainKey is the next string, unquoted, when it needs no decoding (no
// escape; a key of journey.Message is ASCII).
func (s *messageScanner) plainKey() ([]byte, bool) {
	raw, escaped, ok := s.rawString()
	if !ok || escaped {
		return nil, false
	}
	return raw[1 : len(raw)-1], true
}

func (s *messageScanner) stringInto(dst *string) bool {
	raw, escaped, ok := s.rawString()
	if !ok {
		return false
	}
	if escaped || !utf8.Valid(raw) {
		return json.Unmarshal(raw, dst) == nil
	}
	*dst = string(raw[1 : len(raw)-1])
	return true
}

// time reads a timestamp as encoding/json does (time.Time.UnmarshalJSON).
func (s *messageScanner) time(dst *time.Time) bool {
	raw, escaped, ok := s.rawString()
	if !ok || escaped {
		return false
	}
	return dst.UnmarshalJSON(raw) == nil
}
