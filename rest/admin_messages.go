package rest

import (
	"net/http"
	"strconv"

	"journey365/board"
	"journey365/journey"
)

// adminMessage is a message of any board as the message manager reads it:
// the spec's group message fields (section 3) with who wrote it
// (message_source), its undecided reports and whether they hide it.
type adminMessage struct {
	groupMessage
	OpenReportCount int  `json:"open_report_count"`
	Hidden          bool `json:"hidden"`
}

func toGroupMessage(m board.AdminMessage) groupMessage {
	return groupMessage{boardMessage: toBoardMessage(m.Message), GroupName: m.GroupName}
}

func toAdminMessage(m board.AdminMessage) adminMessage {
	return adminMessage{groupMessage: toGroupMessage(m), OpenReportCount: m.OpenReportCount, Hidden: m.Hidden}
}

// messageFilterQuery reads the message manager's filters: group_id,
// message_type, source and reported (true or false).
func messageFilterQuery(r *http.Request) (board.AdminMessageFilter, error) {
	var f board.AdminMessageFilter
	var err error
	if f.GroupID, err = queryID(r, "group_id"); err != nil {
		return f, err
	}
	if s := queryText(r, "message_type"); s != nil {
		t := journey.MessageType(*s)
		f.Type = &t
	}
	if s := queryText(r, "source"); s != nil {
		src := journey.MessageSource(*s)
		f.Source = &src
	}
	if s := queryText(r, "reported"); s != nil {
		reported, err := strconv.ParseBool(*s)
		if err != nil {
			return f, journey.FieldError(journey.EINVALID, "reported", "reported must be true or false, not %q.", *s)
		}
		f.Reported = &reported
	}
	return f, nil
}

// messageQueryField renames the inputs a message list error names to its
// query parameters.
func messageQueryField(err error) error {
	err = queryField(err, "groupId", "group_id")
	return queryField(err, "type", "message_type")
}

// adminMessagePage reads the list's filters and page from the query string
// (source fixed when not nil) and answers that page, its paging headers set.
func adminMessagePage(adm *board.Admin, w http.ResponseWriter, r *http.Request, source *journey.MessageSource) (board.AdminMessagePage, error) {
	f, err := messageFilterQuery(r)
	if err != nil {
		return board.AdminMessagePage{}, err
	}
	if source != nil {
		f.Source = source
	}
	first, after, err := queryPage(r)
	if err != nil {
		return board.AdminMessagePage{}, err
	}
	p, err := adm.AdminMessages(r.Context(), f, first, after)
	if err != nil {
		return board.AdminMessagePage{}, messageQueryField(err)
	}
	pagingHeaders(w, r, p.TotalCount, first, p.PageInfo)
	return p, nil
}

// GET /api/admin/messages?group_id=&message_type=&source=&reported=&first=&after=
//
// data is the page's messages of every board (admins' and members'), newest
// first; the page is described in headers as on GET /api/admin/users:
// X-Total-Count, and on every page but the last X-Next-Cursor and a Link
// rel="next".
func listMessages(adm *board.Admin, w http.ResponseWriter, r *http.Request) {
	handle(func(r *http.Request, _ noBody) ([]adminMessage, error) {
		p, err := adminMessagePage(adm, w, r, nil)
		if err != nil {
			return nil, err
		}
		out := make([]adminMessage, len(p.Nodes))
		for i, m := range p.Nodes {
			out[i] = toAdminMessage(m)
		}
		return out, nil
	})(w, r)
}

// GET /api/admin/group-messages?group_id=&message_type=&first=&after=
//
// data.messages is the page's admin messages, newest first, and data.count
// how many the filter matches; the page is also in the paging headers
// (X-Total-Count, X-Next-Cursor, Link rel="next").
func listGroupMessages(adm *board.Admin, w http.ResponseWriter, r *http.Request) {
	handle(func(r *http.Request, _ noBody) (groupMessages, error) {
		admin := journey.SourceAdmin
		p, err := adminMessagePage(adm, w, r, &admin)
		if err != nil {
			return groupMessages{}, err
		}
		out := make([]groupMessage, len(p.Nodes))
		for i, m := range p.Nodes {
			out[i] = toGroupMessage(m)
		}
		return groupMessages{Messages: out, Count: p.TotalCount}, nil
	})(w, r)
}
