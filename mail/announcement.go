package mail

import "strings"

// AnnouncementData is a mail the programme team wrote: its subject and
// text as written (plain text; blank lines separate paragraphs).
type AnnouncementData struct {
	Name    string
	Subject string
	Body    string
	// From is the admin who wrote it.
	From string
	// Unsubscribe stops announcements; Settings is the Settings screen.
	Unsubscribe, Settings string
}

type announcementView struct {
	AnnouncementData
	Paragraphs []string
}

// Announcement is the programme team's mail to member userID, with its
// List-Unsubscribe headers.
func Announcement(site Site, to string, userID int64, headers map[string]string, d AnnouncementData) (Message, error) {
	d.Settings = site.Link("/settings")
	v := announcementView{AnnouncementData: d}
	for _, p := range strings.Split(strings.ReplaceAll(d.Body, "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			v.Paragraphs = append(v.Paragraphs, p)
		}
	}
	m, err := render(site, KindAnnouncement, to, v)
	if err != nil {
		return Message{}, err
	}
	m.UserID, m.Category, m.Headers = userID, CategoryAnnouncement, headers
	return m, nil
}
