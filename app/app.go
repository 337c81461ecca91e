// Package app wires the service and the live feeds to their transports:
// GraphQL, the REST shims and the web app, behind one handler; and starts
// the instance's background jobs (Start). The binary and the tests build the
// very same handler through Handler.
package app

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"time"

	"journey365/account"
	"journey365/announcements"
	"journey365/awards"
	"journey365/billing"
	"journey365/board"
	"journey365/catchup"
	"journey365/daily"
	"journey365/habit"
	"journey365/leaders"
	"journey365/push"
	"journey365/reminders"

	"journey365/graph"
	"journey365/live"
	"journey365/loaders"
	"journey365/locale"
	"journey365/reading"
	"journey365/resolvers"
	"journey365/rest"
	"journey365/service"
	"journey365/settings"
	"journey365/web"
)

// Options are the transport settings that are not part of the service.
type Options struct {
	Development    bool
	OriginPatterns []string
	App            fs.FS
	Log            *slog.Logger
	// Sockets ends when the server has drained its HTTP requests on shutdown:
	// every websocket is then closed with 1001 so clients reconnect elsewhere.
	Sockets context.Context
	// SocketLimits bound each websocket (zero values: the defaults).
	SocketLimits graph.SocketLimits
	// TrustedProxies are the peers whose X-Forwarded-For is believed (TRUSTED_PROXIES).
	TrustedProxies []netip.Prefix
	// AdmitSocket reports whether the process has descriptors to spare for
	// another websocket (web.ConnGuard.AdmitSocket); nil: always.
	AdmitSocket func() bool
	// DatabaseDownLimit and RequestBudget: see web.Deps (zero: 30 s and
	// web.DefaultRequestBudget).
	DatabaseDownLimit, RequestBudget time.Duration
	// Draining reports that the instance is stopping (web.Deps.Draining);
	// nil: never.
	Draining func() bool
	// Listening reports that Start's board listener hears the board's
	// changes (web.Deps.Listening); nil: always.
	Listening func() bool
}

// Capabilities are what one instance does, package by package: the
// transports call them, and each is built once by the binary (or apptest).
// Live is this instance's live feeds, the ones Start's board listener feeds.
type Capabilities struct {
	Service *service.Service
	Account *account.Account
	Awards  *awards.Awards
	Billing *billing.Billing
	Live    *live.Feeds
	Boards  *board.Boards
	Daily   *daily.Job
	Habit   *habit.Habit
	// Announcements are the programme team's mails to members.
	Announcements *announcements.Announcements
	// Reading is the year's reading plan with the programme's links.
	Reading *reading.Reading
	// CatchUp is a member's way back when behind.
	CatchUp *catchup.CatchUp
	// Leaders are the members who lead their groups.
	Leaders *leaders.Leaders
	// Settings are the programme's settings (the panel's Settings tab).
	Settings *settings.Settings
	// Reminders renders the habit's mails (app.Start runs it on River).
	Reminders *reminders.Scheduler
	// Push is the members' devices and the notifications sent to them.
	Push *push.Push
}

// Handler returns the whole HTTP surface of Journey 365.
func Handler(c Capabilities, opts Options) http.Handler {
	svc := c.Service
	gql := graph.NewHandler(&resolvers.Resolver{Service: svc, Account: c.Account, Awards: c.Awards, Billing: c.Billing, Live: c.Live, Boards: c.Boards, Habit: c.Habit,
		Announcements: c.Announcements, Reading: c.Reading, CatchUp: c.CatchUp, Leaders: c.Leaders, Settings: c.Settings, Push: c.Push}, graph.Options{
		Development:    opts.Development,
		OriginPatterns: opts.OriginPatterns,
		Authenticate:   c.Account.Authenticate,
		Sockets:        opts.Sockets,
		WatchSession:   c.Live.WatchSession,
		SocketLimits:   opts.SocketLimits,
		AdmitSocket:    opts.AdmitSocket,
	})
	return web.NewHandler(web.Deps{
		// Each request's loaders (AdminUser.groups…): one statement per
		// kind of child however many rows a list has.
		GraphQL: loaders.Middleware(loaders.Sources{Service: svc, Boards: c.Boards}, gql),
		API: rest.Handler(rest.Capabilities{Service: svc, Account: c.Account, Awards: c.Awards, Billing: c.Billing, Boards: c.Boards, Habit: c.Habit,
			Announcements: c.Announcements, Reading: c.Reading, CatchUp: c.CatchUp, Leaders: c.Leaders, Settings: c.Settings, Push: c.Push}),
		App:          opts.App,
		Log:          opts.Log,
		Ready:        svc.DB.PingContext,
		Draining:     opts.Draining,
		Listening:    opts.Listening,
		Authenticate: c.Account.OpenSession,
		MemberLocale: func(ctx context.Context, userID int64) (locale.Tag, error) {
			return svc.DB.Q().MemberLocale(ctx, userID)
		},
		TrustedProxies:    opts.TrustedProxies,
		DatabaseDownLimit: opts.DatabaseDownLimit,
		RequestBudget:     opts.RequestBudget,
	})
}
