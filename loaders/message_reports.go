package loaders

import (
	"context"

	"github.com/vikstrous/dataloadgen"

	"journey365/journey"
	"journey365/service"
)

// messageReports loads AdminMessage.reports: a message id's undecided
// reports, oldest first, a page's worth in one statement.
func messageReports(svc *service.Service) *dataloadgen.Loader[int64, []journey.MessageReport] {
	return dataloadgen.NewLoader(func(ctx context.Context, ids []int64) ([][]journey.MessageReport, []error) {
		adm, err := svc.Admin(ctx)
		if err != nil {
			return nil, []error{err}
		}
		reports, err := adm.OpenReports(ctx, ids)
		if err != nil {
			return nil, []error{err}
		}
		out := make([][]journey.MessageReport, len(ids))
		for i, id := range ids {
			out[i] = reports[id]
			if out[i] == nil {
				out[i] = []journey.MessageReport{}
			}
		}
		return out, nil
	}, dataloadgen.WithWait(wait), dataloadgen.WithBatchCapacity(maxBatch))
}

func noMessageReports() *dataloadgen.Loader[int64, []journey.MessageReport] {
	return dataloadgen.NewLoader(func(context.Context, []int64) ([][]journey.MessageReport, []error) {
		return nil, []error{errNoLoaders}
	})
}
