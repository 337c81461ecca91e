package service

import "journey365/journey"

// GroupView is a member's group as they see it on day Today (GraphQL's
// Group): what depends on the day is a method, so GraphQL reads it like a
// field, without a resolver of its own.
type GroupView struct {
	journey.Group
	Today journey.Date
}

// ViewGroup is g as its member sees it today, or nil without a group.
func (s *Service) ViewGroup(g *journey.Group) *GroupView {
	if g == nil {
		return nil
	}
	return &GroupView{Group: *g, Today: s.today()}
}

// Started reports whether the reading has begun.
func (g *GroupView) Started() bool { return g.Group.Started(g.Today) }

// WhatsappInviteURL is the group chat link once the invitation is open
// (journey.Group.InviteLink), else nil; the link as stored is
// g.Group.WhatsappInviteURL.
func (g *GroupView) WhatsappInviteURL() *string { return g.InviteLink(g.Today) }
