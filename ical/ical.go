// Package ical writes iCalendar (RFC 5545) files of all-day events: the
// calendar feed a member subscribes to and the event attached to a welcome
// mail. It does no I/O beyond the writer it is given.
package ical

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"
)

// ContentType is the media type of what Calendar.Write produces.
const ContentType = "text/calendar; charset=utf-8"

// maxLineOctets is the longest content line RFC 5545 §3.1 allows, CRLF not
// counted.
const maxLineOctets = 75

// Event is one all-day event: it covers Date and ends (DTEND, exclusive) the
// day after.
type Event struct {
	// UID must stay the same for the same event across downloads so a
	// calendar updates the event instead of adding a copy.
	UID string
	// Date: only its year, month and day count (read in its own location).
	Date        time.Time
	Summary     string
	Description string
	// URL, when set, links the event to a page.
	URL string
}

// Calendar is a VCALENDAR of events.
type Calendar struct {
	// ProdID names the product that made the file ("-//Journey 365//EN").
	ProdID string
	// Name is shown by calendar apps for a subscribed feed (X-WR-CALNAME).
	Name string
	// Method is the iTIP method ("PUBLISH"); empty leaves it out.
	Method string
	// Stamp is the DTSTAMP of every event: when this file was made.
	Stamp  time.Time
	Events []Event
}

// Bytes is the calendar as an .ics file.
func (c Calendar) Bytes() []byte {
	var b bytes.Buffer
	_ = c.Write(&b) // a bytes.Buffer does not fail
	return b.Bytes()
}

// Write writes the calendar with CRLF line endings and lines folded at 75
// octets.
func (c Calendar) Write(w io.Writer) error {
	lw := &lineWriter{w: w}
	lw.line("BEGIN:VCALENDAR")
	lw.line("VERSION:2.0")
	prod := c.ProdID
	if prod == "" {
		prod = "-//Journey 365//EN"
	}
	lw.line("PRODID:" + Text(prod))
	lw.line("CALSCALE:GREGORIAN")
	if c.Method != "" {
		lw.line("METHOD:" + c.Method)
	}
	if c.Name != "" {
		lw.line("X-WR-CALNAME:" + Text(c.Name))
	}
	stamp := c.Stamp.UTC().Format("20060102T150405Z")
	for _, e := range c.Events {
		lw.line("BEGIN:VEVENT")
		lw.line("UID:" + Text(e.UID))
		lw.line("DTSTAMP:" + stamp)
		day := time.Date(e.Date.Year(), e.Date.Month(), e.Date.Day(), 0, 0, 0, 0, time.UTC)
		lw.line("DTSTART;VALUE=DATE:" + day.Format("20060102"))
		lw.line("DTEND;VALUE=DATE:" + day.AddDate(0, 0, 1).Format("20060102"))
		lw.line("SUMMARY:" + Text(e.Summary))
		if e.Description != "" {
			lw.line("DESCRIPTION:" + Text(e.Description))
		}
		if e.URL != "" {
			lw.line("URL:" + strings.NewReplacer("\r", "", "\n", "").Replace(e.URL))
		}
		lw.line("TRANSP:TRANSPARENT")
		lw.line("END:VEVENT")
	}
	lw.line("END:VCALENDAR")
	return lw.err
}

// Text escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon and
// comma get a backslash, a line break becomes \n.
func Text(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\\', ';', ',':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\r':
			if i+1 < len(s) && s[i+1] == '\n' {
				continue
			}
			b.WriteString(`\n`)
		case '\n':
			b.WriteString(`\n`)
		default:
			if c < 0x20 && c != '\t' || c == 0x7f {
				continue // control characters are not allowed in TEXT
			}
			b.WriteByte(c)
		}
	}
	return b.String()
}

type lineWriter struct {
	w   io.Writer
	err error
}

func (lw *lineWriter) line(s string) {
	if lw.err != nil {
		return
	}
	_, lw.err = io.WriteString(lw.w, Fold(s))
}

