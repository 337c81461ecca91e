package journey_test

import (
	"strings"
	"testing"

	"journey365/journey"
)

func TestParseDateInputAcceptsTheFourFormats(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"2031-05-15", "2031-05-15"},
		{"05/15/2031", "2031-05-15"},
		{"05-15-2031", "2031-05-15"},
		{"05.15.2031", "2031-05-15"},
		{"5/15/2031", "2031-05-15"}, // leading zeros optional
		{"2031-5-1", "2031-05-01"},
		{"  12/31/2030 ", "2030-12-31"}, // spaces around ignored
		{"02/29/2028", "2028-02-29"},    // a leap day
		{"2027-02-28", "2027-02-28"},
	} {
		got, err := journey.ParseDateInput("startDate", "Start date", tc.in)
		if err != nil || got.String() != tc.want {
			t.Errorf("ParseDateInput(%q) = %s, %v; want %s", tc.in, got, err, tc.want)
		}
	}
}

func TestParseDateInputRefusesWhatIsNotADate(t *testing.T) {
	for _, tc := range []struct{ in, says string }{
		{"", "Start date is required"},
		{"   ", "Start date is required"},
		{"2027-02-30", "February 2027 has 28 days"},
		{"02/29/2027", "February 2027 has 28 days"},
		{"2027-04-31", "April 2027 has 30 days"},
		{"13/01/2027", "there is no month 13"},
		{"2027-13-01", "there is no month 13"},
		{"00/10/2027", "there is no month 0"},
		{"2027-01-00", "January 2027 has 31 days"},
		{"0000-01-01", "there is no year 0"},
		{"05/15-2031", "is not a date: use YYYY-MM-DD"}, // mixed separators
		{"2031/05/15", "is not a date: use"},
		{"15 May 2031", "is not a date: use"},
		{"05/15/31", "is not a date: use"},
		{"2031-05-15T00:00:00Z", "is not a date: use"},
		{"2031-05-15\x00", "NUL"},
	} {
		_, err := journey.ParseDateInput("startDate", "Start date", tc.in)
		if journey.ErrorCode(err) != journey.EINVALID || journey.ErrorField(err) != "startDate" {
			t.Errorf("ParseDateInput(%q) = %v; want invalid on startDate", tc.in, err)
			continue
		}
		if msg := journey.ErrorMessage(err); !strings.Contains(msg, tc.says) {
			t.Errorf("ParseDateInput(%q) says %q; want it to say %q", tc.in, msg, tc.says)
		}
	}
}
