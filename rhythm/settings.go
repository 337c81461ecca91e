package rhythm

import (
	"fmt"
	"strings"
	"time"

	"journey365/journey"
)

// Clock is a local time of day, minutes after midnight (07:00 is 420).
type Clock int

// ParseClock reads "HH:MM" (24-hour, two digits each).
func ParseClock(field, s string) (Clock, error) {
	s = strings.TrimSpace(s)
	var h, m int
	if len(s) != 5 || s[2] != ':' {
		return 0, journey.FieldError(journey.EINVALID, field, "Times are written HH:MM on a 24-hour clock, such as 07:00; %q is not one.", s)
	}
	if _, err := fmt.Sscanf(s, "%2d:%2d", &h, &m); err != nil || h < 0 || h > 23 || m < 0 || m > 59 {
		return 0, journey.FieldError(journey.EINVALID, field, "%q is not a time of day: hours go from 00 to 23 and minutes from 00 to 59.", s)
	}
	return Clock(h*60 + m), nil
}

// String is "HH:MM".
func (c Clock) String() string { return fmt.Sprintf("%02d:%02d", int(c)/60, int(c)%60) }

// The defaults a member starts with.
const (
	DefaultReminder     Clock        = 7 * 60
	DefaultDigestDay    time.Weekday = time.Sunday
	DefaultDigestTime   Clock        = 18 * 60
	DefaultTimeZoneName              = "America/New_York"
)

// maxTimeZoneLen bounds a zone name before it is looked up (the longest
// IANA name is about 30 characters).
const maxTimeZoneLen = 64

// LoadTimeZone is the IANA zone name, or an error naming field. "Local"
// and names of files are not zones a member can be in.
func LoadTimeZone(field, name string) (*time.Location, error) {
	name = strings.TrimSpace(name)
	if name == "" || len(name) > maxTimeZoneLen || name == "Local" || strings.Contains(name, "..") || strings.HasPrefix(name, "/") {
		return nil, unknownZone(field, name)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, unknownZone(field, name)
	}
	return loc, nil
}

func unknownZone(field, name string) error {
	return journey.FieldError(journey.EINVALID, field,
		"%q is not a time zone we know. Use a name such as America/New_York or Europe/Madrid.", name)
}

// CheckWeekday refuses a weekday outside 0 (Sunday) to 6 (Saturday).
func CheckWeekday(field string, d int) (time.Weekday, error) {
	if d < 0 || d > 6 {
		return 0, journey.FieldError(journey.EINVALID, field, "The weekday must be from 0 (Sunday) to 6 (Saturday), not %d.", d)
	}
	return time.Weekday(d), nil
}
