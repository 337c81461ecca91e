package ical

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func sample() Calendar {
	return Calendar{
		ProdID: "-//Journey 365//EN",
		Name:   "Journey 365: Spring, 2027",
		Method: "PUBLISH",
		Stamp:  time.Date(2026, 11, 23, 16, 4, 5, 0, time.FixedZone("X", 3600)),
		Events: []Event{
			{UID: "group-7-start@journey365", Date: time.Date(2027, 3, 1, 0, 0, 0, 0, time.UTC), Summary: "Spring, 2027 starts; day 1"},
			{UID: "group-7-m-30@journey365", Date: time.Date(2027, 12, 31, 23, 0, 0, 0, time.UTC), Summary: "Milestone", Description: "Back\\slash\nnew line"},
		},
	}
}

func TestWriteAllDayEventsWithCRLF(t *testing.T) {
	out := string(sample().Bytes())
	if strings.Contains(strings.ReplaceAll(out, "\r\n", ""), "\n") {
		t.Fatalf("a line ends without CR:\n%q", out)
	}
	for _, want := range []string{
		"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Journey 365//EN\r\n",
		"METHOD:PUBLISH\r\n",
		"X-WR-CALNAME:Journey 365: Spring\\, 2027\r\n",
		"UID:group-7-start@journey365\r\nDTSTAMP:20261123T150405Z\r\nDTSTART;VALUE=DATE:20270301\r\nDTEND;VALUE=DATE:20270302\r\n",
		"SUMMARY:Spring\\, 2027 starts\\; day 1\r\n",
		// the end of a year rolls into the next
		"DTSTART;VALUE=DATE:20271231\r\nDTEND;VALUE=DATE:20280101\r\n",
		"DESCRIPTION:Back\\\\slash\\nnew line\r\n",
		"END:VEVENT\r\nEND:VCALENDAR\r\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	// the same calendar makes the same bytes (stable UIDs and order)
	if again := string(sample().Bytes()); again != out {
		t.Error("two writes of one calendar differ")
	}
}

func TestFoldKeepsLinesAt75OctetsAndRunesWhole(t *testing.T) {
	long := strings.Repeat("Ä€x", 60) // 2+3+1 octets per group, so cuts land inside runes
	c := sample()
	c.Events[0].Summary = long
	out := string(c.Bytes())
	for _, l := range strings.Split(strings.TrimSuffix(out, "\r\n"), "\r\n") {
		if len(l) > 75 {
			t.Errorf("line of %d octets: %q", len(l), l)
		}
		if !utf8.ValidString(l) {
			t.Errorf("line splits a character: %q", l)
		}
	}
	events, err := Parse([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	if events[0].Summary != long {
		t.Errorf("summary read back as %q", events[0].Summary)
	}
	if got := Fold(strings.Repeat("a", 75)); got != strings.Repeat("a", 75)+"\r\n" {
		t.Errorf("a 75-octet line was folded: %q", got)
	}
	if got := Fold(strings.Repeat("a", 76)); got != strings.Repeat("a", 75)+"\r\n a\r\n" {
		t.Errorf("76 octets: %q", got)
	}
}

func TestParseReadsBackWhatWriteMade(t *testing.T) {
	events, err := Parse(sample().Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(events) != 2 {
		t.Fatalf("%d events", len(events))
	}
	e := events[1]
	if e.UID != "group-7-m-30@journey365" || e.Description != "Back\\slash\nnew line" ||
		!e.Start.Equal(time.Date(2027, 12, 31, 0, 0, 0, 0, time.UTC)) || !e.End.Equal(time.Date(2028, 1, 1, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("read back %+v", e)
	}
}

func TestParseRefusesBareLineFeeds(t *testing.T) {
	lf := strings.ReplaceAll(string(sample().Bytes()), "\r\n", "\n")
	if _, err := Parse([]byte(lf)); err == nil {
		t.Error("LF line endings were accepted")
	}
}

func TestTextDropsControlCharacters(t *testing.T) {
	if got := Text("a\x00b\r\nc\td"); got != "ab\\nc\td" {
		t.Errorf("got %q", got)
	}
}
