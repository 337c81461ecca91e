package resolvers

import (
	"strings"

	"journey365/graph/model"
	"journey365/service"
)

func progressFilter(f *model.AdminProgressFilter) service.ProgressFilter {
	if f == nil {
		return service.ProgressFilter{}
	}
	out := service.ProgressFilter{GroupID: f.GroupID, AtRisk: f.AtRisk, Search: f.Search}
	if f.Request != nil {
		r := service.RequestFilter(strings.ToLower(string(*f.Request)))
		out.Request = &r
	}
	return out
}

func progressOrder(o *model.ProgressOrder) service.ProgressOrder {
	if o == nil {
		return service.ProgressByName
	}
	return service.ProgressOrder(strings.ToLower(string(*o)))
}

func progressRowModel(r service.ProgressRow) *model.ProgressRow {
	out := &model.ProgressRow{Key: r.Key(), UserID: r.UserID, UserName: r.UserName,
		UserEmail: r.UserEmail, GroupID: r.GroupID, GroupName: r.GroupName, GroupStatus: r.GroupStatus,
		GroupDay: r.GroupDay, TrophiesCount: r.TrophiesCount,
		MilestonesCompleted: r.MilestonesCompleted, MilestonesTracked: r.MilestonesTracked,
		AvgPercentage: r.AvgPercentage, MilestonesDue: r.MilestonesDue, LatestGrade: r.LatestGrade,
		DaysBehind: r.DaysBehind, AtRisk: r.AtRisk}
	if t := r.TrophyRequest; t != nil {
		out.TrophyRequest = &model.AdminTrophyRequest{ID: t.ID, Type: t.Type, Status: t.Status,
			Description: t.Description, CreatedAt: t.CreatedAt, DecidedAt: t.DecidedAt, Reason: t.Reason}
	}
	return out
}
