package app_test

// The authorisation matrix: every GraphQL root field (from the executable
// schema) and every /api route (from rest.Routes) × five viewers, with what
// each viewer must get, in one table. A field or route missing from the
// table fails TestAuthorisationMatrixIsComplete, so every new operation comes
// with its row.
//
// Each case runs in a world of its own (a fresh database; see newWorld), for
// seven viewers: anonymous, member A, member B, an admin account with a member
// token, the admin token (the columns of `want`), and the leader of group A
// and the leader of group B (issue 29). Group-scoped operations aim at group
// A's resources, so member B's column proves isolation.
//
// A leader is a member: where a case names no leader outcomes (lead), the
// leader of group A gets what member A gets and the leader of group B what
// member B gets. Cases where leading a group changes the answer, or where the
// member's own data decides it, say so. Leaders run after the members and
// before the admins, so an admin's change cannot decide a leader's outcome.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"golang.org/x/crypto/bcrypt"

	"journey365/app/apptest"
	"journey365/db/dbtest"
	"journey365/graph"
	"journey365/journey"
	"journey365/mail"
	"journey365/payments"
	"journey365/payments/stripemock"
	"journey365/rest"
	"journey365/rhythm"
)

// Outcomes: "ok", or the error code a viewer gets (GraphQL extensions.code,
// the REST envelope's error.code; a refused websocket counts by its close code).
const (
	ok           = "ok"
	unauthorized = journey.EUNAUTHORIZED
	forbidden    = journey.EFORBIDDEN
	invalid      = journey.EINVALID
	conflict     = journey.ECONFLICT
	unavailable  = journey.EUNAVAILABLE
	// introspectionOff is how __schema and __type are refused when
	// introspection is off (everyone but admins in production).
	introspectionOff = forbidden
)

// want is a case's expected outcome per viewer.
type want struct{ anonymous, memberA, memberB, adminAsMember, admin string }

// leaderWant is what the leaders of groups A and B get, where a case says.
type leaderWant struct{ leaderA, leaderB string }

// Viewers, by index into world.tokens.
const (
	viewerAnonymous = iota
	viewerMemberA
	viewerMemberB
	viewerAdminAsMember
	viewerAdmin
	viewerLeaderA
	viewerLeaderB
	viewers
)

// runOrder is the order viewers run in: the leaders after the members.
var runOrder = [viewers]int{viewerAnonymous, viewerMemberA, viewerMemberB, viewerLeaderA, viewerLeaderB, viewerAdminAsMember, viewerAdmin}

// outcomes are the expected outcomes by viewer: the leaders' from lead, or
// else their groups' members'.
func (w want) outcomes(lead *leaderWant) [viewers]string {
	l := leaderWant{w.memberA, w.memberB}
	if lead != nil {
		l = *lead
	}
	return [viewers]string{w.anonymous, w.memberA, w.memberB, w.adminAsMember, w.admin, l.leaderA, l.leaderB}
}

var viewerNames = [viewers]string{"anonymous", "member of group A", "member of group B", "admin account with a member token", "admin token",
	"leader of group A", "leader of group B"}

// A browser's subscription keys for the push rows: a P-256 public point
// and a 16-byte auth secret, base64url.
const (
	matrixP256dh = "BPgiUwUieXWhocvzdkAvQo9p9kdAotUcnzTz3Ly7NipsMgBC2CvL1KR0gPaSE9F1603U-6P1LZ733aiKL7xqN_s"
	matrixAuth   = "QfJ9FPlxRv2p5cIDYulbaw"
)

// Common rows.
var (
	public     = want{ok, ok, ok, ok, ok}
	signedIn   = want{unauthorized, ok, ok, ok, ok}
	adminOnly  = want{unauthorized, forbidden, forbidden, forbidden, ok}
	groupAOnly = want{unauthorized, ok, forbidden, forbidden, ok} // group A's members and admins
)

// Where a setup gives member A data of their own (a log, a finished
// journey), the leader of group A has none: refused as member B is.
var (
	// nobodyButLeaders: a group leader's view, refused to every member and admin.
	nobodyButLeaders = want{unauthorized, forbidden, forbidden, forbidden, forbidden}
	leaderAOnly      = leaderWant{ok, forbidden}
	noLogOfTheirOwn  = leaderWant{invalid, invalid}
	noPlanOfTheirOwn = leaderWant{journey.ENOTFOUND, invalid}
	// ownAccountOnly: a member's own account; admin accounts keep theirs in the panel.
	ownAccountOnly = want{unauthorized, ok, ok, forbidden, forbidden}
)

// setup prepares a world before a case runs (beyond what newWorld makes).
type setup func(tb testing.TB, w *world)

// gqlCase is one operation on a root field. op may use the placeholders of
// world.replacer; "{unique}" differs for every viewer.
type gqlCase struct {
	op    string
	want  want
	lead  *leaderWant
	setup setup
}

