// Package rhythm holds the rules of the member's daily habit, with no I/O:
// the settings a member chooses (time zone, reminder time, weekly digest,
// announcements), when a local time falls on a given day (daylight saving
// included), which days a member may check in for, and the streaks their
// check-ins make.
package rhythm

// The zone database is part of the binary, so a machine without
// /usr/share/zoneinfo still knows every IANA name.
import _ "time/tzdata"
