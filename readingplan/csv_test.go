package readingplan

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"journey365/locale"
)

// The default plan written as CSV reads back as the same plan.
func TestCSVRoundTrip(t *testing.T) {
	var b bytes.Buffer
	if err := Default().CSV(&b); err != nil {
		t.Fatal(err)
	}
	p, problems := ParseCSV(&b, locale.English)
	if len(problems) > 0 {
		t.Fatalf("the default plan's CSV has problems: %v", problems)
	}
	for n := 1; n <= 365; n++ {
		if got, want := p.Day(n).Reference(), Default().Day(n).Reference(); got != want {
			t.Fatalf("day %d reads %q, want %q", n, got, want)
		}
	}
}

// Every problem of a bad plan is named, with its line.
func TestCSVProblemsAreAllNamed(t *testing.T) {
	var b strings.Builder
	b.WriteString("day,passages\n")
	for n := 1; n <= 364; n++ { // day 365 missing
		switch n {
		case 2:
			b.WriteString("2,Genesis 51\n")
		case 3:
			b.WriteString("3,Hezekiah 1\n")
		case 4:
			b.WriteString("4,Psalms 119:1-200\n")
		case 5:
			b.WriteString("400,Genesis 1\n")
		default:
			b.WriteString(strconv.Itoa(n) + ",Genesis 1-3\n")
		}
	}
	b.WriteString("6,Exodus 1\n") // a second day 6
	_, problems := ParseCSV(strings.NewReader(b.String()), locale.English)
	want := []string{
		"Line 3: day 2: Genesis has chapters 1 to 50, not 51.",
		`Line 4: day 3: there is no book "Hezekiah".`,
		"Line 5: day 4: Psalms 119 has verses 1 to 176, not 1-200.",
		`Line 6: the day must be a number from 1 to 365, not "400".`,
		"Line 366: day 6 is already on line 7.",
		"2 days have no row: 5, 365.",
	}
	got := make([]string, len(problems))
	for i, p := range problems {
		got[i] = p.String()
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
