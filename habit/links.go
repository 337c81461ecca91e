package habit

import (
	"strconv"
	"time"

	"journey365/journey"
	"journey365/mail"
	"journey365/rhythm"
)

// checkInLinkTTL is how long a check-in link works.
const checkInLinkTTL = 7 * 24 * time.Hour

// checkInClaims are what a check-in link names: the member, their token
// version when it was made (ending their sessions ends the link), the
// group, the day, the answer the mail's button chose, and the expiry.
type checkInClaims struct {
	UserID, GroupID int64
	Version, Day    int
	Answer          rhythm.Answer
	Expires         time.Time
}

// The answers to a link that cannot act.
var (
	errLinkInvalid = journey.FieldError(journey.EINVALID, "token",
		"This link is not valid. Please use the buttons in your latest reminder, or sign in and check in from your dashboard.")
	errLinkExpired = journey.FieldError(journey.EINVALID, "token",
		"This link has expired (check-in links work for 7 days). Please sign in and check in from your dashboard.")
	errLinkEnded = journey.FieldError(journey.EINVALID, "token",
		"This link no longer works because your sessions were ended. Please sign in and check in from your dashboard.")
)

// CheckInLink is the link a reminder's button carries.
func (h *Habit) CheckInLink(c checkInClaims) string {
	return h.Site.Link("/checkin/" + h.checkIns.Sign("c1", id(c.UserID), id(c.GroupID), strconv.Itoa(c.Version),
		strconv.Itoa(c.Day), string(c.Answer), strconv.FormatInt(c.Expires.Unix(), 10)))
}

// NewCheckInLink is the link for member userID (at token version) to
// answer day of group, made at now.
func (h *Habit) NewCheckInLink(userID, groupID int64, version, day int, answer rhythm.Answer, now time.Time) string {
	return h.CheckInLink(checkInClaims{UserID: userID, GroupID: groupID, Version: version, Day: day, Answer: answer,
		Expires: now.Add(checkInLinkTTL)})
}

// openCheckIn checks a check-in token's signature and expiry.
func (h *Habit) openCheckIn(token string) (checkInClaims, error) {
	f, ok := h.checkIns.Open(token)
	if !ok || len(f) != 7 || f[0] != "c1" {
		return checkInClaims{}, errLinkInvalid
	}
	var c checkInClaims
	var err [5]error
	c.UserID, err[0] = strconv.ParseInt(f[1], 10, 64)
	c.GroupID, err[1] = strconv.ParseInt(f[2], 10, 64)
	c.Version, err[2] = strconv.Atoi(f[3])
	c.Day, err[3] = strconv.Atoi(f[4])
	var unix int64
	unix, err[4] = strconv.ParseInt(f[6], 10, 64)
	for _, e := range err {
		if e != nil {
			return checkInClaims{}, errLinkInvalid
		}
	}
	if c.Answer, _ = rhythm.ParseAnswer("answer", f[5]); c.Answer == "" {
		return checkInClaims{}, errLinkInvalid
	}
	c.Expires = time.Unix(unix, 0)
	if !h.Clock().Before(c.Expires) {
		return checkInClaims{}, errLinkExpired
	}
	return c, nil
}

// UnsubscribeLink is the link that turns category off for userID: the
// List-Unsubscribe target (POST /api/unsubscribe/{token}) and, opened in a
// browser, the preferences page. It does not expire: an unsubscribe must
// keep working for as long as the mail is read.
func (h *Habit) UnsubscribeLink(userID int64, category mail.Category) (api, page string) {
	token := h.unsubscribes.Sign("u1", id(userID), string(category))
	return h.Site.Link("/api/unsubscribe/" + token), h.Site.Link("/unsubscribe/" + token)
}

// openUnsubscribe checks an unsubscribe token.
func (h *Habit) openUnsubscribe(token string) (int64, mail.Category, error) {
	f, ok := h.unsubscribes.Open(token)
	if !ok || len(f) != 3 || f[0] != "u1" {
		return 0, "", errUnsubscribeInvalid
	}
	userID, err := strconv.ParseInt(f[1], 10, 64)
	cat := mail.Category(f[2])
	if err != nil || (cat != mail.CategoryReminder && cat != mail.CategoryDigest && cat != mail.CategoryAnnouncement) {
		return 0, "", errUnsubscribeInvalid
	}
	return userID, cat, nil
}

var errUnsubscribeInvalid = journey.FieldError(journey.EINVALID, "token",
	"This unsubscribe link is not valid. Please sign in and change your mails on the Settings page.")

// UnsubscribeHeaders are the RFC 8058 headers of a mail of category to
// userID, and the preferences page the mail's own footer links to.
func (h *Habit) UnsubscribeHeaders(userID int64, category mail.Category) (headers map[string]string, page string) {
	api, page := h.UnsubscribeLink(userID, category)
	return map[string]string{
		"List-Unsubscribe":      "<" + api + ">",
		"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
	}, page
}

func id(n int64) string { return strconv.FormatInt(n, 10) }