// graphqlMatrix: every root field of Query, Mutation and Subscription.
var graphqlMatrix = map[string][]gqlCase{
	// Queries.
	"Query.adminOverview": {{op: `{ adminOverview { totalUsers milestoneCompletion { completed } } }`, want: adminOnly}},
	"Query.adminAudit": {
		{op: `{ adminAudit(filter: {objectType: "group"}) { totalCount nodes { action } } }`, want: adminOnly},
		{op: `{ adminAudit(filter: {objectType: "donation"}) { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Query.me": {{op: `{ me { id } }`, want: signedIn}},
	"Query.board": {
		{op: `{ board(groupId: "{groupA}") { groupId messages { id content } } }`, want: groupAOnly},
		// Without a group id: the viewer's own group; an admin has none.
		{op: `{ board { groupId } }`, want: want{unauthorized, ok, ok, invalid, invalid}},
		// Message.mine and unread are the viewer's own view of another member's message.
		{op: `{ board(groupId: "{groupA}") { messages { id mine unread } } }`, setup: caraPostsInGroupA, want: groupAOnly},
		// The version a live feed may follow from comes with the board.
		{op: `{ board(groupId: "{groupA}") { version totalCount unreadCount } }`, want: groupAOnly},
		// Bad input: refused before any group is read, on the viewer's own board (whose session
		// is checked in the board's statement) and on a named one alike. A non-numeric id is
		// refused while the arguments are read, before @auth (an unknown type, before that, by
		// the document's validation).
		{op: `{ board(first: 101) { groupId } }`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
		{op: `{ board(groupId: "{groupA}", first: 0) { groupId } }`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
		{op: `{ board(after: "not-a-cursor") { groupId } }`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
		{op: `{ board(groupId: "abc") { groupId } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Query.currentGroup": {{op: `{ currentGroup { name } }`, want: public}},
	"Query.myGroup":      {{op: `{ myGroup { id } }`, want: signedIn}},
	"Query.nextGroup":    {{op: `{ nextGroup { id } }`, want: signedIn}},
	"Query.dashboard":    {{op: `{ dashboard { welcomeName group { id } unreadCount waitingList { since group { name } } } }`, want: signedIn}},
	"Query.milestones":   {{op: `{ milestones { id missingDays } }`, want: signedIn}},
	"Query.myAwards":     {{op: `{ myAwards { totalCount } }`, want: signedIn}},
	// The daily habit (issue 27). Member A's group (October 2026) is under way, member B's and the
	// admins' are not: only A has a day to check in for. The link pages are public: their signed
	// token is the member's, whoever sends it.
	"Query.mySettings": {{op: `{ mySettings { timeZone reminderTime weeklyDigest digestWeekday digestTime announcements } }`, want: signedIn}},
	"Query.today": {
		{op: `{ today { date day answer canCheckIn streak { current best perfectWeeks daysRead } } }`, want: signedIn},
		// Today's reading (issue 28): member A's day 53 under way, member B's group not started (day 1 shown).
		{op: `{ today { groupName startsOn over milestoneName daysToMilestoneEnd reading { day reference passages { url } } gradeBudget { grade maxMissing remaining } } }`, want: signedIn},
		// The way back (issue 28): member A missed days 50 and 51 and has a plan to make them up.
		{op: `{ today { catchUp { missedDays unplannedDays plan { milestoneName finishBy missedDays madeUpCount daysRead done days { number date reference verses minutes read passages { url } } due { number } next { number } } } } }`,
			setup: aCatchUpPlanForA, want: signedIn},
	},
	// A way back (issue 28): only member A's journey is under way (B's group has not started, the
	// admins have none), and only A missed days. A date after the milestone's end is refused.
	"Query.catchUpProposal": {
		{op: `{ catchUpProposal { milestoneName finishBy latestFinishBy minutesPerDay missed { day date reference } days { number date reference verses minutes read passages { url } } } }`,
			setup: aMissedDaysForA, want: want{unauthorized, ok, invalid, invalid, invalid}, lead: &noLogOfTheirOwn},
		{op: `{ catchUpProposal(finishBy: "2026-12-10") { finishBy } }`, setup: aMissedDaysForA, want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"Mutation.acceptCatchUp": {
		{op: `mutation { acceptCatchUp(finishBy: "2026-12-09") { catchUp { plan { finishBy due { number } } } } }`, setup: aMissedDaysForA,
			want: want{unauthorized, ok, invalid, invalid, invalid}, lead: &noLogOfTheirOwn},
		{op: `mutation { acceptCatchUp(finishBy: "2026-11-21") { day } }`, setup: aMissedDaysForA, want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"Mutation.markCatchUpRead": {
		{op: `mutation { markCatchUpRead(through: 1) { streak { daysRead } catchUp { plan { daysRead madeUpCount } } } }`, setup: aCatchUpPlanForA,
			want: want{unauthorized, ok, invalid, invalid, invalid}, lead: &noPlanOfTheirOwn},
		{op: `mutation { markCatchUpRead(through: 99) { day } }`, setup: aCatchUpPlanForA, want: want{unauthorized, invalid, invalid, invalid, invalid}, lead: &noPlanOfTheirOwn},
	},
	"Mutation.dropCatchUp": {{op: `mutation { dropCatchUp { catchUp { plan { done } } } }`, setup: aCatchUpPlanForA, want: signedIn}},
	// Group leaders (issue 29): only an admin makes or ends a leader, and only of a member of the group.
	"Query.adminGroupLeaders": {
		{op: `{ adminGroupLeaders(groupId: "{groupA}") { userId name email since } }`, want: adminOnly},
		{op: `{ adminGroupLeaders(groupId: "999999") { userId } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Query.myLedGroups": {{op: `{ myLedGroups { id name startDate } }`, want: signedIn}},
	"Mutation.addGroupLeader": {
		{op: `mutation { addGroupLeader(groupId: "{groupA}", userId: "{memberAId}") { userId name } }`, want: adminOnly},
		{op: `mutation { addGroupLeader(groupId: "{groupA}", userId: "{memberBId}") { userId } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	// A leader's view of their group: only the leader of group A sees group A's; nobody else, admins
	// included (they have the panel's Progress tab).
	"Query.leaderProgress": {
		{op: `{ leaderProgress(groupId: "{groupA}", filter: {atRisk: false, search: "reader"}, orderBy: DAYS_BEHIND) { totalCount nodes { key userName userEmail atRisk daysBehind latestGrade } pageInfo { hasNextPage } } }`,
			want: nobodyButLeaders, lead: &leaderAOnly},
		{op: `{ leaderProgress(groupId: "{groupA}", first: 101) { totalCount } }`, want: nobodyButLeaders, lead: &leaderWant{invalid, forbidden}},
	},
	"Query.leaderMilestones": {
		{op: `{ leaderMilestones(groupId: "{groupA}", userId: "{memberAId}") { id name missingDays grade } }`, want: nobodyButLeaders, lead: &leaderAOnly},
		{op: `{ leaderMilestones(groupId: "{groupA}", userId: "{memberBId}") { id } }`, want: nobodyButLeaders, lead: &leaderWant{journey.ENOTFOUND, forbidden}},
	},
	// A leader moderates their group's board; who reported and why stays with the admins.
	"Query.leaderMessages": {
		{op: `{ leaderMessages(groupId: "{groupA}", reported: false) { totalCount nodes { id content authorName openReportCount hidden } pageInfo { hasNextPage } } }`,
			want: nobodyButLeaders, lead: &leaderAOnly},
		{op: `{ leaderMessages(groupId: "{groupA}", reported: true) { nodes { id reports { reporterName } } } }`, setup: memberAReportsCara,
			want: nobodyButLeaders, lead: &leaderWant{forbidden, forbidden}},
		{op: `{ leaderMessages(groupId: "{groupA}", first: 0) { totalCount } }`, want: nobodyButLeaders, lead: &leaderWant{invalid, forbidden}},
	},
	"Mutation.leaderHideMessage": {
		{op: `mutation { leaderHideMessage(messageId: "{memberMessageA}") { id hidden openReportCount } }`, want: nobodyButLeaders, lead: &leaderAOnly},
		{op: `mutation { leaderHideMessage(messageId: "{adminMessageA}") { id } }`, want: nobodyButLeaders, lead: &leaderWant{invalid, forbidden}},
		{op: `mutation { leaderHideMessage(messageId: "999999") { id } }`,
			want: want{unauthorized, journey.ENOTFOUND, journey.ENOTFOUND, journey.ENOTFOUND, journey.ENOTFOUND}},
	},
	"Mutation.leaderDismissMessageReports": {
		{op: `mutation { leaderDismissMessageReports(messageId: "{memberMessageC}") { id openReportCount hidden } }`, setup: memberAReportsCara,
			want: nobodyButLeaders, lead: &leaderAOnly},
	},
	// A leader's announcement on their group's board, under their name.
	"Mutation.leaderPostAnnouncement": {
		{op: `mutation { leaderPostAnnouncement(input: {groupId: "{groupA}", title: "Week 8", content: "Keep going!"}) { id source type title authorName } }`,
			want: nobodyButLeaders, lead: &leaderAOnly},
		{op: `mutation { leaderPostAnnouncement(input: {groupId: "{groupA}", title: " ", content: "Keep going!"}) { id } }`,
			want: nobodyButLeaders, lead: &leaderWant{invalid, forbidden}},
	},
	// A leader writes to their group or its members at risk, never to everyone.
	"Query.leaderAnnouncementPreview": {
		{op: `{ leaderAnnouncementPreview(input: {audience: AT_RISK, groupId: "{groupA}"}) { recipients leftOut } }`, want: nobodyButLeaders, lead: &leaderAOnly},
		{op: `{ leaderAnnouncementPreview(input: {audience: EVERYONE}) { recipients } }`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"Mutation.leaderSendAnnouncement": {
		{op: `mutation { leaderSendAnnouncement(input: {audience: GROUP, groupId: "{groupA}", subject: "Week 8", body: "Keep going!"}) { id recipients createdByName } }`,
			want: nobodyButLeaders, lead: &leaderAOnly},
		{op: `mutation { leaderSendAnnouncement(input: {audience: GROUP, groupId: "{groupA}", subject: "", body: "Keep going!"}) { id } }`,
			want: nobodyButLeaders, lead: &leaderWant{invalid, forbidden}},
	},
	"Mutation.removeGroupLeader": {{op: `mutation { removeGroupLeader(groupId: "{groupA}", userId: "{leaderAId}") { userId } }`, want: adminOnly}},
	"Query.myCheckIns":           {{op: `{ myCheckIns { day answer answeredAt } }`, want: signedIn}},
	"Query.checkInLink": {
		{op: `{ checkInLink(token: "{checkInToken}") { firstName groupName day date suggested recorded streak { current } } }`, setup: aCheckInLinkForA, want: public},
		{op: `{ checkInLink(token: "not-a-token") { day } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Query.mailPreferences": {
		{op: `{ mailPreferences(token: "{unsubscribeToken}") { firstName category reminders weeklyDigest announcements } }`, setup: anUnsubscribeLinkForA, want: public},
		{op: `{ mailPreferences(token: "x.y") { category } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	// Push notifications (issue 30): the key is public; the settings and devices are each viewer's own.
	"Query.pushVapidPublicKey": {{op: `{ pushVapidPublicKey }`, want: public}},
	"Query.myPushSettings":     {{op: `{ myPushSettings { reminder reminderMail boardNews devices { id label createdAt lastPushedAt } } }`, want: signedIn}},
	"Mutation.subscribePush": {
		{op: `mutation { subscribePush(input: {endpoint: "https://push.example.net/send/{unique}", p256dh: "` + matrixP256dh + `", auth: "` + matrixAuth + `", label: "Chrome on Android"}) { id label } }`, want: signedIn},
		{op: `mutation { subscribePush(input: {endpoint: "http://push.example.net/send/{unique}", p256dh: "` + matrixP256dh + `", auth: "` + matrixAuth + `"}) { id } }`,
			want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"Mutation.unsubscribePush": {{op: `mutation { unsubscribePush(endpoint: "https://push.example.net/send/{unique}") }`, want: signedIn}},
	// member A's device: removed by member A alone; nobody else finds it
	"Mutation.removePushDevice": {{op: `mutation { removePushDevice(id: "{pushDeviceA}") { devices { id } } }`, setup: aPushDeviceForA,
		want: want{unauthorized, ok, journey.ENOTFOUND, journey.ENOTFOUND, journey.ENOTFOUND}, lead: &leaderWant{journey.ENOTFOUND, journey.ENOTFOUND}}},
	"Mutation.updatePushSettings": {
		{op: `mutation { updatePushSettings(input: {reminder: true, reminderMail: false, boardNews: [ANNOUNCEMENTS, PRAYER_REQUESTS]}) { reminder boardNews } }`, want: signedIn},
	},
	"Mutation.updateMySettings": {
		{op: `mutation { updateMySettings(input: {timeZone: "Europe/Madrid", reminderTime: "06:30", weeklyDigest: true, digestWeekday: 0, digestTime: "18:00", announcements: true}) { timeZone } }`, want: signedIn},
		{op: `mutation { updateMySettings(input: {timeZone: "Mars/Olympus", reminderTime: "25:00", weeklyDigest: true, digestWeekday: 9, digestTime: "18:00", announcements: true}) { timeZone } }`,
			want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"Mutation.updateMyLocale": {
		{op: `mutation { updateMyLocale(locale: "es") { locale } }`, want: signedIn},
		{op: `mutation { updateMyLocale(locale: "fr") { locale } }`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"Mutation.checkIn": {
		{op: `mutation { checkIn(day: 53, answer: READ) { day answer streak { current } } }`, want: want{unauthorized, ok, invalid, invalid, invalid}},
		{op: `mutation { checkIn(day: 54, answer: READ) { day } }`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"Mutation.checkInByLink": {
		{op: `mutation { checkInByLink(token: "{checkInToken}", answer: READ) { day recorded } }`, setup: aCheckInLinkForA, want: public},
		{op: `mutation { checkInByLink(token: "{checkInToken}x", answer: READ) { day } }`, setup: aCheckInLinkForA, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.unsubscribe": {
		{op: `mutation { unsubscribe(token: "{unsubscribeToken}") { category reminders } }`, setup: anUnsubscribeLinkForA, want: public},
		{op: `mutation { unsubscribe(token: "") { category } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	// The programme team writes to members (issue 27).
	"Query.adminAnnouncementPreview": {
		{op: `{ adminAnnouncementPreview(input: {audience: AT_RISK, groupId: "{groupA}"}) { recipients leftOut } }`, want: adminOnly},
		{op: `{ adminAnnouncementPreview(input: {audience: GROUP}) { recipients } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Query.adminAnnouncements":   {{op: `{ adminAnnouncements { totalCount nodes { id audience groupName subject recipients leftOut sent failed pending queuedAt } pageInfo { hasNextPage } } }`, want: adminOnly}},
	"Query.adminRhythmYesterday": {{op: `{ adminRhythmYesterday { checkIns { read missed } reminders { queued sent failed } } }`, want: adminOnly}},
	"Mutation.sendAnnouncement": {
		{op: `mutation { sendAnnouncement(input: {audience: GROUP, groupId: "{groupA}", subject: "Week 8", body: "Keep going!"}) { id recipients } }`, want: adminOnly},
		{op: `mutation { sendAnnouncement(input: {audience: EVERYONE, subject: " ", body: "Hello"}) { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	// Today's reading (issue 28). The plan is public; its links and the grade budget come with today.
	"Query.readingPlan": {
		{op: `{ readingPlan(fromDay: 1, toDay: 31) { day milestoneId milestoneName reference verses passages { reference book bookCode chapter fromVerse toVerse url } } }`, want: public},
		{op: `{ readingPlan(fromDay: 1, toDay: 32) { day } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
		{op: `{ readingPlan(fromDay: 0, toDay: 3) { day } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Query.adminReadingSettings": {{op: `{ adminReadingSettings { linkTemplate bibleVersion } }`, want: adminOnly}},
	"Mutation.updateReadingSettings": {
		{op: `mutation { updateReadingSettings(linkTemplate: "https://www.bible.com/bible/{version}/{BOOK}.{chapter}", bibleVersion: "111") { bibleVersion } }`, want: adminOnly},
		{op: `mutation { updateReadingSettings(linkTemplate: "http://example.org/{chapter}", bibleVersion: "1") { bibleVersion } }`,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	// Programme settings (issue 29): the name and links are public; the rest is the admins'. A leader
	// sees a member of their group beside the milestones, with contact details only when the setting
	// is on (leaders' tests cover both).
	"Query.programmeSettings": {{op: `{ programmeSettings { name introVideoPart1Url homeIntroVideoUrl bibleAppUrl helpStartPlanUrl helpChangeLanguageUrl } }`, want: public}},
	"Query.adminProgrammeSettings": {{op: `{ adminProgrammeSettings { name timeZone environmentTimeZone effectiveTimeZone leadersSeeContactDetails updatedAt reading { linkTemplate bibleVersion } secrets { stripe stripeWebhook smtp } } }`,
		want: adminOnly}},
	"Mutation.updateProgrammeSettings": {
		{op: `mutation { updateProgrammeSettings(input: ` + settingsInput("https://videos.example.org/2") + `) { name introVideoPart2Url effectiveTimeZone } }`, want: adminOnly},
		{op: `mutation { updateProgrammeSettings(input: ` + settingsInput("http://videos.example.org/2") + `) { name } }`,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Query.leaderMemberContact": {
		{op: `{ leaderMemberContact(groupId: "{groupA}", userId: "{memberAId}") { userId name city email mailingAddress } }`, want: nobodyButLeaders, lead: &leaderAOnly},
		{op: `{ leaderMemberContact(groupId: "{groupA}", userId: "{memberBId}") { userId } }`, want: nobodyButLeaders, lead: &leaderWant{journey.ENOTFOUND, forbidden}},
	},
	"Query.adminPreviewReadingPlan": {
		{op: `{ adminPreviewReadingPlan(csv: "day,passages\n1,Genesis 51") { valid problems } }`, want: adminOnly},
	},
	"Query.adminDefaultReadingPlanCsv": {{op: `{ adminDefaultReadingPlanCsv }`, want: adminOnly}},
	// Member import (issue 29): admins only; leaders are refused as the members they are.
	"Query.previewMemberImport": {
		{op: `{ previewMemberImport(csv: "name,email,city,mailing address,group\nNew Reader,{unique}@example.com,Accra,1 Main St,\n,bad,,,") { rows valid withProblems problems { row field message } groups { groupId groupName members } ignoredColumns } }`, want: adminOnly},
		{op: `{ previewMemberImport(csv: "name,email\nNew Reader,new@example.com") { rows } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.importMembers": {
		{op: `mutation { importMembers(csv: "name,email,city,mailing address\nNew Reader,{unique}@example.com,Accra,1 Main St") { rows imported skipped problems { row field message } groups { groupName members } } }`, want: adminOnly},
		{op: `mutation { importMembers(csv: "email,city,mailing address\n{unique}@example.com,Accra,1 Main St") { imported } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.uploadReadingPlan": {
		{op: `mutation { uploadReadingPlan(csv: "day,passages\n1,Genesis 1") { customPlanSince } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.resetReadingPlan": {{op: `mutation { resetReadingPlan { customPlanSince } }`, want: adminOnly}},
	"Mutation.updateMailPreferences": {
		{op: `mutation { updateMailPreferences(token: "{unsubscribeToken}", reminders: false, weeklyDigest: true, announcements: true) { reminders } }`, setup: anUnsubscribeLinkForA, want: public},
	},
	// Awards and legacy claims (issue 11)
	"Query.awardTiers": {{op: `{ awardTiers { tier minTrophies maxTrophies memberCount } }`, want: public}},
	"Query.trophyHolders": {
		{op: `{ trophyHolders(tier: GOLD, first: 10) { totalCount nodes { name trophiesCount avatarUrl tier } pageInfo { hasNextPage endCursor } } }`, want: public},
		{op: `{ trophyHolders(tier: GOLD, first: 0) { totalCount } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Query.adminLegacyClaims": {
		{op: `{ adminLegacyClaims { totalCount nodes { id email status userId currentTrophies } } }`, setup: aPendingLegacyClaim, want: adminOnly},
		{op: `{ adminLegacyClaims(after: "not-a-cursor") { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.submitLegacyClaim": {
		{op: `mutation { submitLegacyClaim(input: {name: "Old Reader", email: "{unique}@example.com", completedJourneys: 3, lastCompletionYear: 2015}) }`, want: public},
		{op: `mutation { submitLegacyClaim(input: {name: "Old Reader", email: "{unique}@example.com", completedJourneys: 0}) }`,
			want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.approveLegacyClaim": {
		{op: `mutation { approveLegacyClaim(id: "{legacyClaim}") { id status userId currentTrophies } }`, setup: aPendingLegacyClaim, want: adminOnly},
		{op: `mutation { approveLegacyClaim(id: "999999") { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.confirmLegacyClaim": {
		{op: `mutation { confirmLegacyClaim(token: "{unique}` + legacyTokenPad + `") { name trophiesCount accountCreated } }`, setup: anApprovedLegacyClaim, want: public},
		{op: `mutation { confirmLegacyClaim(token: "") { name } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
		{op: `mutation { confirmLegacyClaim(token: "` + strings.Repeat("A", 43) + `") { name } }`, setup: anApprovedLegacyClaim,
			want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.rejectLegacyClaim": {
		{op: `mutation { rejectLegacyClaim(id: "{legacyClaim}", reason: "No record of these journeys") { id status reason } }`, setup: aPendingLegacyClaim, want: adminOnly},
		{op: `mutation { rejectLegacyClaim(id: "{legacyClaim}", reason: "` + strings.Repeat("r", 600) + `") { id } }`, setup: aPendingLegacyClaim,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `mutation { rejectLegacyClaim(id: "999999") { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	// Introspection: admins only (the test app runs as production).
	"Query.__schema": {{op: `{ __schema { queryType { name } } }`, want: want{introspectionOff, introspectionOff, introspectionOff, introspectionOff, ok}}},
	"Query.__type":   {{op: `{ __type(name: "User") { name } }`, want: want{introspectionOff, introspectionOff, introspectionOff, introspectionOff, ok}}},

	// Mutations.
	"Mutation.login": {
		{op: `mutation { login(email: "anna@example.com", name: "Anna Reader") { token } }`, want: public},
		{op: `mutation { login(email: "anna@", name: "Anna Reader") { token } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	// The admin token's account is Sam (see newWorld), whose password is adminPassword.
	"Mutation.changePassword": {
		{op: `mutation { changePassword(currentPassword: "{adminPassword}", newPassword: "another-secret") { token } }`, want: adminOnly},
		{op: `mutation { changePassword(currentPassword: "{adminPassword}", newPassword: "short") { token } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.adminLogin": {
		{op: `mutation { adminLogin(email: "ada@example.com", password: "{adminPassword}") { token } }`, want: public},
		{op: `mutation { adminLogin(email: "", password: "{adminPassword}") { token } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	// Password reset and calendar (issue 12)
	"Mutation.requestPasswordReset": {
		// The same answer for everyone, whether or not the email has an admin account.
		{op: `mutation { requestPasswordReset(email: "ada@example.com") }`, want: public},
		{op: `mutation { requestPasswordReset(email: "{unique}@example.com") }`, want: public},
		{op: `mutation { requestPasswordReset(email: "ada@") }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.renewCalendarUrl": {{op: `mutation { renewCalendarUrl }`, want: signedIn}},
	"Mutation.resetPassword": {
		// Rae's link works once, for whoever holds it (the anonymous viewer goes first); then it is used up.
		{op: `mutation { resetPassword(token: "{resetTokenRae}", newPassword: "another-secret") }`, setup: aResetLinkForRae,
			want: want{ok, invalid, invalid, invalid, invalid}},
		{op: `mutation { resetPassword(token: "{resetTokenRae}", newPassword: "short") }`, setup: aResetLinkForRae,
			want: want{invalid, invalid, invalid, invalid, invalid}},
		{op: `mutation { resetPassword(token: "not-a-token", newPassword: "another-secret") }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.sendPasswordReset": {
		{op: `mutation { sendPasswordReset(userId: "{adminRae}") { id kind toAddress status } }`, setup: aResetLinkForRae, want: adminOnly},
		{op: `mutation { sendPasswordReset(userId: "{userA}") { id } }`, setup: groupMemberA, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `mutation { sendPasswordReset(userId: "999999") { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.register": {
		{op: `mutation { register(input: {name: "New Reader", email: "{unique}@example.com", city: "Lagos", mailingAddress: "1 Broad St"}) { token } }`,
			want: public},
		{op: `mutation { register(input: {name: " ", email: "{unique}@example.com", city: "Lagos", mailingAddress: "1 Broad St"}) { token } }`,
			want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.postMessage": {
		// A member message aimed at group A: only its members may post there.
		// The admin token is answered as the programme team, whose messages need a title.
		{op: `mutation { postMessage(input: {content: "Hello", groupId: "{groupA}"}) { id } }`,
			want: want{unauthorized, ok, forbidden, forbidden, invalid}},
		// A titled message: the programme team's only.
		{op: `mutation { postMessage(input: {content: "Read Genesis 1", title: "Week 1", type: REMINDER, groupId: "{groupA}"}) { id } }`,
			want: want{unauthorized, invalid, invalid, invalid, ok}},
		{op: `mutation { postMessage(input: {content: "   ", groupId: "{groupA}"}) { id } }`,
			want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"Mutation.deleteMessage": {{op: `mutation { deleteMessage(id: "{memberMessageA}") }`, want: adminOnly}},
	// Reports (issue 14): Cara's message on group A's board. Another group's
	// member is told it is not there; admin accounts delete rather than report.
	"Mutation.reportMessage": {
		{op: `mutation { reportMessage(messageId: "{memberMessageC}", reason: "Unkind") }`, setup: caraPostsInGroupA,
			want: want{unauthorized, ok, journey.ENOTFOUND, forbidden, forbidden}},
		{op: `mutation { reportMessage(messageId: "{memberMessageC}", reason: "` + strings.Repeat("r", 501) + `") }`, setup: caraPostsInGroupA,
			want: want{unauthorized, invalid, invalid, forbidden, forbidden}},
		{op: `mutation { reportMessage(messageId: "{memberMessageA}") }`, // Anna's own message; Lea may report it
			want: want{unauthorized, invalid, journey.ENOTFOUND, forbidden, forbidden}, lead: &leaderWant{ok, journey.ENOTFOUND}},
		{op: `mutation { reportMessage(messageId: "{adminMessageA}") }`,
			want: want{unauthorized, invalid, journey.ENOTFOUND, forbidden, forbidden}},
		{op: `mutation { reportMessage(messageId: "999999") }`,
			want: want{unauthorized, journey.ENOTFOUND, journey.ENOTFOUND, forbidden, forbidden}},
		{op: `mutation { reportMessage(messageId: "{memberMessageC}") }`, setup: memberAReportsCara, // Anna reported it, Lea has not
			want: want{unauthorized, conflict, journey.ENOTFOUND, forbidden, forbidden}, lead: &leaderWant{ok, journey.ENOTFOUND}},
	},
	"Mutation.dismissMessageReports": {
		{op: `mutation { dismissMessageReports(messageId: "{memberMessageC}") { id openReportCount hidden reports { id } } }`,
			setup: memberAReportsCara, want: adminOnly},
		{op: `mutation { dismissMessageReports(messageId: "999999") { id } }`,
			want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.markBoardRead": {{op: `mutation { markBoardRead(groupId: "{groupA}") { unreadCount } }`, want: groupAOnly}},
	"Mutation.markTypeRead":  {{op: `mutation { markTypeRead(groupId: "{groupA}", type: PRAYER) { unreadCount } }`, want: groupAOnly}},
	// Member A (reading in October) may join January, their next group; member
	// B is in it already. An admin account has no group, so January is its next.
	"Mutation.joinCurrentGroup": {{op: `mutation { joinCurrentGroup { id } }`, want: signedIn}},
	"Mutation.joinGroup": {
		{op: `mutation { joinGroup(id: "{groupB}") { id } }`, want: want{unauthorized, ok, conflict, ok, ok}},
		// Group A is under way and its registration closed: nobody joins it
		// (and so reads its board) by id.
		{op: `mutation { joinGroup(id: "{groupA}") { id } }`, want: want{unauthorized, conflict, conflict, conflict, conflict}},
		{op: `mutation { joinGroup(id: "abc") { id } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.cancelGroup": {
		{op: `mutation { cancelGroup(id: "{groupB}") { id } }`, setup: memberAJoinsGroupB,
			want: want{unauthorized, ok, ok, invalid, invalid}, lead: &leaderWant{invalid, ok}}, // Lea did not join group B
		{op: `mutation { cancelGroup(id: "abc") { id } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.setMissingDays": {
		{op: `mutation { setMissingDays(milestoneId: 1, missingDays: 3) { id missingDays } }`, setup: bothGroupsUnderWay,
			want: want{unauthorized, ok, ok, invalid, invalid}},
		// Revelation opens on day 361: not yet in either group.
		{op: `mutation { setMissingDays(milestoneId: 8, missingDays: 0) { id missingDays } }`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
		{op: `mutation { setMissingDays(milestoneId: 9, missingDays: 3) { id missingDays } }`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
		{op: `mutation { setMissingDays(milestoneId: 1, missingDays: -1) { id missingDays } }`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"Mutation.requestTrophyApproval": {{op: `mutation { requestTrophyApproval { id status } }`, setup: memberACompletesTheJourney,
		want: want{unauthorized, ok, invalid, invalid, invalid}, lead: &noLogOfTheirOwn}},

	// The admin's users (issue 10). Writes aim at a user of their own ({userT}).
	"Query.adminUsers": {
		{op: `{ adminUsers(filter: {search: "reader"}, first: 10) { totalCount nodes { id email groups { groupId groupName status } } pageInfo { hasNextPage } } }`, want: adminOnly},
		{op: `{ adminUsers(filter: {groupId: "999999"}) { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
		// The waiting list and the network filter (issue 24).
		{op: `{ adminUsers(filter: {waiting: true, network: "198.51.100.7"}) { totalCount nodes { id waitingSince waitingGroupId registeredNetwork } } }`, want: adminOnly},
		{op: `{ adminUsers(filter: {network: "not a network"}) { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		// Who has a password, for "Send password reset" (issue 29).
		{op: `{ adminUsers(first: 10) { nodes { id role hasPassword } } }`, want: adminOnly},
	},
	"Mutation.bulkUpdateUsers": {
		{op: `mutation { bulkUpdateUsers(ids: ["{userT}", "999999"], action: DISABLE) { id outcome message } }`, setup: aTargetUser, want: adminOnly},
		{op: `mutation { bulkUpdateUsers(ids: ["{userT}"], action: MOVE) { id } }`, setup: aTargetUser, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Query.adminUser": {
		{op: `{ adminUser(id: "{userT}") { id email groups { groupId } } }`, setup: aTargetUser, want: adminOnly},
		{op: `{ adminUser(id: "{userT}") { id hasPassword } }`, setup: aTargetUser, want: adminOnly},
		{op: `{ adminUser(id: "999999") { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.createUser": {
		{op: `mutation { createUser(input: {name: "New Person", email: "{unique}@example.com", role: USER, status: ACTIVE, awardApproved: false}) { id groups { groupId } } }`, want: adminOnly},
		{op: `mutation { createUser(input: {name: " ", email: "{unique}@example.com", role: USER, status: ACTIVE, awardApproved: false}) { id } }`,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.updateUser": {
		{op: `mutation { updateUser(id: "{userT}", input: {name: "Tess Renamed", email: "tess@example.com", role: USER, status: ACTIVE, awardApproved: true}) { id name } }`,
			setup: aTargetUser, want: adminOnly},
		{op: `mutation { updateUser(id: "{userT}", input: {name: "Tess", email: "anna@example.com", role: USER, status: ACTIVE, awardApproved: true}) { id } }`,
			setup: aTargetUser, want: want{unauthorized, forbidden, forbidden, forbidden, conflict}},
	},
	"Mutation.removeNetworkRegistrations": {
		{op: `mutation { removeNetworkRegistrations(network: "198.51.100.0/24", since: "2026-01-01T00:00:00Z") }`, want: adminOnly},
		{op: `mutation { removeNetworkRegistrations(network: "") }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `mutation { removeNetworkRegistrations(network: "everyone") }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.deleteUser": {
		{op: `mutation { deleteUser(id: "{userT}") }`, setup: aTargetUser, want: adminOnly},
		{op: `mutation { deleteUser(id: "999999") }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.setUserStatus": {
		{op: `mutation { setUserStatus(id: "{userT}", status: INACTIVE) { id status } }`, setup: aTargetUser, want: adminOnly},
		{op: `mutation { setUserStatus(id: "999999", status: INACTIVE) { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.adjustTrophies": {
		{op: `mutation { adjustTrophies(id: "{userT}", op: INCREMENT) { trophiesCount } }`, setup: aTargetUser, want: adminOnly},
		{op: `mutation { adjustTrophies(id: "{userT}", op: DECREMENT) { trophiesCount } }`, setup: aTargetUser,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},

	// The admin's groups (issue 10). Member A ({userA}) is in group A, member B in group B.
	"Query.adminGroups": {{op: `{ adminGroups { id name sortOrder whatsappInviteUrl } }`, want: adminOnly}},
	"Query.adminGroup": {
		{op: `{ adminGroup(id: "{groupA}") { id whatsappInviteUrl } }`, want: adminOnly},
		{op: `{ adminGroup(id: "999999") { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Query.adminGroupMembers": {
		{op: `{ adminGroupMembers(groupId: "{groupA}", search: "anna") { totalCount nodes { userId email } } }`, want: adminOnly},
		{op: `{ adminGroupMembers(groupId: "{groupA}", first: 0) { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `{ adminGroupMembers(groupId: "999999") { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.createGroup": {
		{op: `mutation { createGroup(input: {startDate: "05/15/2031"}) { group { id startDate } startAligned notice } }`, want: adminOnly},
		{op: `mutation { createGroup(input: {startDate: "2027-02-30"}) { group { id } } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `mutation { createGroup(input: {startDate: "2031-07-01", maxMembers: 0}) { group { id } } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.updateGroup": {
		{op: `mutation { updateGroup(id: "{groupB}", input: {maxMembers: 80, whatsappInviteUrl: ""}) { id maxMembers } }`, want: adminOnly},
		{op: `mutation { updateGroup(id: "{groupB}", input: {startDate: "13/01/2027"}) { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `mutation { updateGroup(id: "999999", input: {name: "Nobody's"}) { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.setGroupStatus": {
		{op: `mutation { setGroupStatus(id: "{groupB}", status: CLOSED) { id status } }`, want: adminOnly},
		{op: `mutation { setGroupStatus(id: "999999", status: CLOSED) { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.archiveGroup": {
		{op: `mutation { archiveGroup(id: "{groupX}") { id archivedAt } }`, setup: anEndedGroup, want: adminOnly},
		{op: `mutation { archiveGroup(id: "{groupA}") { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, conflict}},
		{op: `mutation { archiveGroup(id: "999999") { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
		{op: `mutation { archiveGroup(id: "abc") { id } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.unarchiveGroup": {
		{op: `mutation { unarchiveGroup(id: "{groupX}") { id archivedAt } }`, setup: anArchivedGroup, want: adminOnly},
		{op: `mutation { unarchiveGroup(id: "999999") { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.deleteGroup": {
		{op: `mutation { deleteGroup(id: "{groupE}") }`, setup: anEmptyGroup, want: adminOnly},
		{op: `mutation { deleteGroup(id: "{groupA}") }`, want: want{unauthorized, forbidden, forbidden, forbidden, conflict}},
		{op: `mutation { deleteGroup(id: "999999") }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.reorderGroups": {
		{op: `mutation { reorderGroups(order: ["{groupB}", "{groupA}"]) { id sortOrder } }`, want: adminOnly},
		{op: `mutation { reorderGroups(order: ["{groupA}"]) { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.addGroupMembers": {
		{op: `mutation { addGroupMembers(groupId: "{groupB}", userIds: ["{userA}"]) { id memberCount } }`, setup: groupMemberA, want: adminOnly},
		{op: `mutation { addGroupMembers(groupId: "{groupB}", userIds: ["999999"]) { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.removeGroupMember": {
		{op: `mutation { removeGroupMember(groupId: "{groupA}", userId: "{userA}") { id memberCount } }`, setup: groupMemberA, want: adminOnly},
		{op: `mutation { removeGroupMember(groupId: "{groupB}", userId: "{userA}") { id } }`, setup: groupMemberA, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.completeGroupMember": {
		{op: `mutation { completeGroupMember(groupId: "{groupA}", userId: "{userA}") { userId status completedAt } }`, setup: groupMemberA, want: adminOnly},
		{op: `mutation { completeGroupMember(groupId: "{groupB}", userId: "{userA}") { userId } }`, setup: groupMemberA, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},

	// The Progress tab (issue 11)
	"Query.adminProgress": {
		{op: `{ adminProgress(filter: {groupId: "{groupA}", request: PENDING, atRisk: false, search: "reader"}, orderBy: REQUESTED_AT, first: 10) { totalCount nodes { key userName groupName daysBehind atRisk trophyRequest { id status } } pageInfo { hasNextPage endCursor } } }`,
			setup: aPendingTrophyRequestA, want: adminOnly},
		{op: `{ adminProgress(filter: {groupId: "999999"}) { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
		{op: `{ adminProgress(after: "not-a-cursor") { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Query.adminMilestones": {
		{op: `{ adminMilestones(userId: "{userA}", groupId: "{groupA}") { id key missingDays grade } }`, setup: groupMemberA, want: adminOnly},
		{op: `{ adminMilestones(userId: "{userA}", groupId: "999999") { id } }`, setup: groupMemberA, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.approveTrophyRequest": {
		{op: `mutation { approveTrophyRequest(id: "{trophyRequestA}") { key trophiesCount trophyRequest { status decidedAt } } }`, setup: aPendingTrophyRequestA, want: adminOnly},
		{op: `mutation { approveTrophyRequest(id: "999999") { key } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	// Bulk decisions (issue 29): a per-request report; an empty or oversized selection is refused.
	"Mutation.approveTrophyRequests": {
		{op: `mutation { approveTrophyRequests(ids: ["{trophyRequestA}", "999999"]) { id outcome message } }`, setup: aPendingTrophyRequestA, want: adminOnly},
		{op: `mutation { approveTrophyRequests(ids: []) { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.rejectTrophyRequests": {
		{op: `mutation { rejectTrophyRequests(ids: ["{trophyRequestA}"], reason: "Please re-check Revelation") { id outcome } }`, setup: aPendingTrophyRequestA, want: adminOnly},
		{op: `mutation { rejectTrophyRequests(ids: ["{trophyRequestA}"], reason: "` + strings.Repeat("r", 600) + `") { id } }`, setup: aPendingTrophyRequestA,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	// Reward shipments (issue 29): the admins' list of awards to post, and recording them posted.
	"Query.adminAwardsToShip": {
		{op: `{ adminAwardsToShip(first: 10) { totalCount nodes { id userName email city mailingAddress name completedAt } pageInfo { hasNextPage } } }`,
			setup: anAwardForA, want: adminOnly},
		{op: `{ adminAwardsToShip(first: 0) { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.markAwardsShipped": {
		{op: `mutation { markAwardsShipped(ids: ["{awardA}"], shippedOn: "2026-11-20", note: "Tracked: AB123") { id outcome message } }`, setup: anAwardForA, want: adminOnly},
		{op: `mutation { markAwardsShipped(ids: ["{awardA}"], shippedOn: "2099-01-01") { id } }`, setup: anAwardForA, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Mutation.rejectTrophyRequest": {
		{op: `mutation { rejectTrophyRequest(id: "{trophyRequestA}", reason: "Please re-check Revelation") { key trophyRequest { status reason } } }`, setup: aPendingTrophyRequestA, want: adminOnly},
		{op: `mutation { rejectTrophyRequest(id: "{trophyRequestA}", reason: "` + strings.Repeat("r", 600) + `") { key } }`, setup: aPendingTrophyRequestA,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `mutation { rejectTrophyRequest(id: "999999") { key } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},

	// Mail (issue 12)
	"Query.adminOutbox": {
		{op: `{ adminOutbox { totalCount nodes { id kind toAddress subject status attempts lastError bodyText createdAt nextAttemptAt sentAt } pageInfo { hasNextPage endCursor } } }`, want: adminOnly},
		{op: `{ adminOutbox(status: FAILED, first: 5) { totalCount nodes { id } } }`, want: adminOnly},
		{op: `{ adminOutbox(first: 0) { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `{ adminOutbox(after: "not-a-cursor") { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"Query.adminMailConfigured": {{op: `{ adminMailConfigured }`, want: adminOnly}},
	"Mutation.retryOutboxEmail": {
		{op: `mutation { retryOutboxEmail(id: "{welcomeMailA}") { id status attempts nextAttemptAt } }`, setup: aWelcomeMailA, want: adminOnly},
		{op: `mutation { retryOutboxEmail(id: "{sentMail}") { id } }`, setup: aSentMail, want: want{unauthorized, forbidden, forbidden, forbidden, conflict}},
		{op: `mutation { retryOutboxEmail(id: "999999") { id } }`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},

	// The admin's Donations tab (issue 13)
	"Query.adminDonations": {
		{op: `{ adminDonations { totalCount totalAmount completedAmount nodes { id donorName donorEmail anonymous amount type status statusReason createdAt subscriptionId } pageInfo { hasNextPage endCursor } } }`, want: adminOnly},
		{op: `{ adminDonations(filter: {type: MONTHLY, status: COMPLETED, from: "2026-01-01", to: "2026-12-31"}, first: 5) { totalCount nodes { id } } }`, want: adminOnly},
		{op: `{ adminDonations(filter: {from: "2026-05-02", to: "2026-05-01"}) { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `{ adminDonations(after: "not-a-cursor") { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},

	// The message manager (issue 14): every board's messages, and the admin message form.
	"Query.adminMessages": {
		{op: `{ adminMessages { totalCount nodes { id groupId groupName source type priority title content authorName createdAt updatedAt openReportCount hidden } pageInfo { hasNextPage endCursor } } }`, want: adminOnly},
		{op: `{ adminMessages(filter: {groupId: "{groupA}", type: ANNOUNCEMENT, source: ADMIN, reported: false}, first: 5) { totalCount nodes { id } } }`, want: adminOnly},
		{op: `{ adminMessages(first: 101) { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `{ adminMessages(after: "not-a-cursor") { totalCount } }`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		// An ID that is not a number is refused while the arguments are read, before @hasRole: alike for everyone.
		{op: `{ adminMessages(filter: {groupId: "abc"}) { totalCount } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.createGroupMessage": {
		{op: `mutation { createGroupMessage(input: {groupId: "{groupA}", type: REMINDER, title: "Week 1", priority: HIGH, content: "Genesis 1-3"}) { id groupName title } }`, want: adminOnly},
		{op: `mutation { createGroupMessage(input: {groupId: "{groupA}", type: REMINDER, title: "  ", priority: HIGH, content: "Genesis 1-3"}) { id } }`,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `mutation { createGroupMessage(input: {groupId: "{groupA}", type: REMINDER, title: "Week 1", priority: HIGH, content: "` + strings.Repeat("x", 4001) + `"}) { id } }`,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `mutation { createGroupMessage(input: {groupId: "999999", type: REMINDER, title: "Week 1", priority: HIGH, content: "Genesis 1-3"}) { id } }`,
			want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"Mutation.updateGroupMessage": {
		{op: `mutation { updateGroupMessage(id: "{adminMessageA}", input: {groupId: "{groupA}", type: REMINDER, title: "Week 1", priority: URGENT, content: "Genesis 1-3"}) { id groupName priority } }`, want: adminOnly},
		// A member's message can only be deleted: invalid (a 403 would end the admin's session).
		{op: `mutation { updateGroupMessage(id: "{memberMessageA}", input: {groupId: "{groupA}", type: REMINDER, title: "Week 1", priority: URGENT, content: "Genesis 1-3"}) { id } }`,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{op: `mutation { updateGroupMessage(id: "999999", input: {groupId: "{groupA}", type: REMINDER, title: "Week 1", priority: URGENT, content: "Genesis 1-3"}) { id } }`,
			want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},

	// The limits the client checks before sending (issue 26): public; the types
	// a viewer may post differ (see resolvers' form rules test), not the access.
	"Query.formRules": {{op: `{ formRules { minPasswordLength maxMessageLength dateInputFormats postableTypes } }`, want: public}},

	// Donations (issue 13): public; the payment starts against stripe-mock.
	// Not configured, everyone is told giving is not set up (unavailable).
	"Query.donationSettings": {{op: `{ donationSettings { enabled publishableKey minAmount maxAmount } }`, want: public}},
	"Mutation.createDonation": {
		{op: `mutation { createDonation(input: {donorName: "Ada Donor", donorEmail: "{unique}@example.com", amount: "25.50", type: ONE_TIME, anonymous: false}) { donationId clientSecret } }`,
			setup: stripeConfigured, want: public},
		{op: `mutation { createDonation(input: {donorName: "Ada Donor", donorEmail: "{unique}@example.com", amount: "0.50", type: MONTHLY, anonymous: true}) { donationId } }`,
			setup: stripeConfigured, want: want{invalid, invalid, invalid, invalid, invalid}},
		{op: `mutation { createDonation(input: {donorName: "Ada Donor", donorEmail: "{unique}@example.com", amount: "1.005", type: ONE_TIME, anonymous: false}) { donationId } }`,
			setup: stripeConfigured, want: want{invalid, invalid, invalid, invalid, invalid}},
		{op: `mutation { createDonation(input: {donorName: "Ada Donor", donorEmail: "{unique}@example.com", amount: "25", type: ONE_TIME, anonymous: false}) { donationId } }`,
			want: want{unavailable, unavailable, unavailable, unavailable, unavailable}},
	},

	// Subscriptions: no token closes the socket (4401, unauthorized); a group
	// the viewer may not read is an error on the subscription (forbidden).
	"Subscription.boardEvents": {
		{op: `subscription { boardEvents(groupId: "{groupA}") { kind messageId } }`, want: groupAOnly},
		// From a version the viewer holds: the viewer's counts come with each event.
		{op: `subscription { boardEvents(groupId: "{groupA}", since: 0) { kind version totalCount unreadCount counts { type count unread } } }`, want: groupAOnly},
		// A version is never negative: refused once the group may be followed.
		{op: `subscription { boardEvents(groupId: "{groupA}", since: -1) { kind } }`, want: want{unauthorized, invalid, forbidden, forbidden, invalid}},
	},
	// Member self-service (issue 29): a member's own profile and sign-in. Admin accounts, with
	// either token, keep their email and password in the panel: their writes are forbidden.
	"Query.myProfile": {{op: `{ myProfile { name email city mailingAddress hasPassword signInByLink pendingEmail pendingEmailExpiresAt } }`, want: signedIn}},
	"Mutation.updateMyProfile": {
		{op: `mutation { updateMyProfile(input: {name: "Renamed Reader", city: "Accra", mailingAddress: "3 High St"}) { name city } }`, want: ownAccountOnly},
		{op: `mutation { updateMyProfile(input: {name: "Renamed Reader", city: " ", mailingAddress: "3 High St"}) { name } }`,
			want: want{unauthorized, invalid, invalid, forbidden, forbidden}},
	},
	"Mutation.requestEmailChange": {
		{op: `mutation { requestEmailChange(email: "{unique}@example.com") { email pendingEmail } }`, want: ownAccountOnly},
		// Another account's address (an admin's): a conflict on email, nothing sent.
		{op: `mutation { requestEmailChange(email: "ada@example.com") { email } }`, want: want{unauthorized, conflict, conflict, forbidden, forbidden}},
	},
	"Mutation.confirmEmailChange": {
		// Member A's link works once, for whoever holds it (the anonymous viewer goes first).
		{op: `mutation { confirmEmailChange(token: "{emailChangeTokenA}") { name email } }`, setup: anEmailChangeForA,
			want: want{ok, invalid, invalid, invalid, invalid}},
		{op: `mutation { confirmEmailChange(token: "` + strings.Repeat("A", 43) + `") { email } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.setMyPassword": {
		{op: `mutation { setMyPassword(newPassword: "secret-{unique}") { token scope } }`, want: ownAccountOnly},
		{op: `mutation { setMyPassword(newPassword: "short") { token } }`, want: want{unauthorized, invalid, invalid, forbidden, forbidden}},
	},
	"Mutation.removeMyPassword": {
		// Only member A has a password (the matrix's admin password).
		{op: `mutation { removeMyPassword(currentPassword: "{adminPassword}") { hasPassword } }`, setup: aPasswordForA,
			want: want{unauthorized, ok, invalid, forbidden, forbidden}, lead: &leaderWant{invalid, invalid}},
	},
	"Mutation.setSignInByLink": {{op: `mutation { setSignInByLink(on: true) { token scope } }`, want: ownAccountOnly}},
	"Mutation.passwordLogin": {
		{op: `mutation { passwordLogin(email: "anna@example.com", password: "{adminPassword}") { token scope } }`, setup: aPasswordForA, want: public},
		// A wrong password (each viewer its own email: seven failures for one email would start its back-off).
		{op: `mutation { passwordLogin(email: "{unique}@example.com", password: "not-a-password") { token } }`,
			want: want{unauthorized, unauthorized, unauthorized, unauthorized, unauthorized}},
		{op: `mutation { passwordLogin(email: "anna@", password: "whatever") { token } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.requestSignInLink": {
		// The same answer for everyone, whether or not the email has an account.
		{op: `mutation { requestSignInLink(email: "anna@example.com") }`, want: public},
		{op: `mutation { requestSignInLink(email: "{unique}@example.com") }`, want: public},
		{op: `mutation { requestSignInLink(email: "anna@") }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"Mutation.signInWithLink": {
		{op: `mutation { signInWithLink(token: "{signInTokenA}") { token scope } }`, setup: aSignInLinkForA, want: want{ok, invalid, invalid, invalid, invalid}},
		{op: `mutation { signInWithLink(token: "not-a-token") { token } }`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
}

// restCase is one request to a route. path defaults to the route's own path;
// body is JSON (none when empty). Both may use world.replacer's placeholders.
type restCase struct {
	path  string
	body  string
	want  want
	lead  *leaderWant
	setup setup
}

// restMatrix: every route of rest.Routes.
var restMatrix = map[string][]restCase{
	"GET /api/auth/public/current-group": {{want: public}},
	"POST /api/auth/login": {
		{body: `{"email": "anna@example.com", "name": "Anna Reader"}`, want: public},
		{body: `{"email": "anna@", "name": "Anna Reader"}`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/admin/login": {{body: `{"email": "ada@example.com", "password": "{adminPassword}"}`, want: public}},
	"POST /api/auth/register": {
		{body: `{"name": "New Reader", "email": "{unique}@example.com", "city": "Lagos", "mailing_address": "1 Broad St"}`, want: public},
		{body: `{"name": "New Reader", "email": "{unique}@example", "city": "Lagos", "mailing_address": "1 Broad St"}`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/join-current-group": {{want: signedIn}},
	"GET /api/auth/my-group":            {{want: signedIn}},
	"GET /api/auth/next-group":          {{want: signedIn}},
	"POST /api/auth/groups/{id}/join": {
		{path: "/api/auth/groups/{groupB}/join", want: want{unauthorized, ok, conflict, ok, ok}},
		{path: "/api/auth/groups/{groupA}/join", want: want{unauthorized, conflict, conflict, conflict, conflict}},
		{path: "/api/auth/groups/abc/join", want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/groups/{id}/cancel": {{path: "/api/auth/groups/{groupB}/cancel", setup: memberAJoinsGroupB,
		want: want{unauthorized, ok, ok, invalid, invalid}, lead: &leaderWant{invalid, ok}}}, // Lea did not join group B
	"GET /api/auth/milestone-progress": {{want: signedIn}},
	"POST /api/auth/milestone-progress": {
		{body: `{"milestoneId": 1, "missingDays": 3}`, setup: bothGroupsUnderWay, want: want{unauthorized, ok, ok, invalid, invalid}},
		{body: `{"milestoneId": 8, "missingDays": 0}`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
		{body: `{"missingDays": 3}`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
		{body: `{"milestoneId": 1, "missingDays": 400}`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/request-trophy-approval": {{body: `{}`, setup: memberACompletesTheJourney,
		want: want{unauthorized, ok, invalid, invalid, invalid}, lead: &noLogOfTheirOwn}},
	"GET /api/auth/my-awards": {{want: signedIn}},
	"GET /api/users/profile":  {{want: signedIn}},
	// Awards and legacy claims (issue 11)
	"GET /api/auth/public/trophies": {
		{path: "/api/auth/public/trophies?tier=gold&first=10", want: public},
		{path: "/api/auth/public/trophies?tier=tin", want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/public/legacy-claims": {
		{body: `{"name": "Old Reader", "email": "{unique}@example.com", "completed_journeys": 3, "last_completion_year": 2015}`, want: public},
		{body: `{"name": "Old Reader", "email": "{unique}@example.com", "completed_journeys": 0}`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/public/legacy-claims/confirm": {
		{body: `{"token": "{unique}` + legacyTokenPad + `"}`, setup: anApprovedLegacyClaim, want: public},
		{body: `{"token": "not a token"}`, setup: anApprovedLegacyClaim, want: want{invalid, invalid, invalid, invalid, invalid}},
		{body: `{}`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"GET /api/admin/awards/to-ship": {
		{path: "/api/admin/awards/to-ship?first=10", setup: anAwardForA, want: adminOnly},
		{path: "/api/admin/awards/to-ship?first=0", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"GET /api/admin/awards/to-ship.csv": {{setup: anAwardForA, want: adminOnly}},
	"POST /api/admin/awards/shipped": {
		{body: `{"ids": [{awardA}], "shipped_on": "2026-11-20", "note": "Tracked: AB123"}`, setup: anAwardForA, want: adminOnly},
		{body: `{"ids": [{awardA}], "shipped_on": "tomorrow"}`, setup: anAwardForA, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"GET /api/admin/legacy-claims": {
		{path: "/api/admin/legacy-claims?status=pending", setup: aPendingLegacyClaim, want: adminOnly},
		{path: "/api/admin/legacy-claims?status=lost", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	// Donations (issue 13)
	"POST /api/auth/donations": {
		{body: `{"donor_name": "Ada Donor", "donor_email": "{unique}@example.com", "amount": 25.5, "type": "one-time", "anonymous": false}`,
			setup: stripeConfigured, want: public},
		{body: `{"donor_name": "Ada Donor", "donor_email": "{unique}@example.com", "amount": "10000.01", "type": "monthly", "anonymous": false}`,
			setup: stripeConfigured, want: want{invalid, invalid, invalid, invalid, invalid}},
		{body: `{"donor_name": "Ada Donor", "donor_email": "{unique}@example.com", "amount": 25, "type": "one-time", "anonymous": false}`,
			want: want{unavailable, unavailable, unavailable, unavailable, unavailable}},
	},
	"POST /api/admin/legacy-claims/{id}/approve": {
		{path: "/api/admin/legacy-claims/{legacyClaim}/approve", setup: aPendingLegacyClaim, want: adminOnly},
		{path: "/api/admin/legacy-claims/999999/approve", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"POST /api/admin/legacy-claims/{id}/reject": {
		{path: "/api/admin/legacy-claims/{legacyClaim}/reject", body: `{"reason": "No record of these journeys"}`, setup: aPendingLegacyClaim, want: adminOnly},
		{path: "/api/admin/legacy-claims/{legacyClaim}/reject", body: `{"reason": "` + strings.Repeat("r", 600) + `"}`, setup: aPendingLegacyClaim,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	// The viewer's own group; an admin account has none.
	"GET /api/auth/my-group-all-messages": {{want: want{unauthorized, ok, ok, invalid, invalid}}},
	// A member posts to their own group; the admin token must name a group.
	"POST /api/auth/create-message": {
		{body: `{"content": "Hello"}`, want: want{unauthorized, ok, ok, invalid, invalid}},
		{body: `{"content": ""}`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/change-password": {
		{body: `{"currentPassword": "{adminPassword}", "newPassword": "another-secret"}`, want: adminOnly},
		{body: `{"currentPassword": "wrong-password", "newPassword": "another-secret"}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	// Password reset and calendar (issue 12)
	"POST /api/auth/reset-password": {
		{body: `{"email": "ada@example.com"}`, want: public},
		{body: `{"email": "ada@"}`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/reset-password-confirm": {
		{body: `{"token": "{resetTokenRae}", "newPassword": "another-secret"}`, setup: aResetLinkForRae, want: want{ok, invalid, invalid, invalid, invalid}},
		{body: `{"token": "{resetTokenRae}", "newPassword": "short"}`, setup: aResetLinkForRae, want: want{invalid, invalid, invalid, invalid, invalid}},
		{body: `{"token": "not-a-token", "newPassword": "another-secret"}`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	// Every signed-in viewer renews their own address (admins have no group: null).
	"POST /api/auth/calendar-url/renew": {{want: signedIn}},
	// Read without a sign-in through member A's own URL; anything else is a 404 for everyone.
	"GET /api/groups/{id}/calendar.ics": {
		{path: "/api/groups/{groupA}/calendar.ics?token={calendarTokenA}", setup: memberACalendar, want: public},
		{path: "/api/groups/{groupB}/calendar.ics?token={calendarTokenA}", setup: memberACalendar, want: notFoundForAll},
		{path: "/api/groups/{groupA}/calendar.ics?token=" + strings.Repeat("x", 43), setup: memberACalendar, want: notFoundForAll},
		{path: "/api/groups/{groupA}/calendar.ics", setup: memberACalendar, want: notFoundForAll},
	},
	"GET /api/admin/audit": {
		{path: "/api/admin/audit?object_type=user&first=10", want: adminOnly},
		{path: "/api/admin/audit?from=2027-13-01", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"DELETE /api/admin/user-messages/{id}": {
		{path: "/api/admin/user-messages/{memberMessageA}", want: adminOnly},
		{path: "/api/admin/user-messages/999999", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"GET /api/admin/group-messages": {
		{path: "/api/admin/group-messages?group_id={groupA}", want: adminOnly},
		{path: "/api/admin/group-messages?group_id=abc", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{path: "/api/admin/group-messages?message_type=gossip", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{path: "/api/admin/group-messages?after=not-a-cursor", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"GET /api/admin/messages": {
		{path: "/api/admin/messages?group_id={groupA}&message_type=encouragement&source=user&first=10", want: adminOnly},
		{path: "/api/admin/messages?message_type=gossip", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{path: "/api/admin/messages?source=robot", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{path: "/api/admin/messages?reported=maybe", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{path: "/api/admin/messages?first=101", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/group-messages": {
		{body: adminMessageBody, want: adminOnly},
		{body: `{"group_id": {groupA}, "title": "", "content": "Genesis 1-3", "message_type": "reminder", "priority": "high"}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"PUT /api/admin/group-messages/{id}": {
		{path: "/api/admin/group-messages/{adminMessageA}", body: adminMessageBody, want: adminOnly},
		{path: "/api/admin/group-messages/999999", body: adminMessageBody, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
		{path: "/api/admin/group-messages/{memberMessageA}", body: adminMessageBody, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"DELETE /api/admin/group-messages/{id}": {
		{path: "/api/admin/group-messages/{adminMessageA}", want: adminOnly},
		{path: "/api/admin/group-messages/999999", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"GET /api/admin/users": {
		{path: "/api/admin/users?search=reader&first=10", want: adminOnly},
		{path: "/api/admin/users?status=asleep", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{path: "/api/admin/users?waiting=true&network=198.51.100.0/24", want: adminOnly},
		{path: "/api/admin/users?network=nowhere", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{path: "/api/admin/users?registered_since=yesterday", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"GET /api/admin/users.csv": {
		{path: "/api/admin/users.csv?search=reader", want: adminOnly},
		{path: "/api/admin/users.csv?group_id=999999", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"GET /api/admin/donations": {
		{path: "/api/admin/donations?type=monthly&status=completed&from=2026-01-01&to=2026-12-31&first=10", want: adminOnly},
		{path: "/api/admin/donations?status=refunded", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"GET /api/admin/donations.csv": {
		{path: "/api/admin/donations.csv?type=one-time", want: adminOnly},
		{path: "/api/admin/donations.csv?from=2026-05-02&to=2026-05-01", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/users": {
		{body: `{"name": "New Person", "email": "{unique}@example.com"}`, want: adminOnly},
		{body: `{"name": "New Person", "email": "{unique}@example.com", "role": "owner"}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"PUT /api/admin/users/{id}": {
		{path: "/api/admin/users/{userT}", body: `{"name": "Tess Renamed", "email": "tess@example.com"}`, setup: aTargetUser, want: adminOnly},
		{path: "/api/admin/users/{userT}", body: `{"name": "Tess", "email": "anna@example.com"}`, setup: aTargetUser,
			want: want{unauthorized, forbidden, forbidden, forbidden, conflict}},
	},
	"POST /api/admin/users/remove-network": {
		{body: `{"network": "198.51.100.0/24", "since": "2026-01-01T00:00:00Z"}`, want: adminOnly},
		{body: `{"network": ""}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{body: `{"network": "198.51.100.0/24", "since": "yesterday"}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"DELETE /api/admin/groups/{id}": {
		{path: "/api/admin/groups/{groupE}", setup: anEmptyGroup, want: adminOnly},
		{path: "/api/admin/groups/{groupA}", want: want{unauthorized, forbidden, forbidden, forbidden, conflict}},
		{path: "/api/admin/groups/999999", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
		{path: "/api/admin/groups/abc", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/groups/{id}/archive": {
		{path: "/api/admin/groups/{groupX}/archive", setup: anEndedGroup, want: adminOnly},
		{path: "/api/admin/groups/{groupA}/archive", want: want{unauthorized, forbidden, forbidden, forbidden, conflict}},
		{path: "/api/admin/groups/999999/archive", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
		{path: "/api/admin/groups/abc/archive", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/groups/{id}/unarchive": {
		{path: "/api/admin/groups/{groupX}/unarchive", setup: anArchivedGroup, want: adminOnly},
		{path: "/api/admin/groups/999999/unarchive", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
		{path: "/api/admin/groups/abc/unarchive", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/users/import/preview": {
		{body: `{"csv": "name,email,city,mailing address\nNew Reader,{unique}@example.com,Accra,1 Main St"}`, want: adminOnly},
		{body: `{"csv": "name,email\nNew Reader,new@example.com"}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/users/import": {
		{body: `{"csv": "name,email,city,mailing address\nNew Reader,{unique}@example.com,Accra,1 Main St"}`, want: adminOnly},
		{body: `{"csv": ""}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/users/bulk": {
		{body: `{"ids": [{userT}], "action": "move", "group_id": {groupB}}`, setup: aTargetUser, want: adminOnly},
		{body: `{"ids": [], "action": "delete"}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"DELETE /api/admin/users/{id}": {
		{path: "/api/admin/users/{userT}", setup: aTargetUser, want: adminOnly},
		{path: "/api/admin/users/999999", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"POST /api/admin/users/{id}/status": {
		{path: "/api/admin/users/{userT}/status", body: `{"status": "inactive"}`, setup: aTargetUser, want: adminOnly},
		{path: "/api/admin/users/{userT}/status", body: `{"status": "asleep"}`, setup: aTargetUser, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/users/{id}/trophies": {
		{path: "/api/admin/users/{userT}/trophies", body: `{"op": "set", "value": 3}`, setup: aTargetUser, want: adminOnly},
		{path: "/api/admin/users/{userT}/trophies", body: `{"op": "set", "value": -1}`, setup: aTargetUser,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"GET /api/admin/groups": {{want: adminOnly}},
	"GET /api/admin/groups/{id}": {
		{path: "/api/admin/groups/{groupA}", want: adminOnly},
		{path: "/api/admin/groups/999999", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"POST /api/admin/groups": {
		{body: `{"start_date": "05/15/2031", "max_members": 20, "name": ""}`, want: adminOnly},
		{body: `{"start_date": ""}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{body: `{"start_date": "2031-07-01", "max_members": 0}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"PUT /api/admin/groups/{id}": {
		{path: "/api/admin/groups/{groupB}", body: `{"max_members": 80}`, want: adminOnly},
		{path: "/api/admin/groups/{groupB}", body: `{"start_date": "2027-02-30"}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{path: "/api/admin/groups/999999", body: `{"name": "Nobody's"}`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"POST /api/admin/groups/{id}/status": {
		{path: "/api/admin/groups/{groupB}/status", body: `{"status": "closed"}`, want: adminOnly},
		{path: "/api/admin/groups/{groupB}/status", body: `{"status": "archived"}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/groups/sort-order": {
		{body: `{"order": [{groupB}, {groupA}]}`, want: adminOnly},
		{body: `{"order": [{groupB}, {groupB}]}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/groups/{id}/members": {
		{path: "/api/admin/groups/{groupB}/members", body: `{"user_id": {userA}}`, setup: groupMemberA, want: adminOnly},
		{path: "/api/admin/groups/{groupB}/members", body: `{"user_id": 999999}`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"DELETE /api/admin/groups/{id}/members/{userId}": {
		{path: "/api/admin/groups/{groupA}/members/{userA}", setup: groupMemberA, want: adminOnly},
		{path: "/api/admin/groups/{groupB}/members/{userA}", setup: groupMemberA, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"POST /api/admin/groups/{id}/members/{userId}/complete": {
		{path: "/api/admin/groups/{groupA}/members/{userA}/complete", setup: groupMemberA, want: adminOnly},
		{path: "/api/admin/groups/{groupB}/members/{userA}/complete", setup: groupMemberA, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"GET /api/admin/groups/{id}/members.csv": {
		{path: "/api/admin/groups/{groupA}/members.csv", want: adminOnly},
		{path: "/api/admin/groups/999999/members.csv", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	// The Progress tab (issue 11)
	"GET /api/admin/progress": {
		{path: "/api/admin/progress?group_id={groupA}&request=pending&at_risk=false&search=reader&order=requested_at&first=10", setup: aPendingTrophyRequestA, want: adminOnly},
		{path: "/api/admin/progress?group_id=abc", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{path: "/api/admin/progress?request=maybe", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"GET /api/admin/progress.csv": {
		{path: "/api/admin/progress.csv?group_id={groupA}&at_risk=true", want: adminOnly},
		{path: "/api/admin/progress.csv?group_id=999999", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"GET /api/admin/milestone-progress": {
		{path: "/api/admin/milestone-progress?group_id={groupA}&first=5", setup: memberACompletesTheJourney, want: adminOnly},
		{path: "/api/admin/milestone-progress?user_id=abc", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/trophy-requests/{id}/approve": {
		{path: "/api/admin/trophy-requests/{trophyRequestA}/approve", setup: aPendingTrophyRequestA, want: adminOnly},
		{path: "/api/admin/trophy-requests/999999/approve", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"POST /api/admin/trophy-requests/approve": {
		{body: `{"ids": [{trophyRequestA}]}`, setup: aPendingTrophyRequestA, want: adminOnly},
		{body: `{"ids": []}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/trophy-requests/reject": {
		{body: `{"ids": [{trophyRequestA}], "reason": "Please re-check Revelation"}`, setup: aPendingTrophyRequestA, want: adminOnly},
		{body: `{"ids": [` + idList(501) + `]}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/trophy-requests/{id}/reject": {
		{path: "/api/admin/trophy-requests/{trophyRequestA}/reject", body: `{"reason": "Please re-check Revelation"}`, setup: aPendingTrophyRequestA, want: adminOnly},
		{path: "/api/admin/trophy-requests/{trophyRequestA}/reject", body: `{"reason": "` + strings.Repeat("r", 600) + `"}`, setup: aPendingTrophyRequestA,
			want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
		{path: "/api/admin/trophy-requests/999999/reject", body: `{}`, want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	// Stripe's webhooks and the donor's manage link (issue 13): public, each needing a signature. The
	// matrix sends no Stripe-Signature: refused for everyone, whatever the token (signed deliveries are
	// tested in rest/stripe_webhook_test.go). The manage link's token is its only credential.
	"POST /api/stripe/webhook": {
		{body: `{"id": "evt_matrix", "object": "event", "type": "payment_intent.succeeded", "data": {"object": {"id": "pi_1", "object": "payment_intent"}}}`,
			want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"GET /api/push/vapid-public-key": {{want: public}},
	"POST /api/auth/push-subscriptions": {
		{body: `{"endpoint": "https://push.example.net/send/{unique}", "expirationTime": null, "keys": {"p256dh": "` + matrixP256dh + `", "auth": "` + matrixAuth + `"}}`, want: signedIn},
		{body: `{"endpoint": "https://push.example.net/send/{unique}", "keys": {"p256dh": "BAd", "auth": "` + matrixAuth + `"}}`,
			want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"DELETE /api/auth/push-subscriptions": {{body: `{"endpoint": "https://push.example.net/send/{unique}"}`, want: signedIn}},
	"GET /api/auth/settings":              {{want: signedIn}},
	"PUT /api/auth/settings": {
		{body: `{"time_zone": "Australia/Sydney", "reminder_time": null, "weekly_digest": false, "digest_weekday": 0, "digest_time": "18:00", "announcements": false}`, want: signedIn},
		{body: `{"time_zone": "Nowhere/Else", "reminder_time": "07:00", "weekly_digest": true, "digest_weekday": 0, "digest_time": "18:00", "announcements": true}`,
			want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"GET /api/auth/check-ins": {{want: signedIn}},
	"POST /api/auth/check-ins": {
		{body: `{"day": 53, "answer": "missed"}`, want: want{unauthorized, ok, invalid, invalid, invalid}},
		{body: `{"day": 46, "answer": "read"}`, want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"POST /api/checkin": {
		{body: `{"token": "{checkInToken}", "answer": "missed"}`, setup: aCheckInLinkForA, want: public},
		{body: `{"token": "{checkInToken}", "answer": "maybe"}`, setup: aCheckInLinkForA, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"POST /api/unsubscribe/{token}": {
		{path: "/api/unsubscribe/{unsubscribeToken}", body: `{}`, setup: anUnsubscribeLinkForA, want: public},
		{path: "/api/unsubscribe/forged.token", body: `{}`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	// Opened in a browser: a redirect to the preferences page, nothing changed.
	"GET /api/unsubscribe/{token}": {{path: "/api/unsubscribe/{unsubscribeToken}", setup: anUnsubscribeLinkForA, want: public}},
	"POST /api/admin/announcements/preview": {
		{body: `{"audience": "everyone"}`, want: adminOnly},
		{body: `{"audience": "nobody"}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"POST /api/admin/announcements": {
		{body: `{"audience": "group", "group_id": {groupA}, "subject": "Week 8", "body": "Keep going!"}`, want: adminOnly},
		{body: `{"audience": "everyone", "subject": "Long", "body": "` + strings.Repeat("x", 50_000) + `"}`, want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"GET /api/admin/announcements":    {{want: adminOnly}},
	"GET /api/admin/rhythm/yesterday": {{want: adminOnly}},
	"GET /api/auth/today":             {{want: signedIn}},
	"GET /api/auth/catch-up/proposal": {
		{setup: aMissedDaysForA, want: want{unauthorized, ok, invalid, invalid, invalid}, lead: &noLogOfTheirOwn},
		{path: "/api/auth/catch-up/proposal?finish_by=2026-12-10", setup: aMissedDaysForA, want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"GET /api/auth/catch-up": {{setup: aCatchUpPlanForA, want: signedIn}},
	"POST /api/auth/catch-up": {
		{body: `{"finish_by": "2026-12-09"}`, setup: aMissedDaysForA, want: want{unauthorized, ok, invalid, invalid, invalid}, lead: &noLogOfTheirOwn},
		{body: `{"finish_by": "someday"}`, setup: aMissedDaysForA, want: want{unauthorized, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/catch-up/read": {
		{body: `{"through": 1}`, setup: aCatchUpPlanForA, want: want{unauthorized, ok, invalid, invalid, invalid}, lead: &noPlanOfTheirOwn},
		{body: `{"through": 0}`, setup: aCatchUpPlanForA, want: want{unauthorized, invalid, invalid, invalid, invalid}, lead: &noPlanOfTheirOwn},
	},
	"DELETE /api/auth/catch-up": {{setup: aCatchUpPlanForA, want: signedIn}},
	"GET /api/admin/groups/{id}/leaders": {
		{path: "/api/admin/groups/{groupA}/leaders", want: adminOnly},
		{path: "/api/admin/groups/999999/leaders", want: want{unauthorized, forbidden, forbidden, forbidden, journey.ENOTFOUND}},
	},
	"POST /api/admin/groups/{id}/leaders/{userId}": {
		{path: "/api/admin/groups/{groupA}/leaders/{memberAId}", want: adminOnly},
		{path: "/api/admin/groups/{groupA}/leaders/{memberBId}", want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"DELETE /api/admin/groups/{id}/leaders/{userId}": {{path: "/api/admin/groups/{groupA}/leaders/{leaderAId}", want: adminOnly}},
	"GET /api/auth/led-groups":                       {{want: signedIn}},
	"GET /api/auth/led-groups/{id}/progress": {
		{path: "/api/auth/led-groups/{groupA}/progress?at_risk=true&order=days_behind", want: nobodyButLeaders, lead: &leaderAOnly},
		{path: "/api/auth/led-groups/{groupA}/progress?order=sideways", want: nobodyButLeaders, lead: &leaderWant{invalid, forbidden}},
	},
	"GET /api/auth/led-groups/{id}/members/{userId}/milestones": {
		{path: "/api/auth/led-groups/{groupA}/members/{memberAId}/milestones", want: nobodyButLeaders, lead: &leaderAOnly},
		{path: "/api/auth/led-groups/{groupA}/members/{memberBId}/milestones", want: nobodyButLeaders, lead: &leaderWant{journey.ENOTFOUND, forbidden}},
	},
	// Programme settings (issue 29).
	"GET /api/settings":       {{want: public}},
	"GET /api/admin/settings": {{want: adminOnly}},
	"PUT /api/admin/settings": {
		{body: settingsBody("https://videos.example.org/2"), want: adminOnly},
		{body: settingsBody("ftp://videos.example.org/2"), want: want{unauthorized, forbidden, forbidden, forbidden, invalid}},
	},
	"GET /api/donations/manage": {
		{path: "/api/donations/manage?token=not-a-token", want: want{invalid, invalid, invalid, invalid, invalid}},
		{path: "/api/donations/manage", want: want{invalid, invalid, invalid, invalid, invalid}},
		{path: "/api/donations/manage?token={expiredManageToken}", setup: anExpiredManageLink, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	// Member self-service (issue 29), as the GraphQL fields.
	"GET /api/auth/profile": {{want: signedIn}},
	"PUT /api/auth/profile": {
		{body: `{"name": "Renamed Reader", "city": "Accra", "mailing_address": "3 High St"}`, want: ownAccountOnly},
		{body: `{"name": "Renamed Reader", "city": "Accra", "mailing_address": ""}`, want: want{unauthorized, invalid, invalid, forbidden, forbidden}},
	},
	"POST /api/auth/profile/email": {
		{body: `{"email": "{unique}@example.com"}`, want: ownAccountOnly},
		{body: `{"email": "ada@example.com"}`, want: want{unauthorized, conflict, conflict, forbidden, forbidden}},
	},
	"POST /api/auth/profile/email/confirm": {
		{body: `{"token": "{emailChangeTokenA}"}`, setup: anEmailChangeForA, want: want{ok, invalid, invalid, invalid, invalid}},
		{body: `{"token": ""}`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/profile/password": {
		{body: `{"newPassword": "secret-{unique}"}`, want: ownAccountOnly},
		{body: `{"newPassword": "short"}`, want: want{unauthorized, invalid, invalid, forbidden, forbidden}},
	},
	"POST /api/auth/profile/password/remove": {
		{body: `{"currentPassword": "{adminPassword}"}`, setup: aPasswordForA,
			want: want{unauthorized, ok, invalid, forbidden, forbidden}, lead: &leaderWant{invalid, invalid}},
	},
	"PUT /api/auth/profile/sign-in-by-link": {{body: `{"on": true}`, want: ownAccountOnly}},
	"POST /api/auth/password-login": {
		{body: `{"email": "anna@example.com", "password": "{adminPassword}"}`, setup: aPasswordForA, want: public},
		{body: `{"email": "anna@example.com", "password": ""}`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/sign-in-link": {
		{body: `{"email": "{unique}@example.com"}`, want: public},
		{body: `{"email": "anna@"}`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
	"POST /api/auth/sign-in-link/use": {
		{body: `{"token": "{signInTokenA}"}`, setup: aSignInLinkForA, want: want{ok, invalid, invalid, invalid, invalid}},
		{body: `{"token": "not-a-token"}`, want: want{invalid, invalid, invalid, invalid, invalid}},
	},
}

// settingsInput is a whole Settings form in GraphQL with part 2 of the video at part2.
func settingsInput(part2 string) string {
	return `{name: "Journey 365 Spring", introVideoPart1Url: "https://videos.example.org/1", introVideoPart2Url: "` + part2 + `",
		introVideoPart3Url: "https://videos.example.org/3", homeIntroVideoUrl: "https://videos.example.org/home",
		bibleAppUrl: "https://www.bible.com/app", helpStartPlanUrl: "https://help.youversion.com/", helpChangeLanguageUrl: "https://help.youversion.com/",
		timeZone: "Europe/Madrid", leadersSeeContactDetails: true}`
}

// settingsBody is the same form as PUT /api/admin/settings's body.
func settingsBody(part2 string) string {
	return `{"name": "Journey 365 Spring", "intro_video_part1_url": "https://videos.example.org/1", "intro_video_part2_url": "` + part2 + `",
		"intro_video_part3_url": "https://videos.example.org/3", "home_intro_video_url": "https://videos.example.org/home",
		"bible_app_url": "https://www.bible.com/app", "help_start_plan_url": "https://help.youversion.com/",
		"help_change_language_url": "https://help.youversion.com/", "time_zone": null, "leaders_see_contact_details": false}`
}

const adminMessageBody = `{"group_id": {groupA}, "title": "Week 1", "content": "Genesis 1-3", "message_type": "reminder", "priority": "high"}`

// --- Completeness -----------------------------------------------------------

func TestAuthorisationMatrixIsComplete(t *testing.T) {
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	var fields []string
	for _, root := range []*ast.Definition{schema.Query, schema.Mutation, schema.Subscription} {
		if root == nil {
			continue
		}
		for _, f := range root.Fields {
			fields = append(fields, root.Name+"."+f.Name)
		}
	}
	checkListed(t, "GraphQL field", "graphqlMatrix", fields, keys(graphqlMatrix))
	checkListed(t, "/api route", "restMatrix", rest.Routes(), keys(restMatrix))

	// Each case exercises the field its row names, and each REST case's
	// request is served by the route its row names.
	w := placeholderValues()
	for name, cases := range graphqlMatrix {
		for i, c := range cases {
			if got := rootField(t, schema, w.Replace(c.op)); got != name {
				t.Errorf("graphqlMatrix[%q][%d] runs %s, not %s", name, i, got, name)
			}
		}
	}
	for pattern, cases := range restMatrix {
		mux := http.NewServeMux()
		mux.HandleFunc(pattern, func(http.ResponseWriter, *http.Request) {})
		method, path, _ := strings.Cut(pattern, " ")
		for i, c := range cases {
			p := path
			if c.path != "" {
				p = w.Replace(c.path)
			}
			if _, got := mux.Handler(httptest.NewRequest(method, p, nil)); got != pattern {
				t.Errorf("restMatrix[%q][%d]: %s %s is not served by that route", pattern, i, method, p)
			}
		}
	}
}

func keys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func checkListed(t *testing.T, what, table string, have, listed []string) {
	t.Helper()
	for _, h := range have {
		if !slices.Contains(listed, h) {
			t.Errorf("%s %s has no row in the authorisation matrix: add its expected outcome per viewer to %s (app/authz_matrix_test.go)", what, h, table)
		}
	}
	for _, l := range listed {
		if !slices.Contains(have, l) {
			t.Errorf("%s lists %s %s, which no longer exists: remove its row", table, what, l)
		}
	}
}

// rootField is "Type.field" of the operation's only root selection.
func rootField(t *testing.T, schema *ast.Schema, op string) string {
	t.Helper()
	doc, errs := gqlparser.LoadQueryWithRules(schema, op, nil)
	if len(errs) > 0 {
		return fmt.Sprintf("an invalid operation (%v)", errs)
	}
	if len(doc.Operations) != 1 || len(doc.Operations[0].SelectionSet) != 1 {
		return "not exactly one root field"
	}
	f, isField := doc.Operations[0].SelectionSet[0].(*ast.Field)
	if !isField {
		return "a fragment"
	}
	return f.ObjectDefinition.Name + "." + f.Name
}

// --- Outcomes ---------------------------------------------------------------

func TestAuthorisationMatrixGraphQL(t *testing.T) {
	// Serial: each world signs in with a password, which waits at most 250 ms for the process-wide bcrypt slot (auth/password.go).
	for _, name := range keys(graphqlMatrix) {
		for i, c := range graphqlMatrix[name] {
			t.Run(fmt.Sprintf("%s/%d", name, i), func(t *testing.T) {
				w := newWorld(t)
				if c.setup != nil {
					c.setup(t, w)
				}
				outcomes := c.want.outcomes(c.lead)
				for _, v := range runOrder {
					expected := outcomes[v]
					op := w.replacer(v).Replace(c.op)
					var got, detail string
					if strings.HasPrefix(name, "Subscription.") {
						got, detail = w.subscribe(t, v, op)
					} else {
						got, detail = w.graphql(t, name, w.tokens[v], op)
					}
					if got != expected {
						t.Errorf("%s as %s: got %s, want %s\n  %s\n  %s", name, viewerNames[v], got, expected, op, detail)
					}
				}
			})
		}
	}
}

func TestAuthorisationMatrixREST(t *testing.T) {
	// Serial: each world signs in with a password, which waits at most 250 ms for the process-wide bcrypt slot (auth/password.go).
	for _, pattern := range keys(restMatrix) {
		for i, c := range restMatrix[pattern] {
			t.Run(fmt.Sprintf("%s/%d", pattern, i), func(t *testing.T) {
				w := newWorld(t)
				if c.setup != nil {
					c.setup(t, w)
				}
				method, path, _ := strings.Cut(pattern, " ")
				if c.path != "" {
					path = c.path
				}
				outcomes := c.want.outcomes(c.lead)
				for _, v := range runOrder {
					expected := outcomes[v]
					r := w.replacer(v)
					got, detail := w.rest(t, method, r.Replace(path), w.tokens[v], r.Replace(c.body))
					if got != expected {
						t.Errorf("%s as %s: got %s, want %s\n  %s", pattern, viewerNames[v], got, expected, detail)
					}
				}
			})
		}
	}
}

// graphql runs op on field ("Type.name") and returns its outcome: ok, or the
// first error's code. A refusal that still returns the field's data is
// reported as such: refused means nothing of it is seen.
func (w *world) graphql(tb testing.TB, field, token, op string) (outcome, detail string) {
	tb.Helper()
	rec := w.app.Do(tb, "POST", "/graphql", token, map[string]any{"query": op})
	var resp struct {
		Data   map[string]json.RawMessage `json:"data"`
		Errors []apptest.GraphQLError     `json:"errors"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil {
		return fmt.Sprintf("HTTP %d, not GraphQL", rec.Code), rec.Body.String()
	}
	outcome = errorOutcome(resp.Errors)
	_, name, _ := strings.Cut(field, ".")
	if data := resp.Data[name]; outcome != ok && len(data) > 0 && string(data) != "null" {
		outcome += " with data"
	}
	return outcome, rec.Body.String()
}

func errorOutcome(errs []apptest.GraphQLError) string {
	if len(errs) == 0 {
		return ok
	}
	if code, _ := errs[0].Extensions["code"].(string); code != "" {
		return code
	}
	return "an error without a code: " + errs[0].Message
}

// rest sends one request and returns its outcome: ok for a 200 success, else
// the envelope's error code (checked against its HTTP status).
func (w *world) rest(tb testing.TB, method, path, token, body string) (outcome, detail string) {
	tb.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	w.app.Handler.ServeHTTP(rec, req)
	detail = fmt.Sprintf("%s %s → %d %s", method, path, rec.Code, strings.TrimSpace(rec.Body.String()))
	if rec.Code == http.StatusOK && strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
		return ok, detail // an export: its refusals are envelopes like any other
	}
	if rec.Code == http.StatusOK && strings.HasPrefix(rec.Header().Get("Content-Type"), "text/calendar") {
		return ok, detail // a calendar feed: its refusals are envelopes too
	}
	if rec.Code == http.StatusSeeOther && strings.HasPrefix(rec.Header().Get("Location"), "/unsubscribe/") {
		return ok, detail // an unsubscribe link opened in a browser goes to its page
	}
	var env apptest.Envelope
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
		return fmt.Sprintf("HTTP %d, not an envelope", rec.Code), detail
	}
	switch {
	case env.Success && rec.Code == http.StatusOK:
		return ok, detail
	case env.Error == nil:
		return fmt.Sprintf("HTTP %d without an error", rec.Code), detail
	case restStatus[env.Error.Code] != rec.Code:
		return fmt.Sprintf("%s with HTTP %d", env.Error.Code, rec.Code), detail
	default:
		return env.Error.Code, detail
	}
}

var restStatus = map[string]int{
	journey.EINVALID: 400, journey.EUNAUTHORIZED: 401, journey.EFORBIDDEN: 403,
	journey.ENOTFOUND: 404, journey.ECONFLICT: 409, journey.ERATELIMITED: 429,
	journey.EUNAVAILABLE: 503,
}

// subscribe starts op over the websocket as viewer v and returns ok once an
// event of group A arrives, else the refusal.
func (w *world) subscribe(tb testing.TB, v int, op string) (outcome, detail string) {
	tb.Helper()
	srv := w.server(tb)
	sub, err := apptest.Subscribe(tb, srv, w.tokens[v], op, nil)
	if err != nil {
		switch websocket.CloseStatus(err) {
		case 4401:
			return unauthorized, err.Error()
		case 4403:
			return forbidden, err.Error()
		}
		return "refused", err.Error()
	}
	defer sub.Close()
	// An accepted subscription says nothing until an event: post on group A's
	// board until one arrives (a post before the subscription is registered
	// is not delivered). Reading with a deadline once: a cancelled read
	// closes the socket.
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			case <-time.After(200 * time.Millisecond):
				w.tryPostAsAdmin("An event for the subscribers")
			}
		}
	}()
	m, err := sub.Next(10 * time.Second)
	close(stop)
	<-done
	if err != nil {
		return "no event within 10 s", err.Error()
	}
	switch m.Type {
	case "next":
		var p struct {
			Errors []apptest.GraphQLError `json:"errors"`
		}
		_ = json.Unmarshal(m.Payload, &p)
		return errorOutcome(p.Errors), string(m.Payload)
	case "error":
		var errs []apptest.GraphQLError
		_ = json.Unmarshal(m.Payload, &errs)
		return errorOutcome(errs), string(m.Payload)
	default:
		return m.Type, string(m.Payload)
	}
}

// --- The world --------------------------------------------------------------

// world is the programme every case runs against, on 2026-11-22:
//   - group A: October 2026, under way (its registration closed on 15 October),
//     with member A (Anna Reader), one message of hers and one admin message;
//   - group B: January 2027, open for registration, with member B (Boaz Reader);
//   - two admin accounts in no group, with the password adminPassword: Ada
//     (ada@example.com) signs in at login and holds a member token, Sam
//     (sam@example.com) signs in at adminLogin and holds the admin token;
//   - Lea Leader, who registered with Anna and leads group A, and Levi
//     Leader, who registered with Boaz and leads group B.
type world struct {
	app    *apptest.App
	tokens [viewers]string // by viewer
	vars   map[string]string
	srv    *httptest.Server
}

const adminPassword = "matrix-admin-password"

var adminHash = sync.OnceValue(func() string {
	h, err := bcrypt.GenerateFromPassword([]byte(adminPassword), bcrypt.MinCost)
	if err != nil {
		panic(err)
	}
	return string(h)
})

// worldTemplate is the world every case starts from, built once (buildWorld)
// and kept as a database template: a case copies it in milliseconds rather
// than registering and signing everyone in again. Its tokens stay valid in
// the copy: the sessions are in the database and the signing key is
// apptest's.
var worldTemplate struct {
	once     sync.Once
	database string // empty: the build failed (in the first case to ask)
	tokens   [viewers]string
	vars     map[string]string
}

// newWorld returns a world of the case's own: a copy of the template's
// database behind an application instance of its own.
func newWorld(tb testing.TB) *world {
	tb.Helper()
	worldTemplate.once.Do(func() {
		database := dbtest.MustTemplate(tb, func(url string) {
			w := buildWorld(tb, url)
			w.app.Close()
			worldTemplate.tokens, worldTemplate.vars = w.tokens, w.vars
		})
		worldTemplate.database = database
	})
	if worldTemplate.database == "" {
		tb.Fatal("the matrix's world could not be built: see the first case that failed")
	}
	a := apptest.MustNewOn(tb, dbtest.MustURLFrom(tb, worldTemplate.database))
	a.SetToday(tb, "2026-11-22")
	return &world{app: a, tokens: worldTemplate.tokens, vars: maps.Clone(worldTemplate.vars)}
}

// buildWorld makes the matrix's world on the database at url: members and
// leaders of groups A and B, two admin accounts, everyone's token, and a
// message by member A and one by an admin on group A's board.
func buildWorld(tb testing.TB, url string) *world {
	tb.Helper()
	a := apptest.MustNewProgrammeOn(tb, url, "2026-11-22")
	w := &world{app: a}
	// Member A registered in October, while its registration was open.
	a.SetToday(tb, "2026-10-10")
	w.tokens[viewerMemberA] = w.mustToken(tb, "register", fmt.Sprintf(`mutation { register(input: %s) { token } }`, registration("Anna Reader", "anna@example.com")))
	w.tokens[viewerLeaderA] = w.mustToken(tb, "register", fmt.Sprintf(`mutation { register(input: %s) { token } }`, registration("Lea Leader", "lea@example.com")))
	a.SetToday(tb, "2026-11-22")
	w.tokens[viewerMemberB] = w.mustToken(tb, "register", fmt.Sprintf(`mutation { register(input: %s) { token } }`, registration("Boaz Reader", "boaz@example.com")))
	w.tokens[viewerLeaderB] = w.mustToken(tb, "register", fmt.Sprintf(`mutation { register(input: %s) { token } }`, registration("Levi Leader", "levi@example.com")))
	// Two admin accounts, so that what one column does cannot change the other's outcome.
	hash := adminHash()
	for _, name := range []string{"Ada", "Sam"} {
		a.MustUser(tb, journey.User{Name: name + " Admin", Email: strings.ToLower(name) + "@example.com", Role: journey.RoleAdmin, PasswordHash: &hash})
	}
	w.tokens[3] = w.mustToken(tb, "login", `mutation { login(email: "ada@example.com", name: "Ada Admin") { token } }`)
	w.tokens[4] = w.mustToken(tb, "adminLogin", fmt.Sprintf(`mutation { adminLogin(email: "sam@example.com", password: %q) { token } }`, adminPassword))

	groupA, groupB := w.mustMyGroup(tb, w.tokens[1]), w.mustMyGroup(tb, w.tokens[2])
	if groupA == groupB {
		tb.Fatalf("members A and B are both in group %s", groupA)
	}
	w.vars = map[string]string{"groupA": groupA, "groupB": groupB, "adminPassword": adminPassword}
	if _, err := a.DB.Exec(`INSERT INTO group_leaders (group_id, user_id) SELECT m.group_id, m.user_id
		FROM group_members m JOIN users u ON u.id = m.user_id WHERE u.email IN ('lea@example.com', 'levi@example.com')`); err != nil {
		tb.Fatal(err)
	}
	for key, email := range map[string]string{"memberAId": "anna@example.com", "memberBId": "boaz@example.com", "leaderAId": "lea@example.com"} {
		var id int64
		a.MustGet(tb, &id, `SELECT id FROM users WHERE email = $1`, email)
		w.vars[key] = strconv.FormatInt(id, 10)
	}
	w.vars["memberMessageA"] = w.mustData(tb, w.tokens[1], `mutation { postMessage(input: {content: "Anna's message"}) { id } }`, "postMessage", "id")
	w.vars["adminMessageA"] = w.postAsAdmin(tb, "Welcome to October")
	return w
}

func registration(name, email string) string {
	return fmt.Sprintf(`{name: %q, email: %q, city: "Lagos", mailingAddress: "2 Broad St"}`, name, email)
}

// replacer fills in a case's placeholders for viewer v.
func (w *world) replacer(v int) *strings.Replacer {
	var pairs []string
	for k, val := range w.vars {
		pairs = append(pairs, "{"+k+"}", val)
	}
	return strings.NewReplacer(append(pairs, "{unique}", fmt.Sprintf("matrix-viewer-%d", v))...)
}

// placeholderValues stands in for a world where only the shape matters.
func placeholderValues() *strings.Replacer {
	return (&world{vars: map[string]string{"groupA": "1", "groupB": "2", "memberMessageA": "3", "adminMessageA": "4", "memberMessageC": "5",
		"adminPassword": adminPassword}}).replacer(0)
}

func (w *world) server(tb testing.TB) *httptest.Server {
	if w.srv == nil {
		w.srv = httptest.NewServer(w.app.Handler)
		tb.Cleanup(w.srv.Close)
	}
	return w.srv
}

// mustData runs op as token and returns data.<field>.<key> as a string.
func (w *world) mustData(tb testing.TB, token, op, field, key string) string {
	tb.Helper()
	rec := w.app.Do(tb, "POST", "/graphql", token, map[string]any{"query": op})
	var resp struct {
		Data   map[string]map[string]any `json:"data"`
		Errors []apptest.GraphQLError    `json:"errors"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil || len(resp.Errors) > 0 || resp.Data[field] == nil {
		tb.Fatalf("matrix world: %s: %d %s", op, rec.Code, rec.Body)
	}
	return fmt.Sprint(resp.Data[field][key])
}

func (w *world) mustToken(tb testing.TB, field, op string) string {
	tb.Helper()
	return w.mustData(tb, "", op, field, "token")
}

func (w *world) mustMyGroup(tb testing.TB, token string) string {
	tb.Helper()
	return w.mustData(tb, token, `{ myGroup { id } }`, "myGroup", "id")
}

// postAsAdmin posts an admin message on group A's board and returns its id.
func (w *world) postAsAdmin(tb testing.TB, title string) string {
	tb.Helper()
	return w.mustData(tb, w.tokens[4], w.adminPost(title), "postMessage", "id")
}

// tryPostAsAdmin is postAsAdmin from a goroutine of its own: failures show
// as a missing event.
func (w *world) tryPostAsAdmin(title string) {
	body, _ := json.Marshal(map[string]any{"query": w.adminPost(title)})
	req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+w.tokens[4])
	w.app.Handler.ServeHTTP(httptest.NewRecorder(), req)
}

func (w *world) adminPost(title string) string {
	return fmt.Sprintf(`mutation { postMessage(input: {groupId: %q, title: %q, content: "Keep reading", type: ANNOUNCEMENT}) { id } }`,
		w.vars["groupA"], title)
}

// memberAJoinsGroupB schedules member A for January, so that A may cancel it.
func memberAJoinsGroupB(tb testing.TB, w *world) {
	tb.Helper()
	w.mustData(tb, w.tokens[1], fmt.Sprintf(`mutation { joinGroup(id: %q) { id } }`, w.vars["groupB"]), "joinGroup", "id")
}

// aTargetUser adds Tess Reader ({userT}), a member in no group, for the
// admin's user writes to aim at.
func aTargetUser(tb testing.TB, w *world) {
	tb.Helper()
	u := w.app.MustUser(tb, journey.User{Name: "Tess Reader", Email: "tess@example.com"})
	w.vars["userT"] = fmt.Sprint(u.ID)
}

// anEmptyGroup adds a group nobody ever joined as {groupE}, for deleteGroup.
func anEmptyGroup(tb testing.TB, w *world) {
	tb.Helper()
	var id int64
	w.app.MustGet(tb, &id, `INSERT INTO groups (name, start_date, end_date, registration_deadline, max_members, sort_order)
		VALUES ('Spare Group', '2040-01-01', '2040-12-30', '2040-01-15', 50, 99) RETURNING id`)
	w.vars["groupE"] = fmt.Sprint(id)
}

// anEndedGroup adds a group that completed in 2025 as {groupX}, for archiveGroup.
func anEndedGroup(tb testing.TB, w *world) {
	tb.Helper()
	var id int64
	w.app.MustGet(tb, &id, `INSERT INTO groups (name, status, start_date, end_date, registration_deadline, max_members, sort_order)
		VALUES ('January 2025 Group', 'completed', '2025-01-01', '2025-12-31', '2025-01-15', 50, 98) RETURNING id`)
	w.vars["groupX"] = fmt.Sprint(id)
}

// anArchivedGroup is anEndedGroup archived, for unarchiveGroup.
func anArchivedGroup(tb testing.TB, w *world) {
	tb.Helper()
	anEndedGroup(tb, w)
	var id int64
	w.app.MustGet(tb, &id, `UPDATE groups SET archived_at = now() WHERE id = $1 RETURNING id`, w.vars["groupX"])
}

// groupMemberA names member A (Anna Reader, in group A) as {userA}, for
// the admin's group member operations to aim at.
func groupMemberA(tb testing.TB, w *world) {
	tb.Helper()
	var id int64
	w.app.MustGet(tb, &id, `SELECT id FROM users WHERE email = 'anna@example.com'`)
	w.vars["userA"] = fmt.Sprint(id)
}

// caraPostsInGroupA adds Cara Reader, a second member of group A
// (registered in October like member A), and names her message on its
// board {memberMessageC}.
func caraPostsInGroupA(tb testing.TB, w *world) {
	tb.Helper()
	w.app.SetToday(tb, "2026-10-10")
	cara := w.mustToken(tb, "register", fmt.Sprintf(`mutation { register(input: %s) { token } }`, registration("Cara Reader", "cara@example.com")))
	w.app.SetToday(tb, "2026-11-22")
	w.vars["memberMessageC"] = w.mustData(tb, cara, `mutation { postMessage(input: {content: "Cara's message"}) { id } }`, "postMessage", "id")
}

// memberAReportsCara has member A report Cara's message {memberMessageC}.
func memberAReportsCara(tb testing.TB, w *world) {
	tb.Helper()
	caraPostsInGroupA(tb, w)
	rec := w.app.Do(tb, "POST", "/graphql", w.tokens[1], map[string]any{"query": fmt.Sprintf(`mutation { reportMessage(messageId: %q) }`, w.vars["memberMessageC"])})
	if rec.Code != 200 || bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`)) {
		tb.Fatalf("matrix world: member A reporting Cara's message: %d %s", rec.Code, rec.Body)
	}
}

// bothGroupsUnderWay moves the clock to 2027-01-02, day 2 of group B (and
// day 94 of group A): The Law takes entries in both.
func bothGroupsUnderWay(tb testing.TB, w *world) {
	tb.Helper()
	w.app.SetToday(tb, "2027-01-02")
}

// memberACompletesTheJourney moves the clock to the day after group A's last
// (2027-10-01: every milestone open, the trophy askable; group B on day
// 274) and reports every milestone caught up for member A.
func memberACompletesTheJourney(tb testing.TB, w *world) {
	tb.Helper()
	w.app.SetToday(tb, "2027-10-01")
	var ops bytes.Buffer
	ops.WriteString("mutation {")
	for id := 1; id <= 8; id++ {
		fmt.Fprintf(&ops, " m%d: setMissingDays(milestoneId: %d, missingDays: 0) { id }", id, id)
	}
	ops.WriteString(" }")
	rec := w.app.Do(tb, "POST", "/graphql", w.tokens[1], map[string]any{"query": ops.String()})
	if rec.Code != 200 || bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`)) {
		tb.Fatalf("matrix world: completing the journey: %d %s", rec.Code, rec.Body)
	}
}

// aPendingTrophyRequestA has member A complete the journey and ask for the
// trophy: the request is {trophyRequestA}, member A {userA}.
func aPendingTrophyRequestA(tb testing.TB, w *world) {
	tb.Helper()
	memberACompletesTheJourney(tb, w)
	groupMemberA(tb, w)
	w.vars["trophyRequestA"] = w.mustData(tb, w.tokens[1], `mutation { requestTrophyApproval { id status } }`, "requestTrophyApproval", "id")
}

// idList is "1, 2, …, n": a selection of n distinct ids.
func idList(n int) string {
	ids := make([]string, n)
	for i := range ids {
		ids[i] = strconv.Itoa(i + 1)
	}
	return strings.Join(ids, ", ")
}

// anAwardForA has the admin approve member A's trophy request: her award
// {awardA}, not yet posted.
func anAwardForA(tb testing.TB, w *world) {
	tb.Helper()
	aPendingTrophyRequestA(tb, w)
	w.mustData(tb, w.tokens[viewerAdmin], fmt.Sprintf(`mutation { approveTrophyRequest(id: %q) { key } }`, w.vars["trophyRequestA"]), "approveTrophyRequest", "key")
	var id int64
	w.app.MustGet(tb, &id, `SELECT id FROM awards WHERE trophy_request_id = $1`, w.vars["trophyRequestA"])
	w.vars["awardA"] = strconv.FormatInt(id, 10)
}

// notFoundForAll: a 404 whoever asks (a feed that reveals nothing).
var notFoundForAll = want{journey.ENOTFOUND, journey.ENOTFOUND, journey.ENOTFOUND, journey.ENOTFOUND, journey.ENOTFOUND}

// aResetLinkForRae adds Rae, an admin account none of the viewers holds
// (a reset ends every session of its account), asks for a reset of her
// password and names the mailed link's token {resetTokenRae} and Rae {adminRae}.
func aResetLinkForRae(tb testing.TB, w *world) {
	tb.Helper()
	hash := adminHash()
	rae := w.app.MustUser(tb, journey.User{Name: "Rae Admin", Email: "rae@example.com", Role: journey.RoleAdmin, PasswordHash: &hash})
	if _, err := w.app.Account.RequestPasswordReset(tb.Context(), "rae@example.com"); err != nil {
		tb.Fatal(err)
	}
	var body string
	w.app.MustGet(tb, &body, `SELECT body_text FROM email_outbox WHERE kind = 'password_reset' AND to_address = 'rae@example.com' ORDER BY id DESC LIMIT 1`)
	_, token, found := strings.Cut(body, "/reset-password?token=")
	if !found {
		tb.Fatalf("matrix world: the reset mail has no link:\n%s", body)
	}
	w.vars["resetTokenRae"], _, _ = strings.Cut(token, "\n")
	w.vars["adminRae"] = fmt.Sprint(rae.ID)
}

// anExpiredManageLink names {expiredManageToken}: a monthly donor's manage
// link made 31 days ago (they last 30).
func anExpiredManageLink(tb testing.TB, w *world) {
	tb.Helper()
	bill := w.app.Billing
	now := bill.Clock
	bill.Clock = func() time.Time { return now().Add(-31 * 24 * time.Hour) }
	link, err := bill.ManageLink("cus_matrix")
	bill.Clock = now
	if err != nil {
		tb.Fatal(err)
	}
	_, w.vars["expiredManageToken"], _ = strings.Cut(link, "?token=")
}

// aCheckInLinkForA signs a check-in link for member A's day 53 (today).
func aCheckInLinkForA(tb testing.TB, w *world) {
	tb.Helper()
	u, g := w.memberA(tb)
	link := w.app.Habit.NewCheckInLink(u.ID, g, u.TokenVersion, 53, rhythm.Read, w.app.Service.Clock())
	_, w.vars["checkInToken"], _ = strings.Cut(link, "/checkin/")
}

// aPushDeviceForA registers a browser of member A's for notifications.
func aPushDeviceForA(tb testing.TB, w *world) {
	tb.Helper()
	w.vars["pushDeviceA"] = w.mustData(tb, w.tokens[1], `mutation { subscribePush(input: {endpoint: "https://push.example.net/send/a", p256dh: "`+
		matrixP256dh+`", auth: "`+matrixAuth+`"}) { id } }`, "subscribePush", "id")
}

// aMissedDaysForA gives member A a week of log before today (day 53):
// days 46 to 52 read but for 50 and 51, missed.
func aMissedDaysForA(tb testing.TB, w *world) {
	tb.Helper()
	u, g := w.memberA(tb)
	if _, err := w.app.DB.Exec(`INSERT INTO check_ins (user_id, group_id, day, answer, source)
		SELECT $1, $2, d, CASE WHEN d IN (50, 51) THEN 'missed' ELSE 'read' END, 'dashboard' FROM generate_series(46, 52) d`, u.ID, g); err != nil {
		tb.Fatal(err)
	}
}

// aCatchUpPlanForA has member A accept the way back for days 50 and 51 (and
// the days before 46, not reported) by the end of The Law.
func aCatchUpPlanForA(tb testing.TB, w *world) {
	tb.Helper()
	aMissedDaysForA(tb, w)
	w.mustData(tb, w.tokens[1], `mutation { acceptCatchUp(finishBy: "2026-12-09") { day } }`, "acceptCatchUp", "day")
}

// anUnsubscribeLinkForA signs member A's reminders' unsubscribe link.
func anUnsubscribeLinkForA(tb testing.TB, w *world) {
	tb.Helper()
	u, _ := w.memberA(tb)
	api, _ := w.app.Habit.UnsubscribeLink(u.ID, mail.CategoryReminder)
	_, w.vars["unsubscribeToken"], _ = strings.Cut(api, "/api/unsubscribe/")
}

// memberA is member A's account and group.
func (w *world) memberA(tb testing.TB) (journey.User, int64) {
	tb.Helper()
	u, err := w.app.DB.Q().UserByEmail(tb.Context(), "anna@example.com")
	if err != nil {
		tb.Fatal(err)
	}
	g, err := strconv.ParseInt(w.vars["groupA"], 10, 64)
	if err != nil {
		tb.Fatal(err)
	}
	return u, g
}

// stripeConfigured turns online giving on, its Stripe a stripe-mock of the test's own.
func stripeConfigured(tb testing.TB, w *world) {
	tb.Helper()
	w.app.Billing.Payments = payments.New("sk_test_matrix", stripemock.Start(tb))
	w.app.Billing.PublishableKey = "pk_test_matrix"
}

// memberACalendar names the token of member A's calendar URL (from their
// dashboard) {calendarTokenA}.
func memberACalendar(tb testing.TB, w *world) {
	tb.Helper()
	u := w.mustData(tb, w.tokens[1], `{ dashboard { calendarUrl } }`, "dashboard", "calendarUrl")
	_, token, found := strings.Cut(u, "/calendar.ics?token=")
	if !found {
		tb.Fatalf("matrix world: member A's calendar URL is %q", u)
	}
	w.vars["calendarTokenA"] = token
}

// aPasswordForA gives member A a password (the matrix's admin password),
// without ending her session.
func aPasswordForA(tb testing.TB, w *world) {
	tb.Helper()
	if _, err := w.app.DB.Exec(`UPDATE users SET password_hash = $1 WHERE email = 'anna@example.com'`, adminHash()); err != nil {
		tb.Fatal(err)
	}
}

// anEmailChangeForA has member A ask to sign in as anna.new@example.com and
// names the mailed confirmation link's token {emailChangeTokenA}.
func anEmailChangeForA(tb testing.TB, w *world) {
	tb.Helper()
	w.mustData(tb, w.tokens[viewerMemberA], `mutation { requestEmailChange(email: "anna.new@example.com") { pendingEmail } }`, "requestEmailChange", "pendingEmail")
	w.vars["emailChangeTokenA"] = w.mailedToken(tb, "email_change_confirm", "anna.new@example.com", "/confirm-email?token=")
}

// aSignInLinkForA mails member A a sign-in link and names its token {signInTokenA}.
func aSignInLinkForA(tb testing.TB, w *world) {
	tb.Helper()
	if _, err := w.app.Account.RequestSignInLink(tb.Context(), "anna@example.com"); err != nil {
		tb.Fatal(err)
	}
	w.vars["signInTokenA"] = w.mailedToken(tb, "sign_in_link", "anna@example.com", "/sign-in?token=")
}

// mailedToken is the token of the link after marker in the newest mail of kind to to.
func (w *world) mailedToken(tb testing.TB, kind, to, marker string) string {
	tb.Helper()
	var body string
	w.app.MustGet(tb, &body, `SELECT body_text FROM email_outbox WHERE kind = $1 AND to_address = $2 ORDER BY id DESC LIMIT 1`, kind, to)
	_, token, found := strings.Cut(body, marker)
	if !found {
		tb.Fatalf("matrix world: the %s mail has no link:\n%s", kind, body)
	}
	token, _, _ = strings.Cut(token, "\n")
	return token
}
