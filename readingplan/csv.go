package readingplan

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"journey365/journey"
	"journey365/locale"
)

// A programme may replace the default plan with its own: a CSV file of
// "day,passages" rows, one per day 1 to 365, passages such as
// "Genesis 1-3; Exodus 1" or "PSA 119:1-88" (book names or USFM codes,
// chapter ranges within a book, a verse range within one chapter).

// Problem is one thing wrong with an uploaded plan: its line (0 for the
// file as a whole) and what is wrong.
type Problem struct {
	Line    int
	Message string
}

func (p Problem) String() string { return p.In(locale.English) }

// In is the problem with its line in tag's language (ParseCSV wrote its
// Message in the language it was given).
func (p Problem) In(tag locale.Tag) string {
	if p.Line == 0 {
		return p.Message
	}
	return locale.Sprintf(tag, "Line %d: %s", p.Line, p.Message)
}

// maxPlanBytes bounds an uploaded plan (365 rows of passages).
const maxPlanBytes = 256 << 10

// maxProblems bounds the problems listed: past it, the first ones say enough.
const maxProblems = 100

// ParseCSV reads a plan from a CSV file. It returns every problem it finds
// (up to 100), in tag's language, and a plan only when there is none.
func ParseCSV(r io.Reader, tag locale.Tag) (*Plan, []Problem) {
	data, err := io.ReadAll(io.LimitReader(r, maxPlanBytes+1))
	if err != nil {
		return nil, []Problem{{Message: locale.Sprintf(tag, "The file could not be read.")}}
	}
	if len(data) > maxPlanBytes {
		return nil, []Problem{{Message: locale.Sprintf(tag, "The file is larger than %d kB; a plan of 365 days is far smaller.", maxPlanBytes>>10)}}
	}
	cr := csv.NewReader(strings.NewReader(string(data)))
	cr.FieldsPerRecord = -1
	var p Plan
	var problems []Problem
	add := func(line int, message string) {
		if len(problems) < maxProblems {
			problems = append(problems, Problem{Line: line, Message: message})
		}
	}
	seen := map[int]int{}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		line, _ := cr.FieldPos(0)
		if err != nil {
			add(line, locale.Sprintf(tag, "not a CSV row (%v).", err))
			continue
		}
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue
		}
		if len(rec) != 2 {
			add(line, locale.Sprintf(tag, "a row is day,passages (two columns), not %d columns.", len(rec)))
			continue
		}
		dayText, passages := strings.TrimSpace(rec[0]), strings.TrimSpace(rec[1])
		if line == 1 && strings.EqualFold(dayText, "day") {
			continue // the header
		}
		day, err := strconv.Atoi(dayText)
		if err != nil || day < 1 || day > journey.ProgrammeDays {
			add(line, locale.Sprintf(tag, "the day must be a number from 1 to %d, not %q.", journey.ProgrammeDays, dayText))
			continue
		}
		if first, dup := seen[day]; dup {
			add(line, locale.Sprintf(tag, "day %d is already on line %d.", day, first))
			continue
		}
		seen[day] = line
		readings, msgs := parsePassages(passages, tag)
		for _, m := range msgs {
			add(line, locale.Sprintf(tag, "day %d: %s", day, m))
		}
		if len(msgs) == 0 {
			p[day-1] = Day{Number: day, Milestone: milestoneOf(day), Readings: readings}
		}
	}
	var missing []string
	for d := 1; d <= journey.ProgrammeDays; d++ {
		if _, ok := seen[d]; !ok {
			missing = append(missing, strconv.Itoa(d))
		}
	}
	if len(missing) > 0 {
		add(0, locale.Sprintf(tag, "%d days have no row: %s.", len(missing), shortList(missing, 20, tag)))
	}
	if len(problems) > 0 {
		return nil, problems
	}
	return &p, nil
}

// milestoneOf is the milestone day falls in.
func milestoneOf(day int) int {
	for _, m := range journey.Milestones {
		if day <= m.DayNumber {
			return m.ID
		}
	}
	return len(journey.Milestones)
}