// Fold splits one content line into lines of at most 75 octets, each
// continuation starting with a space, never inside a UTF-8 sequence, each
// ending in CRLF.
func Fold(s string) string {
	var b strings.Builder
	limit := maxLineOctets
	for len(s) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		b.WriteString(s[:cut])
		b.WriteString("\r\n ")
		s = s[cut:]
		limit = maxLineOctets - 1 // the leading space counts
	}
	b.WriteString(s)
	b.WriteString("\r\n")
	return b.String()
}

// ParsedEvent is an event as read back by Parse.
type ParsedEvent struct {
	UID, Summary, Description, URL string
	// Start and End are the DTSTART and DTEND dates (End exclusive).
	Start, End time.Time
	// Props holds every property line of the event, unfolded, by name with
	// its parameters ("DTSTART;VALUE=DATE") to its raw value.
	Props map[string]string
}

// Parse reads back a calendar of all-day events as Write makes them. It
// insists on CRLF line endings and on lines of at most 75 octets, so it
// doubles as a check of what is served.
func Parse(data []byte) ([]ParsedEvent, error) {
	if len(data) == 0 {
		return nil, errors.New("ical: empty")
	}
	raw := string(data)
	if !strings.HasSuffix(raw, "\r\n") {
		return nil, errors.New("ical: the last line does not end in CRLF")
	}
	physical := strings.Split(strings.TrimSuffix(raw, "\r\n"), "\r\n")
	var lines []string
	for i, p := range physical {
		if strings.ContainsAny(p, "\r\n") {
			return nil, fmt.Errorf("ical: line %d has a bare CR or LF", i+1)
		}
		if len(p) > maxLineOctets {
			return nil, fmt.Errorf("ical: line %d is %d octets long", i+1, len(p))
		}
		if strings.HasPrefix(p, " ") || strings.HasPrefix(p, "\t") {
			if len(lines) == 0 {
				return nil, errors.New("ical: starts with a continuation line")
			}
			lines[len(lines)-1] += p[1:]
			continue
		}
		lines = append(lines, p)
	}
	if len(lines) < 2 || lines[0] != "BEGIN:VCALENDAR" || lines[len(lines)-1] != "END:VCALENDAR" {
		return nil, errors.New("ical: not a VCALENDAR")
	}
	var events []ParsedEvent
	var cur *ParsedEvent
	for _, l := range lines[1 : len(lines)-1] {
		name, value, ok := strings.Cut(l, ":")
		if !ok {
			return nil, fmt.Errorf("ical: %q has no value", l)
		}
		switch {
		case l == "BEGIN:VEVENT":
			if cur != nil {
				return nil, errors.New("ical: nested VEVENT")
			}
			cur = &ParsedEvent{Props: map[string]string{}}
			continue
		case l == "END:VEVENT":
			if cur == nil {
				return nil, errors.New("ical: END:VEVENT without BEGIN")
			}
			for _, p := range []string{"UID", "DTSTAMP", "DTSTART;VALUE=DATE", "DTEND;VALUE=DATE"} {
				if _, ok := cur.Props[p]; !ok {
					return nil, fmt.Errorf("ical: event %q has no %s", cur.UID, p)
				}
			}
			events = append(events, *cur)
			cur = nil
			continue
		}
		if cur == nil {
			continue
		}
		cur.Props[name] = value
		var err error
		switch name {
		case "UID":
			cur.UID = unescape(value)
		case "SUMMARY":
			cur.Summary = unescape(value)
		case "DESCRIPTION":
			cur.Description = unescape(value)
		case "URL":
			cur.URL = value
		case "DTSTART;VALUE=DATE":
			cur.Start, err = time.Parse("20060102", value)
		case "DTEND;VALUE=DATE":
			cur.End, err = time.Parse("20060102", value)
		}
		if err != nil {
			return nil, fmt.Errorf("ical: %s: %w", name, err)
		}
	}
	if cur != nil {
		return nil, errors.New("ical: VEVENT not closed")
	}
	return events, nil
}

func unescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			switch s[i] {
			case 'n', 'N':
				b.WriteByte('\n')
			default:
				b.WriteByte(s[i])
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
