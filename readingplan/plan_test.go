package readingplan

import (
	"strconv"
	"testing"

	"journey365/journey"
)

func TestTheCanon(t *testing.T) {
	chapters, verses := 0, 0
	for _, b := range Books {
		chapters += b.Chapters()
		for _, v := range b.Verses {
			verses += v
		}
	}
	if len(Books) != 66 || chapters != 1189 || verses != 31102 {
		t.Fatalf("%d books, %d chapters, %d verses; want 66, 1,189, 31,102 (the King James Version)", len(Books), chapters, verses)
	}
}

// The default plan: 365 days; every chapter once, in canonical order
// (Psalm 119 in two halves on consecutive days, every verse once); each
// milestone's days hold exactly its books, ending on its day; and within
// each milestone the longest day is at most 1.6 times the shortest.
func TestDefaultPlan(t *testing.T) {
	p := Default()
	type at struct {
		book    int
		chapter int
		verse   int // the next verse of a split chapter; 0 when whole
	}
	next := at{0, 1, 0}
	for i, d := range p {
		if d.Number != i+1 || len(d.Readings) == 0 {
			t.Fatalf("day %d is numbered %d with %d readings", i+1, d.Number, len(d.Readings))
		}
		m := journey.Milestones[d.Milestone-1]
		if d.Number < m.FirstDay() || d.Number > m.DayNumber {
			t.Fatalf("day %d is in %s (days %d–%d)", d.Number, m.Name, m.FirstDay(), m.DayNumber)
		}
		for _, r := range d.Readings {
			if r.Book != &Books[next.book] || r.Chapter != next.chapter {
				t.Fatalf("day %d reads %s %d, want %s %d next", d.Number, r.Book.Name, r.Chapter, Books[next.book].Name, next.chapter)
			}
			if r.FromVerse != 0 {
				if r.FromVerse != max(next.verse, 1) {
					t.Fatalf("day %d reads %s %d:%d, want verse %d next", d.Number, r.Book.Name, r.Chapter, r.FromVerse, max(next.verse, 1))
				}
				if r.ToVerse < r.Book.Verses[r.Chapter-1] {
					next.verse = r.ToVerse + 1
					continue
				}
			}
			next.verse = 0
			if next.chapter++; next.chapter > Books[next.book].Chapters() {
				next.book, next.chapter = next.book+1, 1
			}
		}
	}
	if next.book != len(Books) {
		t.Fatalf("the plan ends before %s", Books[next.book].Name)
	}
	ends := map[int]string{70: "DEU 34", 152: "EST 10", 209: "SNG 8", 262: "DAN 12", 275: "MAL 4", 317: "ACT 28", 360: "JUD 1", 365: "REV 22"}
	for day, want := range ends {
		rs := p.Day(day).Readings
		last := rs[len(rs)-1]
		if got := last.Book.Code + " " + strconv.Itoa(last.Chapter); got != want {
			t.Errorf("day %d ends with %s, want %s", day, got, want)
		}
	}
	for _, m := range journey.Milestones {
		shortest, longest := 1<<30, 0
		for n := m.FirstDay(); n <= m.DayNumber; n++ {
			v := p.Day(n).Verses()
			shortest, longest = min(shortest, v), max(longest, v)
		}
		if float64(longest) > 1.6*float64(shortest) {
			t.Errorf("%s: the longest day has %d verses, %.2f× the shortest (%d); want at most 1.6×", m.Name, longest, float64(longest)/float64(shortest), shortest)
		}
		t.Logf("%s: days of %d to %d verses (%.2f×)", m.Name, shortest, longest, float64(longest)/float64(shortest))
	}
}
