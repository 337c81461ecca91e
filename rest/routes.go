package rest

import (
	"net/http"

	"journey365/account"
	"journey365/announcements"
	"journey365/awards"
	"journey365/billing"
	"journey365/board"
	"journey365/catchup"
	"journey365/habit"
	"journey365/leaders"
	"journey365/push"
	"journey365/reading"

	"journey365/service"
	"journey365/settings"
)

// API holds what the shims call: the operations, the accounts, the awards
// and the giving.
type API struct {
	svc    *service.Service
	acc    *account.Account
	aw     *awards.Awards
	bill   *billing.Billing
	boards *board.Boards
	habit  *habit.Habit
	an     *announcements.Announcements
	read   *reading.Reading
	catch  *catchup.CatchUp
	lead   *leaders.Leaders
	set    *settings.Settings
	push   *push.Push
}

// Capabilities are the packages the shims call.
type Capabilities struct {
	Service *service.Service
	Account *account.Account
	Awards  *awards.Awards
	Billing *billing.Billing
	Boards  *board.Boards
	Habit   *habit.Habit
	// Announcements are the programme team's mails to members.
	Announcements *announcements.Announcements
	// Reading is the year's reading plan with the programme's links.
	Reading *reading.Reading
	// CatchUp is a member's way back when behind.
	CatchUp *catchup.CatchUp
	// Leaders are the members who lead their groups.
	Leaders *leaders.Leaders
	// Settings are the programme's settings.
	Settings *settings.Settings
	// Push is the members' devices for notifications.
	Push *push.Push
}

// route is one /api endpoint: a Go 1.22 ServeMux pattern and its handler.
type route struct {
	pattern string
	handler http.HandlerFunc
}

