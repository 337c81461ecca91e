// Package readingplan is the year's reading: which chapters each of the 365
// days reads, following the eight milestones exactly, with no I/O. The
// default plan is built from the chapters' verse counts (verses.txt,
// embedded): within each milestone the chapters are cut, in canonical
// order, into that milestone's days so that the longest day is as close
// as can be to the shortest.
package readingplan

import (
	"fmt"
	"sync"

	"journey365/journey"
)

// Reading is one day's part of one chapter: the whole chapter, or (for a
// chapter longer than a day's reading, Psalm 119) a range of its verses.
type Reading struct {
	Book    *Book
	Chapter int
	// FromVerse and ToVerse are 0 for the whole chapter.
	FromVerse, ToVerse int
}

// Verses is how many verses the reading has.
func (r Reading) Verses() int {
	if r.FromVerse == 0 {
		return r.Book.Verses[r.Chapter-1]
	}
	return r.ToVerse - r.FromVerse + 1
}

// Day is one day of the plan: its number (1..365), the milestone it belongs
// to, and its readings in canonical order.
type Day struct {
	Number    int
	Milestone int
	Readings  []Reading
}

// Verses is how many verses the day reads.
func (d Day) Verses() int {
	n := 0
	for _, r := range d.Readings {
		n += r.Verses()
	}
	return n
}

// Plan is the 365 days.
type Plan [journey.ProgrammeDays]Day

// Day is day n (1..365).
func (p *Plan) Day(n int) Day { return p[n-1] }

// milestoneBooks are the first and last book of each milestone, by
// milestone (journey.Milestones' order and days).
var milestoneBooks = [len(journey.Milestones)][2]string{
	{"GEN", "DEU"}, {"JOS", "EST"}, {"JOB", "SNG"}, {"ISA", "DAN"},
	{"HOS", "MAL"}, {"MAT", "ACT"}, {"ROM", "JUD"}, {"REV", "REV"},
}

// splitChapters are the chapters read over two days rather than one: a
// chapter longer than two days' average reading would make its day more
// than twice the length of the others. Psalm 119 (176 verses, its 22
// stanzas of 8) is read in two halves of 11 stanzas.
var splitChapters = map[chapterKey]int{{"PSA", 119}: 88}

// chapterKey names a chapter: its book's code and its number.
type chapterKey struct {
	code    string
	chapter int
}

// Default is the built-in plan, made once.
var Default = sync.OnceValue(func() *Plan {
	p, err := balanced()
	if err != nil {
		panic(err)
	}
	return p
})

// balanced cuts each milestone's readings into its days.
func balanced() (*Plan, error) {
	var p Plan
	day := 0
	for m, ends := range milestoneBooks {
		ms := journey.Milestones[m]
		readings := readingsOf(ends[0], ends[1])
		days := ms.TotalDays
		cuts, err := partition(readings, days)
		if err != nil {
			return nil, fmt.Errorf("readingplan: %s: %w", ms.Name, err)
		}
		start := 0
		for _, end := range cuts {
			p[day] = Day{Number: day + 1, Milestone: ms.ID, Readings: readings[start:end]}
			day, start = day+1, end
		}
	}
	if day != journey.ProgrammeDays {
		return nil, fmt.Errorf("readingplan: the milestones make %d days, not %d", day, journey.ProgrammeDays)
	}
	return &p, nil
}

// readingsOf lists the readings from book first to book last, in order.
func readingsOf(first, last string) []Reading {
	var out []Reading
	for i := bookIndex(first); i <= bookIndex(last); i++ {
		b := &Books[i]
		for c := 1; c <= b.Chapters(); c++ {
			if half, ok := splitChapters[chapterKey{b.Code, c}]; ok {
				out = append(out, Reading{Book: b, Chapter: c, FromVerse: 1, ToVerse: half},
					Reading{Book: b, Chapter: c, FromVerse: half + 1, ToVerse: b.Verses[c-1]})
				continue
			}
			out = append(out, Reading{Book: b, Chapter: c})
		}
	}
	return out
}
