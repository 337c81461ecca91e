package resolvers

import (
	"context"
	"strings"

	"journey365/graph/model"
	"journey365/journey"
	"journey365/loaders"
	"journey365/service"
)

// queueUserGroups puts every listed user's groups into the loader's batch at
// once, so the page's groups are one statement however the field resolvers
// are scheduled.
func queueUserGroups(ctx context.Context, users []journey.User) {
	ids := make([]int64, len(users))
	for i, u := range users {
		ids[i] = u.ID
	}
	loaders.For(ctx).UserGroups.LoadAllThunk(ctx, ids)
}

func userFilter(f *model.AdminUserFilter) service.UserFilter {
	if f == nil {
		return service.UserFilter{}
	}
	return service.UserFilter{Search: f.Search, Role: f.Role, Status: f.Status, GroupID: f.GroupID, NotInGroupID: f.NotInGroupID,
		Waiting: f.Waiting != nil && *f.Waiting, Network: f.Network, RegisteredSince: f.RegisteredSince}
}

func userInput(in model.AdminUserInput) service.UserInput {
	return service.UserInput{Name: in.Name, Email: in.Email, Role: in.Role, Status: in.Status, AwardApproved: in.AwardApproved,
		Phone: in.Phone, AvatarURL: in.AvatarURL, City: in.City, MailingAddress: in.MailingAddress, Referral: in.Referral}
}

func trophyOp(op model.TrophyOp) service.TrophyOp {
	return service.TrophyOp(strings.ToLower(string(op)))
}

func userMemberships(ms []service.UserMembership) []model.UserMembership {
	out := make([]model.UserMembership, len(ms))
	for i, m := range ms {
		out[i] = model.UserMembership{GroupID: m.GroupID, GroupName: m.GroupName, Status: m.Status, JoinDate: m.JoinDate}
	}
	return out
}
