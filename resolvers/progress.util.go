package resolvers

import (
	"context"

	"journey365/service"
)

// awardList serves both Dashboard.awards and Query.myAwards.
func (r *Resolver) awardList(ctx context.Context, first int) (*service.AwardList, error) {
	nodes, total, err := r.Service.MyAwards(ctx, first)
	if err != nil {
		return nil, err
	}
	return &service.AwardList{TotalCount: total, Nodes: nodes}, nil
}
