// Package memberimport reads the CSV file a coordinator imports members
// from (issue 29, "Member import"): a header row naming the columns, in any
// order and any case, then one member a row. It only reads the file; the
// rules a member must meet are registration's (package service).
package memberimport

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"journey365/journey"
)

// Limits of one file: past them nothing more is read and nothing imported.
const (
	MaxRows  = 5000    // data rows (the header not counted)
	MaxBytes = 2 << 20 // 2 MB
	// MaxRequestBody is the body an import request may send: the file as a
	// JSON string (a quote or a line break escaped takes two bytes) and
	// room for the rest of the request.
	MaxRequestBody = 2*MaxBytes + 64<<10
)

// Field is a column the import knows, named as the preview names it.
type Field string

const (
	Name           Field = "name"
	Email          Field = "email"
	City           Field = "city"
	MailingAddress Field = "mailing address"
	Group          Field = "group"
)

// Required are the columns every file must have, in the order messages list them.
var Required = []Field{Name, Email, City, MailingAddress}

// headerNames are the header texts each column is known by, normalised
// (lower case, "_" and "-" as spaces, one space between words).
var headerNames = map[string]Field{
	"name":            Name,
	"full name":       Name,
	"email":           Email,
	"email address":   Email,
	"e mail":          Email,
	"e mail address":  Email,
	"city":            City,
	"mailing address": MailingAddress,
	"mailingaddress":  MailingAddress,
	"address":         MailingAddress,
	"postal address":  MailingAddress,
	"group":           Group,
	"group name":      Group,
}

// Row is one data row as the file has it (cells untrimmed). Number is its
// row as a spreadsheet shows it: the header is row 1.
type Row struct {
	Number         int
	Name           string
	Email          string
	City           string
	MailingAddress string
	Group          string
}

// File is what a file holds: its rows, whether it has a group column, and
// the header cells of columns the import does not use (ignored).
type File struct {
	Rows     []Row
	HasGroup bool
	Ignored  []string
}

// Parse reads a file. A file that cannot be imported at all (over a limit,
// not CSV, a required column missing, no rows) is an invalid error on field
// "csv" that says why; nothing past the limits is read.
func Parse(text string) (File, error) {
	if len(text) > MaxBytes {
		return File{}, refuse("The file is larger than 2 MB (%s KB): at most 2 MB can be imported at once. Split it into smaller files.",
			thousands((len(text)+1023)>>10))
	}
	text = strings.TrimPrefix(text, "\uFEFF") // the byte order mark spreadsheet apps write
	if strings.TrimSpace(text) == "" {
		return File{}, refuse("The file is empty: it needs a header row (name, email, city, mailing address, and optionally group) and a row for each member.")
	}
	if !utf8.ValidString(text) {
		return File{}, refuse("The file is not UTF-8 text: save it from the spreadsheet as \"CSV UTF-8\".")
	}
	cr := csv.NewReader(strings.NewReader(text))
	cr.Comma = delimiter(text)
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = true
	header, err := cr.Read()
	if err != nil {
		return File{}, unreadable(err)
	}
	cols, f, err := columns(header)
	if err != nil {
		return File{}, err
	}
	cell := func(rec []string, field Field) string {
		if i, ok := cols[field]; ok && i < len(rec) {
			return rec[i]
		}
		return ""
	}
	for number := 2; ; number++ {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return File{}, unreadable(err)
		}
		if blank(rec) {
			continue // a spreadsheet's empty row (",,,,")
		}
		if len(f.Rows) == MaxRows {
			return File{}, refuse("The file has more than %s rows: at most %s members can be imported at once. Split it into smaller files.",
				thousands(MaxRows), thousands(MaxRows))
		}
		f.Rows = append(f.Rows, Row{Number: number, Name: cell(rec, Name), Email: cell(rec, Email), City: cell(rec, City),
			MailingAddress: cell(rec, MailingAddress), Group: cell(rec, Group)})
	}
	if len(f.Rows) == 0 {
		return File{}, refuse("The file has a header row but no members below it.")
	}
	return f, nil
}

// columns finds each known column's index in the header row.
func columns(header []string) (map[Field]int, File, error) {
	cols := map[Field]int{}
	var f File
	for i, h := range header {
		field, known := headerNames[normalise(h)]
		if !known {
			if strings.TrimSpace(h) != "" {
				f.Ignored = append(f.Ignored, strings.TrimSpace(h))
			}
			continue
		}
		if j, twice := cols[field]; twice {
			return nil, File{}, refuse("The header row has two %s columns (%q and %q): keep one.", field, strings.TrimSpace(header[j]), strings.TrimSpace(h))
		}
		cols[field] = i
	}
	var missing []string
	for _, field := range Required {
		if _, ok := cols[field]; !ok {
			missing = append(missing, string(field))
		}
	}
	if len(missing) > 0 {
		return nil, File{}, refuse("The header row has no %s column (the columns are name, email, city, mailing address, and optionally group; in any order).",
			strings.Join(missing, ", no "))
	}
	_, f.HasGroup = cols[Group]
	return cols, f, nil
}

// delimiter is the file's separator: a comma, unless the header row has
// none and semicolons or tabs instead (spreadsheets set to a decimal comma
// write ";").
func delimiter(text string) rune {
	first, _, _ := strings.Cut(text, "\n")
	switch {
	case strings.Contains(first, ","):
		return ','
	case strings.Contains(first, ";"):
		return ';'
	case strings.Contains(first, "\t"):
		return '\t'
	}
	return ','
}

func normalise(h string) string {
	h = strings.NewReplacer("_", " ", "-", " ").Replace(strings.ToLower(h))
	return strings.Join(strings.Fields(h), " ")
}

func blank(rec []string) bool {
	for _, c := range rec {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

func refuse(format string, args ...any) error {
	return journey.FieldError(journey.EINVALID, "csv", format, args...)
}

// unreadable explains a CSV syntax error with the line it is on.
func unreadable(err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		what := "a quoted cell is not closed, or has a stray quote in it"
		if errors.Is(pe.Err, csv.ErrBareQuote) {
			what = `a cell that is not in quotes has a quote (") in it`
		}
		return refuse("The file is not valid CSV at line %d: %s. Save it from the spreadsheet as CSV again.", pe.Line, what)
	}
	return refuse("The file could not be read as CSV.")
}

// thousands writes n with a comma between thousands (5,000).
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
