package graph

import (
	"time"

	"journey365/account"
	"journey365/announcements"
	"journey365/awards"
	"journey365/billing"
	"journey365/board"
	"journey365/habit"
	"journey365/journey"
	"journey365/mail"
	"journey365/push"
	"journey365/rhythm"
	"journey365/service"
	"journey365/settings"
)

// Complexity is counted in rough units of work: a field costs 1 plus its
// children (gqlgen's default), a root field costs statementCost for each SQL
// statement it runs, and a page costs its size times the fields asked of each
// item. With complexityLimit at 2,500 one operation runs at most about 100
// statements (e.g. 24 aliases of the smallest board query), a full board page
// of 100 messages still fits, and the app's largest query (the board page of
// 30 with every field) costs about 800.
const (
	complexityLimit = 2500
	statementCost   = 25
)

// setComplexity installs the costs that differ from gqlgen's default.
func setComplexity(c *ComplexityRoot) {
	root := func(statements int) func(int) int {
		return func(child int) int { return statements*statementCost + child }
	}
	c.Query.AdminOverview = root(4)
	c.Query.CurrentGroup = root(1)
	c.Query.Dashboard = root(5)
	c.Query.Me = root(1)
	// Constants, and the viewer's user row for the types they may post.
	c.Query.FormRules = root(1)
	c.Query.Milestones = root(1)
	c.Query.MyGroup = root(1)
	c.Query.NextGroup = root(2)
	c.Query.Board = func(child int, _ *int64, _ *journey.MessageType, first int, _ *string) int {
		return 4*statementCost + page(first)*child
	}
	c.Query.AdminAudit = func(child int, _ *service.AuditFilter, first int, _ *string) int {
		return 2*statementCost + page(first)*child
	}
	c.Query.AdminGroupMembers = func(child int, _ int64, _ *string, first int, _ *string) int {
		return 2*statementCost + page(first)*child
	}
	// A user's groups come through a loader: one statement for the whole page.
	// AdminUser.hasPassword (issue 29) keeps gqlgen's default cost of 1: it
	// reads password_hash of the row the page already loaded, no statement.
	c.Query.AdminUsers = func(child int, _ *service.UserFilter, first int, _ *string) int {
		return 3*statementCost + page(first)*child
	}
	c.Mutation.AddGroupMembers = func(child int, _ int64, userIDs []int64) int {
		return 4*statementCost + len(userIDs) + child
	}
	// Archiving locks the group, writes it and its audit entry.
	c.Mutation.ArchiveGroup = func(child int, _ int64) int { return 3*statementCost + child }
	c.Mutation.UnarchiveGroup = func(child int, _ int64) int { return 3*statementCost + child }
	c.Query.MyAwards = func(child, first int) int { return statementCost + page(first)*child }
	c.Dashboard.Awards = func(child, first int) int { return statementCost + page(first)*child }

	// The Awards page and the legacy queue (issue 11): tier counts are kept by
	// a trigger, so each read is one statement plus its page.
	c.Query.AwardTiers = root(1)
	c.Query.TrophyHolders = func(child int, _ journey.Tier, first int, _ *string) int {
		return 2*statementCost + page(first)*child
	}
	c.Query.AdminLegacyClaims = func(child int, _ *journey.LegacyClaimStatus, first int, _ *string) int {
		return 2*statementCost + page(first)*child
	}
	c.Query.AdminProgress = func(child int, _ *service.ProgressFilter, _ *service.ProgressOrder, first int, _ *string) int {
		return 2*statementCost + page(first)*child
	}
	c.Query.AdminMilestones = func(child int, _, _ int64) int { return 2*statementCost + len(journey.Milestones)*child }
	c.Mutation.SubmitLegacyClaim = func(child int, _ awards.LegacyClaimInput) int { return statementCost + child }
	c.Mutation.ApproveLegacyClaim = func(child int, _ int64) int { return 7*statementCost + child }
	c.Mutation.RejectLegacyClaim = func(child int, _ int64, _ *string) int { return 5*statementCost + child }
	c.Mutation.ApproveTrophyRequest = func(child int, _ int64) int { return 8*statementCost + child }
	// Bulk decisions (issue 29): admins only, at most journey.MaxBulk rows,
	// refused before any work past that. Priced as one decision: the limit
	// bounds what any caller can shape a read into; a bulk write is bounded
	// by its own row limit and the admin token it needs.
	c.Mutation.ApproveTrophyRequests = func(child int, _ []int64) int { return 8*statementCost + child }
	c.Mutation.RejectTrophyRequests = func(child int, _ []int64, _ *string) int { return 8*statementCost + child }
	c.Mutation.MarkAwardsShipped = func(child int, _ []int64, _ journey.Date, _ *string) int { return 4*statementCost + child }
	c.Query.AdminAwardsToShip = func(child int, first int, _ *string) int { return statementCost + page(first)*child }
	c.Mutation.BulkUpdateUsers = func(child int, _ []int64, _ service.UserBulkAction, _ *int64) int { return 8*statementCost + child }
	c.Mutation.RejectTrophyRequest = func(child int, _ int64, _ *string) int { return 5*statementCost + child }
	// Member import (issue 29): the preview reads the accounts and the groups in
	// one statement each, whatever the rows; the import also writes users,
	// memberships, seats, mails and audit entries with one statement each. The
	// file's size is bounded by the service (5,000 rows, 2 MB).
	c.Query.PreviewMemberImport = func(child int, _ string) int { return 2*statementCost + child }
	c.Mutation.ImportMembers = func(child int, _ string) int { return 8*statementCost + child }
	// Mail (issue 12).
	c.Query.AdminOutbox = func(child int, _ *mail.Status, first int, _ *string) int {
		return 2*statementCost + page(first)*child
	}
	c.Mutation.RequestPasswordReset = func(child int, _ string) int { return 3*statementCost + child }
	c.Mutation.ResetPassword = func(child int, _, _ string) int { return 5*statementCost + child }
	c.Mutation.SendPasswordReset = func(child int, _ int64) int { return 5*statementCost + child }
	c.Mutation.RetryOutboxEmail = func(child int, _ int64) int { return 3*statementCost + child }
	c.Dashboard.CalendarURL = func(child int) int { return statementCost + child }
	c.Mutation.RenewCalendarURL = root(2)

	// Donations (issue 13): creating one calls Stripe once or thrice (monthly).
	c.Query.AdminDonations = func(child int, _ *billing.DonationFilter, first int, _ *string) int {
		return 3*statementCost + page(first)*child
	}
	c.Mutation.CreateDonation = func(child int, _ billing.DonationInput) int { return 4*statementCost + child }

	// The message manager (issue 14): a page and its count in one statement
	// (its rows' reports through one loader). Creating reads the group and
	// writes the message, its notice and the audit row; updating also reads
	// the message first and may announce a move twice.
	c.Query.AdminMessages = func(child int, _ *board.AdminMessageFilter, first int, _ *string) int {
		return 3*statementCost + page(first)*child
	}
	c.Mutation.CreateGroupMessage = func(child int, _ board.GroupMessageInput) int { return 4*statementCost + child }
	c.Mutation.UpdateGroupMessage = func(child int, _ int64, _ board.GroupMessageInput) int { return 6*statementCost + child }

	c.Mutation.AdminLogin = func(child int, _, _ string) int { return statementCost + child }
	c.Mutation.Login = func(child int, _, _ string) int { return statementCost + child }
	c.Mutation.Register = func(child int, _ service.RegisterInput) int { return 3*statementCost + child }
	c.Mutation.CancelGroup = func(child int, _ int64) int { return 2*statementCost + child }
	c.Mutation.JoinGroup = func(child int, _ int64) int { return 3*statementCost + child }
	c.Mutation.JoinCurrentGroup = root(3)
	// Per account removed: lock, messages kept, memberships, delete, audit; a
	// network's registrations are limited (10 an hour), so a flood is tens.
	c.Mutation.RemoveNetworkRegistrations = func(child int, _ string, _ *time.Time) int { return 20*statementCost + child }
	c.Mutation.DeleteMessage = func(child int, _ int64) int { return 2*statementCost + child }
	c.Mutation.MarkBoardRead = func(child int, _ *int64, _ *time.Time) int { return 3*statementCost + child }
	c.Mutation.MarkTypeRead = func(child int, _ *int64, _ journey.MessageType) int { return 3*statementCost + child }
	c.Mutation.PostMessage = func(child int, _ board.PostMessageInput) int { return 2*statementCost + child }
	c.Mutation.RequestTrophyApproval = func(child int, _ *string) int { return 2*statementCost + child }
	c.Mutation.SetMissingDays = func(child int, _ int, _ *int, _ *string) int { return 2*statementCost + child }
	// Following a board checks the group and membership, then reads the
	// viewer's counts and version (live.Feeds.BoardEvents) once; each event
	// after that is counted from the one before, with no statement.
	c.Subscription.BoardEvents = func(child int, _ int64, _ *int) int { return 3*statementCost + child }

	// Reports (issue 14): a report is a transaction that locks the message,
	// writes the report and the count (and, the third, its notice); a
	// dismissal also marks the reports, audits and reads the message back.
	// AdminMessage.reports comes through a loader (one statement per page),
	// priced with the list that holds it.
	c.Mutation.ReportMessage = func(child int, _ int64, _ *string) int { return 7*statementCost + child }
	c.Mutation.DismissMessageReports = func(child int, _ int64) int { return 9*statementCost + child }

	// The daily habit (issue 27). A check-in writes the day, reads the log
	// back (at most 365 rows) for the streak, and fills the milestones the
	// day can move (at most 8); a link's check-in also checks the member,
	// the membership and the group.
	c.Query.MySettings = root(1)
	c.Query.Today = root(5)
	c.Query.MyCheckIns = root(3)
	c.Query.CheckInLink = func(child int, _ string) int { return 6*statementCost + child }
	c.Query.MailPreferences = func(child int, _ string) int { return 2*statementCost + child }
	c.Mutation.UpdateMySettings = func(child int, _ habit.SettingsInput) int { return 2*statementCost + child }
	c.Mutation.UpdateMyLocale = func(child int, _ string) int { return 2*statementCost + child }
	c.Mutation.CheckIn = func(child int, _ int, _ rhythm.Answer, _ *string) int { return 20*statementCost + child }
	c.Mutation.CheckInByLink = func(child int, _ string, _ rhythm.Answer) int { return 24*statementCost + child }
	c.Mutation.Unsubscribe = func(child int, _ string) int { return 4*statementCost + child }
	c.Mutation.UpdateMailPreferences = func(child int, _ string, _, _, _ bool) int { return 8*statementCost + child }

	// The way back (issue 28). Each reads the member's day (4 statements),
	// their log and plan, the plan's days and links; marking days read also
	// records the days made up (one statement), the streak and milestones as
	// a check-in does, and reads the day back.
	c.Today.CatchUp = func(child int) int { return 3*statementCost + child }
	c.Query.CatchUpProposal = func(child int, _ *journey.Date) int { return 7*statementCost + child }
	c.Mutation.AcceptCatchUp = func(child int, _ journey.Date) int { return 8*statementCost + child }
	c.Mutation.MarkCatchUpRead = func(child int, _ int) int { return 22*statementCost + child }
	c.Mutation.DropCatchUp = func(child int) int { return 5*statementCost + child }

	// Group leaders (issue 29): the group, the membership, the change, its
	// audit entry and the leaders read back.
	c.Query.AdminGroupLeaders = func(child int, _ int64) int { return 2*statementCost + child }
	c.Query.MyLedGroups = root(1)
	c.Mutation.AddGroupLeader = func(child int, _, _ int64) int { return 5*statementCost + child }
	c.Mutation.RemoveGroupLeader = func(child int, _, _ int64) int { return 5*statementCost + child }
	// A leader's reads: the leadership, the contact setting, then as the
	// admin's Progress tab.
	c.Query.LeaderProgress = func(child int, _ int64, _ *service.ProgressFilter, _ *service.ProgressOrder, first int, _ *string) int {
		return 4*statementCost + page(first)*child
	}
	// The leadership, the member and the contact setting.
	c.Query.LeaderMemberContact = func(child int, _, _ int64) int { return 3*statementCost + child }
	c.Query.LeaderMilestones = func(child int, _, _ int64) int { return 4*statementCost + len(journey.Milestones)*child }
	// Moderation as the admin's, after the leadership: a hide also writes a
	// report, the audit entry and the admins' mails.
	c.Query.LeaderMessages = func(child int, _ int64, _ *bool, first int, _ *string) int {
		return 3*statementCost + page(first)*child
	}
	c.Mutation.LeaderHideMessage = func(child int, _ int64) int { return 9*statementCost + child }
	c.Mutation.LeaderDismissMessageReports = func(child int, _ int64) int { return 7*statementCost + child }
	// A post: the leadership, the group, the message and its notice, the audit entry.
	c.Mutation.LeaderPostAnnouncement = func(child int, _ board.LeaderPostInput) int { return 5*statementCost + child }
	// A leader's announcement: the leadership, then as the admin's.
	c.Query.LeaderAnnouncementPreview = func(child int, _ announcements.AudienceInput) int { return 3*statementCost + child }
	c.Mutation.LeaderSendAnnouncement = func(child int, _ announcements.Input) int { return 6*statementCost + child }

	// Member self-service (issue 29). The profile is the viewer's row and
	// the pending email change. A link asked for locks the account, counts
	// its recent links, forgets old ones, stores the new one and queues the
	// mail(s); a link used is read locked, marked, its siblings deleted.
	c.Query.MyProfile = root(2)
	c.Mutation.UpdateMyProfile = func(child int, _ account.ProfileInput) int { return 4*statementCost + child }
	c.Mutation.RequestEmailChange = func(child int, _ string) int { return 9*statementCost + child }
	c.Mutation.ConfirmEmailChange = func(child int, _ string) int { return 6*statementCost + child }
	c.Mutation.SetMyPassword = func(child int, _ *string, _ string) int { return 4*statementCost + child }
	c.Mutation.RemoveMyPassword = func(child int, _ string) int { return 5*statementCost + child }
	c.Mutation.SetSignInByLink = func(child int, _ bool) int { return 3*statementCost + child }
	c.Mutation.PasswordLogin = func(child int, _, _ string) int { return 2*statementCost + child }
	c.Mutation.RequestSignInLink = func(child int, _ string) int { return 6*statementCost + child }
	c.Mutation.SignInWithLink = func(child int, _ string) int { return 4*statementCost + child }
	// Programme settings (issue 29): one row (the admin's also the reading
	// map's); a save locks, writes, audits, may plan the programme zone's
	// members' mails again and reads the reading map's row.
	c.Query.ProgrammeSettings = root(1)
	c.Query.AdminProgrammeSettings = root(2)
	c.Mutation.UpdateProgrammeSettings = func(child int, _ settings.Input) int { return 5*statementCost + child }
	// Push notifications (issue 30). The key is in memory; the settings are
	// one row and the member's devices (at most 10); a save writes the row
	// and reads both back; a device registered locks the member's row,
	// counts their devices and upserts; one removed is one statement.
	c.Query.PushVapidPublicKey = root(0)
	c.Query.MyPushSettings = root(2)
	c.Mutation.SubscribePush = func(child int, _ push.SubscriptionInput) int { return 5*statementCost + child }
	c.Mutation.UnsubscribePush = func(child int, _ string) int { return statementCost + child }
	c.Mutation.RemovePushDevice = func(child int, _ int64) int { return 2*statementCost + child }
	c.Mutation.UpdatePushSettings = func(child int, _ push.SettingsInput) int { return 5*statementCost + child }
}

// maxPage is the largest page the service serves (board and awards alike).
// A larger first is refused there with a message naming the bound, so it
// costs as that bound here and the client gets that clearer message.
const maxPage = 100

// page is the number of items a list argument can make the service load.
func page(first int) int {
	return max(1, min(first, maxPage))
}
