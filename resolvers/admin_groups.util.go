package resolvers

import (
	"journey365/graph/model"
	"journey365/service"
)

func groupMember(m service.GroupMember) model.GroupMember {
	return model.GroupMember{UserID: m.UserID, GroupID: m.GroupID, Name: m.Name, Email: m.Email, City: m.City,
		UserStatus: m.UserStatus, Status: m.Status, JoinDate: m.JoinDate, CompletedAt: m.CompletedAt}
}

func groupMemberPage(p service.GroupMemberPage) *model.GroupMemberPage {
	nodes := make([]model.GroupMember, len(p.Nodes))
	for i, m := range p.Nodes {
		nodes[i] = groupMember(m)
	}
	info := p.PageInfo
	return &model.GroupMemberPage{TotalCount: p.TotalCount, Nodes: nodes, PageInfo: &info}
}

func createGroupResult(r service.CreateGroupResult) *model.CreateGroupResult {
	g := r.Group
	return &model.CreateGroupResult{Group: &g, RequestedStartDate: r.RequestedStartDate, StartAligned: r.StartAligned, Notice: r.Notice}
}

func updateGroupInput(in model.UpdateGroupInput) service.UpdateGroupInput {
	return service.UpdateGroupInput{Name: in.Name, Status: in.Status, StartDate: in.StartDate, MaxMembers: in.MaxMembers,
		WhatsappInviteURL: in.WhatsappInviteURL, YouversionPlanURL: in.YouversionPlanURL}
}