func shortList(items []string, n int, tag locale.Tag) string {
	if len(items) <= n {
		return strings.Join(items, ", ")
	}
	return strings.Join(items[:n], ", ") + locale.Sprintf(tag, " and %d more", len(items)-n)
}

// passagePattern is "Book 3", "Book 3-5", "Book 3:1-12" (a dash or an en
// dash); the book is everything before the last number group.
var passagePattern = regexp.MustCompile(`^(.+?)\s+(\d+)(?:\s*[-–]\s*(\d+)|:(\d+)\s*[-–]\s*(\d+))?$`)

// parsePassages reads "Genesis 1-3; Exodus 1" into readings, or says what
// is wrong with each part (in tag's language).
func parsePassages(s string, tag locale.Tag) ([]Reading, []string) {
	var out []Reading
	var msgs []string
	if s == "" {
		return nil, []string{locale.Sprintf(tag, "no passages.")}
	}
	for _, part := range strings.Split(s, ";") {
		part = strings.TrimSpace(part)
		m := passagePattern.FindStringSubmatch(part)
		if m == nil {
			msgs = append(msgs, locale.Sprintf(tag, "%q is not a passage such as \"Genesis 1-3\" or \"Psalms 119:1-88\".", part))
			continue
		}
		b := findBook(m[1])
		if b == nil {
			msgs = append(msgs, locale.Sprintf(tag, "there is no book %q.", strings.TrimSpace(m[1])))
			continue
		}
		from, _ := strconv.Atoi(m[2])
		to := from
		if m[3] != "" {
			to, _ = strconv.Atoi(m[3])
		}
		if from < 1 || to > b.Chapters() || to < from {
			msgs = append(msgs, locale.Sprintf(tag, "%s has chapters 1 to %d, not %s.", b.Name, b.Chapters(), strings.TrimPrefix(part, m[1]+" ")))
			continue
		}
		if m[4] != "" {
			v1, _ := strconv.Atoi(m[4])
			v2, _ := strconv.Atoi(m[5])
			if v1 < 1 || v2 < v1 || v2 > b.Verses[from-1] {
				msgs = append(msgs, locale.Sprintf(tag, "%s %d has verses 1 to %d, not %d-%d.", b.Name, from, b.Verses[from-1], v1, v2))
				continue
			}
			out = append(out, Reading{Book: b, Chapter: from, FromVerse: v1, ToVerse: v2})
			continue
		}
		for c := from; c <= to; c++ {
			out = append(out, Reading{Book: b, Chapter: c})
		}
	}
	return out, msgs
}

// bookAliases are other names people write for a book.
var bookAliases = map[string]string{"psalm": "PSA", "song of solomon": "SNG", "canticles": "SNG", "revelations": "REV"}

// findBook is the book named s (its name or USFM code, any case), or nil.
func findBook(s string) *Book {
	s = strings.ToLower(strings.Join(strings.Fields(s), " "))
	if code, ok := bookAliases[s]; ok {
		s = strings.ToLower(code)
	}
	for i := range Books {
		if strings.ToLower(Books[i].Name) == s || strings.ToLower(Books[i].Code) == s {
			return &Books[i]
		}
	}
	return nil
}

// CSV writes plan as the CSV ParseCSV reads (the default plan, for an
// admin to start from).
func (p *Plan) CSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"day", "passages"}); err != nil {
		return err
	}
	for _, d := range p {
		if err := cw.Write([]string{strconv.Itoa(d.Number), d.Passages()}); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// StoredDay is day n of a programme's own plan from its stored passages
// (checked when uploaded).
func StoredDay(n int, passages string) (Day, error) {
	readings, msgs := parsePassages(passages, locale.English)
	if len(msgs) > 0 {
		return Day{}, fmt.Errorf("readingplan: stored day %d: %s", n, msgs[0])
	}
	return Day{Number: n, Milestone: milestoneOf(n), Readings: readings}, nil
}

// Passages is the day as stored: its reference with plain dashes.
func (d Day) Passages() string { return strings.ReplaceAll(d.Reference(), "–", "-") }