// table is the /api route table. Every handler goes through handle (public
// and member routes: the service checks the member), handleAdmin or, for an
// admin route that writes its own answer, serveAdmin (admin routes: the
// caller is admitted as an admin first). Every route here must
// have its row in the authorisation matrix (app/authz_matrix_test.go), which
// reads it through Routes.
func (a *API) table() []route {
	return []route{
		{"GET /api/auth/public/current-group", handle(a.currentGroup)},
		{"POST /api/auth/login", handle(a.login)},
		{"POST /api/auth/admin/login", handle(a.adminLogin)},
		// Password reset and the member's calendar feed (issue 12). The feed writes its .ics itself.
		{"POST /api/auth/reset-password", handle(a.resetPassword)},
		{"POST /api/auth/reset-password-confirm", handle(a.resetPasswordConfirm)},
		{"GET /api/groups/{id}/calendar.ics", a.calendarFeed},
		{"POST /api/auth/calendar-url/renew", handle(a.renewCalendarURL)},
		{"POST /api/auth/register", handle(a.register)},
		{"POST /api/auth/join-current-group", handle(a.joinCurrentGroup)},
		{"GET /api/auth/my-group", handle(a.myGroup)},
		{"GET /api/auth/next-group", handle(a.nextGroup)},
		{"POST /api/auth/groups/{id}/join", handle(a.joinGroup)},
		{"POST /api/auth/groups/{id}/cancel", handle(a.cancelGroup)},
		{"GET /api/auth/milestone-progress", handle(a.milestoneProgress)},
		{"POST /api/auth/milestone-progress", handle(a.saveMilestoneProgress)},
		{"POST /api/auth/request-trophy-approval", handle(a.requestTrophyApproval)},
		{"GET /api/auth/my-awards", handle(a.myAwards)},
		{"GET /api/users/profile", handle(a.profile)},
		// Awards and legacy claims (issue 11). The public trophies list writes its paging headers itself, through handle.
		{"GET /api/auth/public/trophies", a.publicTrophies},
		{"POST /api/auth/public/legacy-claims", handle(a.submitLegacyClaim)},
		{"POST /api/auth/public/legacy-claims/confirm", handle(a.confirmLegacyClaim)},
		{"GET /api/admin/legacy-claims", handleAdmin(a.aw.Admin, listLegacyClaims)},
		// Reward shipments (issue 29): the awards to post, as a list and a file, and recording them posted.
		{"GET /api/admin/awards/to-ship", handleAdmin(a.aw.Admin, listAwardsToShip)},
		{"GET /api/admin/awards/to-ship.csv", serveAdmin(a.aw.Admin, exportAwardsToShip)},
		{"POST /api/admin/awards/shipped", handleAdmin(a.aw.Admin, markAwardsShipped)},
		{"POST /api/admin/legacy-claims/{id}/approve", handleAdmin(a.aw.Admin, approveLegacyClaim)},
		{"POST /api/admin/legacy-claims/{id}/reject", handleAdmin(a.aw.Admin, rejectLegacyClaim)},
		// Donations (issue 13): the /donate form starts a card payment; public and rate-limited.
		{"POST /api/auth/donations", handle(a.createDonation)},
		{"GET /api/auth/my-group-all-messages", handle(a.myGroupAllMessages)},
		{"POST /api/auth/create-message", handle(a.createMessage)},
		{"POST /api/auth/change-password", handleAdmin(a.acc.Admin, changePassword)},
		{"GET /api/admin/audit", handleAdmin(a.svc.Admin, listAudit)},
		{"DELETE /api/admin/user-messages/{id}", handleAdmin(a.boards.Admin, deleteUserMessage)},
		{"GET /api/admin/messages", serveAdmin(a.boards.Admin, listMessages)},
		{"GET /api/admin/group-messages", serveAdmin(a.boards.Admin, listGroupMessages)},
		{"POST /api/admin/group-messages", handleAdmin(a.boards.Admin, createGroupMessage)},
		{"PUT /api/admin/group-messages/{id}", handleAdmin(a.boards.Admin, updateGroupMessage)},
		{"DELETE /api/admin/group-messages/{id}", handleAdmin(a.boards.Admin, deleteGroupMessage)},
		{"GET /api/admin/groups", handleAdmin(a.svc.Admin, listGroups)},
		{"GET /api/admin/groups/{id}", handleAdmin(a.svc.Admin, getGroup)},
		{"POST /api/admin/groups", handleAdmin(a.svc.Admin, createGroup)},
		{"PUT /api/admin/groups/{id}", handleAdmin(a.svc.Admin, updateGroup)},
		{"DELETE /api/admin/groups/{id}", handleAdmin(a.svc.Admin, deleteGroup)},
		{"POST /api/admin/groups/{id}/status", handleAdmin(a.svc.Admin, setGroupStatus)},
		{"POST /api/admin/groups/{id}/archive", handleAdmin(a.svc.Admin, archiveGroup)},
		{"POST /api/admin/groups/{id}/unarchive", handleAdmin(a.svc.Admin, unarchiveGroup)},
		{"POST /api/admin/groups/sort-order", handleAdmin(a.svc.Admin, reorderGroups)},
		{"POST /api/admin/groups/{id}/members", handleAdmin(a.svc.Admin, addGroupMember)},
		{"DELETE /api/admin/groups/{id}/members/{userId}", handleAdmin(a.svc.Admin, removeGroupMember)},
		{"POST /api/admin/groups/{id}/members/{userId}/complete", handleAdmin(a.svc.Admin, completeGroupMember)},
		// Streams CSV: admitted as an admin by the handler itself, before anything is written.
		{"GET /api/admin/groups/{id}/members.csv", serveAdmin(a.svc.Admin, exportGroupMembers)},
		{"GET /api/admin/users", serveAdmin(a.svc.Admin, listUsers)},
		{"GET /api/admin/users.csv", serveAdmin(a.svc.Admin, exportUsers)},
		{"POST /api/admin/users", handleAdmin(a.svc.Admin, createUser)},
		{"PUT /api/admin/users/{id}", handleAdmin(a.svc.Admin, updateUser)},
		{"DELETE /api/admin/users/{id}", handleAdmin(a.svc.Admin, deleteUser)},
		// Bulk actions (issue 29): each user its own audited change, the report per user.
		{"POST /api/admin/users/bulk", handleAdmin(a.svc.Admin, bulkUsers)},
		{"POST /api/admin/users/import/preview", serveAdmin(a.svc.Admin, previewMemberImport)},
		{"POST /api/admin/users/import", serveAdmin(a.svc.Admin, importMembers)},
		{"POST /api/admin/users/remove-network", handleAdmin(a.svc.Admin, removeNetworkRegistrations)},
		{"POST /api/admin/users/{id}/status", handleAdmin(a.svc.Admin, setUserStatus)},
		{"POST /api/admin/users/{id}/trophies", handleAdmin(a.svc.Admin, adjustTrophies)},
		// The Progress tab (issue 11); the lists write their paging headers, the export streams CSV.
		{"GET /api/admin/progress", serveAdmin(a.svc.Admin, listProgress)},
		{"GET /api/admin/progress.csv", serveAdmin(a.svc.Admin, exportProgress)},
		{"GET /api/admin/milestone-progress", serveAdmin(a.svc.Admin, listMilestoneProgress)},
		{"POST /api/admin/trophy-requests/{id}/approve", handleAdmin(a.svc.Admin, approveTrophyRequest)},
		{"POST /api/admin/trophy-requests/{id}/reject", handleAdmin(a.svc.Admin, rejectTrophyRequest)},
		// Bulk decisions (issue 29): each request its own audited decision, the report per request.
		{"POST /api/admin/trophy-requests/approve", handleAdmin(a.svc.Admin, bulkDecision(true))},
		{"POST /api/admin/trophy-requests/reject", handleAdmin(a.svc.Admin, bulkDecision(false))},
		// The Donations tab (issue 13): a page with the filter's totals, and the filter as CSV.
		{"GET /api/admin/donations", handleAdmin(a.bill.Admin, listDonations)},
		{"GET /api/admin/donations.csv", serveAdmin(a.bill.Admin, exportDonations)},
		// Stripe's webhooks and the monthly donor's manage link (issue 13): public, each checked by a
		// signature (the Stripe-Signature header; the link's signed token). Both write their own answers.
		{"POST /api/stripe/webhook", a.stripeWebhook},
		{"GET /api/donations/manage", a.donorPortal},
		// The daily habit (issue 27): the member's settings and log, and the mails' one-click links,
		// which act without a session (their signed token is the member's) and only on POST.
		{"GET /api/auth/settings", handle(a.mySettings)},
		{"PUT /api/auth/settings", handle(a.updateMySettings)},
		{"GET /api/auth/check-ins", handle(a.myCheckIns)},
		{"POST /api/auth/check-ins", handle(a.checkIn)},
		{"POST /api/checkin", handle(a.checkInByLink)},
		{"POST /api/unsubscribe/{token}", a.unsubscribe},
		{"GET /api/unsubscribe/{token}", a.unsubscribePage},
		// The programme team writes to members (issue 27): a preview of the audience, the send, the list.
		{"POST /api/admin/announcements/preview", handleAdmin(a.an.Admin, previewAnnouncement)},
		{"POST /api/admin/announcements", handleAdmin(a.an.Admin, sendAnnouncement)},
		{"GET /api/admin/announcements", handleAdmin(a.an.Admin, listAnnouncements)},
		{"GET /api/admin/rhythm/yesterday", handle(a.rhythmYesterday)},
		// Today's reading (issue 28): the member's day, its passages with their links, the milestone.
		{"GET /api/auth/today", handle(a.today)},
		// A way back (issue 28): a proposal (nothing kept), the accepted plan, its days read, its end.
		{"GET /api/auth/catch-up/proposal", handle(a.catchUpProposal)},
		{"GET /api/auth/catch-up", handle(a.catchUpStatus)},
		{"POST /api/auth/catch-up", handle(a.acceptCatchUp)},
		{"POST /api/auth/catch-up/read", handle(a.markCatchUpRead)},
		{"DELETE /api/auth/catch-up", handle(a.dropCatchUp)},
		// Group leaders (issue 29): the admin makes a member of a group its leader, or ends it.
		{"GET /api/admin/groups/{id}/leaders", handleAdmin(a.lead.Admin, groupLeaders)},
		{"POST /api/admin/groups/{id}/leaders/{userId}", handleAdmin(a.lead.Admin, setGroupLeader(true))},
		{"DELETE /api/admin/groups/{id}/leaders/{userId}", handleAdmin(a.lead.Admin, setGroupLeader(false))},
		{"GET /api/auth/led-groups", handle(a.ledGroups)},
		{"GET /api/auth/led-groups/{id}/progress", a.ledGroupProgress},
		{"GET /api/auth/led-groups/{id}/members/{userId}/milestones", handle(a.ledMemberMilestones)},
		// Member self-service (issue 29): the profile, an email change confirmed by a link to the new
		// address, and the optional secure sign-in (a password, or links by mail; member tokens only).
		{"GET /api/auth/profile", handle(a.myProfile)},
		{"PUT /api/auth/profile", handle(a.updateMyProfile)},
		{"POST /api/auth/profile/email", handle(a.requestEmailChange)},
		{"POST /api/auth/profile/email/confirm", handle(a.confirmEmailChange)},
		{"POST /api/auth/profile/password", handle(a.setMyPassword)},
		{"POST /api/auth/profile/password/remove", handle(a.removeMyPassword)},
		{"PUT /api/auth/profile/sign-in-by-link", handle(a.setSignInByLink)},
		{"POST /api/auth/password-login", handle(a.passwordLogin)},
		{"POST /api/auth/sign-in-link", handle(a.requestSignInLink)},
		{"POST /api/auth/sign-in-link/use", handle(a.signInWithLink)},
		// Programme settings (issue 29): the public name and links; the admin's Settings tab.
		{"GET /api/settings", handle(a.programmeSettings)},
		{"GET /api/admin/settings", handleAdmin(a.set.Admit, adminSettings)},
		{"PUT /api/admin/settings", handleAdmin(a.set.Admit, updateSettings)},
		// Push notifications (issue 30): the server's VAPID key (public), the member's devices.
		{"GET /api/push/vapid-public-key", handle(a.vapidPublicKey)},
		{"POST /api/auth/push-subscriptions", handle(a.subscribePush)},
		{"DELETE /api/auth/push-subscriptions", handle(a.unsubscribePush)},
	}
}

// Routes lists the /api route patterns ("METHOD /path") that Handler serves,
// in table order; unknown /api paths are answered by NotFound.
func Routes() []string {
	table := (&API{}).table()
	patterns := make([]string, len(table))
	for i, r := range table {
		patterns[i] = r.pattern
	}
	return patterns
}

// Handler returns the /api routes (Go 1.22 ServeMux patterns).
func Handler(c Capabilities) http.Handler {
	a := &API{svc: c.Service, acc: c.Account, aw: c.Awards, bill: c.Billing, boards: c.Boards, habit: c.Habit, an: c.Announcements, read: c.Reading, catch: c.CatchUp, lead: c.Leaders, set: c.Settings, push: c.Push}
	mux := http.NewServeMux()
	for _, r := range a.table() {
		mux.HandleFunc(r.pattern, r.handler)
	}
	mux.HandleFunc("/api/", NotFound)
	return mux
}
