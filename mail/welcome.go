package mail

import (
	"time"

	"journey365/locale"
)

// WelcomeData is what the welcome mail says: the member's group and its
// dates, with the group's start as a calendar file.
type WelcomeData struct {
	Name                 string
	GroupName            string
	StartDate            time.Time // a date: only its year, month and day count
	RegistrationDeadline time.Time
	// StartEvent is the .ics file of the start date (one all-day event).
	StartEvent []byte
}

// welcomeView is what the welcome templates see.
type welcomeView struct {
	WelcomeData
	Start, Deadline string // "Friday, January 1, 2027"
	Dashboard       string
	StartEventFile  string
}

// StartEventFile is the name of the welcome mail's calendar attachment.
const StartEventFile = "journey-start.ics"

// Welcome is the mail a member gets on registering into a group.
func Welcome(site Site, to string, d WelcomeData) (Message, error) {
	v := welcomeView{WelcomeData: d, Start: locale.LongDate(site.Language(), d.StartDate), Deadline: locale.LongDate(site.Language(), d.RegistrationDeadline),
		Dashboard: site.Link("/dashboard")}
	if len(d.StartEvent) > 0 {
		v.StartEventFile = StartEventFile
	}
	m, err := render(site, KindWelcome, to, v)
	if err != nil {
		return Message{}, err
	}
	if len(d.StartEvent) > 0 {
		m.Attachments = []Attachment{{Name: StartEventFile, ContentType: "text/calendar", Data: d.StartEvent}}
	}
	return m, nil
}
