package rest

import (
	"net/http"
	"time"

	"journey365/announcements"
	"journey365/db"
	"journey365/journey"
)

type audienceBody struct {
	Audience journey.Audience `json:"audience"`
	GroupID  *int64           `json:"group_id"`
}

type announcementBody struct {
	audienceBody
	Subject string `json:"subject"`
	Body    string `json:"body"`
}

type audienceCount struct {
	Recipients int `json:"recipients"`
	LeftOut    int `json:"left_out"`
}

type announcementOut struct {
	ID            int64            `json:"id"`
	Audience      journey.Audience `json:"audience"`
	GroupID       *int64           `json:"group_id"`
	GroupName     *string          `json:"group_name"`
	Subject       string           `json:"subject"`
	Body          string           `json:"body"`
	CreatedByName string           `json:"created_by_name"`
	CreatedAt     time.Time        `json:"created_at"`
	QueuedAt      *time.Time       `json:"queued_at"`
	Recipients    int              `json:"recipients"`
	LeftOut       int              `json:"left_out"`
	Sent          int              `json:"sent"`
	Failed        int              `json:"failed"`
	Pending       int              `json:"pending"`
}

func toAnnouncement(a db.Announcement) announcementOut {
	return announcementOut{ID: a.ID, Audience: a.Audience, GroupID: a.GroupID, GroupName: a.GroupName, Subject: a.Subject,
		Body: a.Body, CreatedByName: a.CreatedByName, CreatedAt: a.CreatedAt, QueuedAt: a.QueuedAt, Recipients: a.Recipients,
		LeftOut: a.LeftOut, Sent: a.Sent, Failed: a.Failed, Pending: a.Pending}
}

// POST /api/admin/announcements/preview {audience, group_id}
func previewAnnouncement(adm *announcements.Admin, r *http.Request, b audienceBody) (audienceCount, error) {
	c, err := adm.Preview(r.Context(), announcements.AudienceInput{Audience: b.Audience, GroupID: b.GroupID})
	return audienceCount{Recipients: c.Recipients, LeftOut: c.LeftOut}, err
}

// POST /api/admin/announcements {audience, group_id, subject, body}
func sendAnnouncement(adm *announcements.Admin, r *http.Request, b announcementBody) (announcementOut, error) {
	a, err := adm.Send(r.Context(), announcements.Input{
		AudienceInput: announcements.AudienceInput{Audience: b.Audience, GroupID: b.GroupID}, Subject: b.Subject, Body: b.Body})
	return toAnnouncement(a), err
}

// GET /api/admin/announcements?first=&after=: newest first, with delivery counts.
func listAnnouncements(adm *announcements.Admin, r *http.Request, _ noBody) (page[announcementOut], error) {
	first, after, err := queryPage(r)
	if err != nil {
		return page[announcementOut]{}, err
	}
	p, err := adm.List(r.Context(), first, after)
	if err != nil {
		return page[announcementOut]{}, err
	}
	out := page[announcementOut]{TotalCount: p.TotalCount, Items: make([]announcementOut, len(p.Nodes))}
	if p.PageInfo.HasNextPage {
		out.NextCursor = p.PageInfo.EndCursor
	}
	for i, a := range p.Nodes {
		out.Items[i] = toAnnouncement(a)
	}
	return out, nil
}

type rhythmYesterday struct {
	CheckInsRead    int `json:"check_ins_read"`
	CheckInsMissed  int `json:"check_ins_missed"`
	RemindersQueued int `json:"reminders_queued"`
	RemindersSent   int `json:"reminders_sent"`
	RemindersFailed int `json:"reminders_failed"`
}

// GET /api/admin/rhythm/yesterday: the Overview's figures of the daily rhythm.
func (a *API) rhythmYesterday(r *http.Request, _ noBody) (rhythmYesterday, error) {
	y, err := a.habit.AdminYesterday(r.Context())
	return rhythmYesterday{y.CheckIns.Read, y.CheckIns.Missed, y.Reminders.Queued, y.Reminders.Sent, y.Reminders.Failed}, err
}
