package memberimport_test

import (
	"strings"
	"testing"

	"journey365/journey"
	"journey365/memberimport"
)

func TestParseReadsColumnsInAnyOrderAndCase(t *testing.T) {
	f, err := memberimport.Parse("\uFEFFGroup; Mailing_Address ;E-mail;FULL NAME;Notes;City\n" +
		"January 2027;\"1 Ring Road;\nFlat 2\";ann@example.com;Ann Reader;hi;Accra\n" +
		";;;;;\n" +
		";2 Road;ben@example.com;Ben;;Tema\n")
	if err != nil {
		t.Fatal(err)
	}
	if !f.HasGroup || len(f.Ignored) != 1 || f.Ignored[0] != "Notes" || len(f.Rows) != 2 {
		t.Fatalf("file %+v", f)
	}
	ann, ben := f.Rows[0], f.Rows[1]
	if ann.Number != 2 || ann.Name != "Ann Reader" || ann.Email != "ann@example.com" || ann.City != "Accra" ||
		ann.MailingAddress != "1 Ring Road;\nFlat 2" || ann.Group != "January 2027" {
		t.Errorf("row 2: %+v", ann)
	}
	// The blank row 3 is skipped but counted: Ben is on row 4 (Ann's quoted
	// line break spans two lines of the file, not two rows).
	if ben.Number != 4 || ben.Name != "Ben" || ben.Group != "" {
		t.Errorf("row 4: %+v", ben)
	}
}

func TestParseRefusesWhatItCannotImport(t *testing.T) {
	for _, c := range []struct{ file, says string }{
		{"name,email,city\nA,a@example.com,Accra", "no mailing address column"},
		{"\xff\xfename,email,city,mailing address\n", "not UTF-8"},
		{"name,email,city,mailing address\nA,a\"b,Accra,1 Road", `has a quote (")`},
		{strings.Repeat("x", memberimport.MaxBytes+1), "larger than 2 MB (2,049 KB)"},
	} {
		_, err := memberimport.Parse(c.file)
		if journey.ErrorField(err) != "csv" || !strings.Contains(journey.ErrorMessage(err), c.says) {
			t.Errorf("Parse(%.40q) = %v; want a csv error saying %q", c.file, err, c.says)
		}
	}
}
