// Package resolvers implements the GraphQL schema. Resolvers stay thin: they
// read the viewer from the context through auth, call the service and return
// domain types; helpers live in *.util.go files.
package resolvers

import (
	"journey365/account"
	"journey365/announcements"
	"journey365/awards"
	"journey365/billing"
	"journey365/board"
	"journey365/catchup"
	"journey365/habit"
	"journey365/leaders"
	"journey365/live"
	"journey365/push"
	"journey365/reading"
	"journey365/service"
	"journey365/settings"
)

// Resolver is the root resolver; it holds the operations, the accounts, the
// awards, the giving, the boards and this instance's live feeds (boardEvents).
type Resolver struct {
	Service *service.Service
	Account *account.Account
	Awards  *awards.Awards
	Billing *billing.Billing
	Live    *live.Feeds
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
	// Settings are the programme's settings (the panel's Settings tab).
	Settings *settings.Settings
	// Push is the members' devices and what they are told of on them.
	Push *push.Push
}

// ref is an operation's answer as gqlgen's resolvers return it: a pointer
// to the view, nil with the error.
func ref[T any](v T, err error) (*T, error) {
	if err != nil {
		return nil, err
	}
	return &v, nil
}
