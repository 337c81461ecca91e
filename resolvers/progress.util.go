package resolvers

import "journey365/service"

// progressArgs are a Progress tab's filter and order as the service takes
// them: no filter, and by name, when the query gives none.
func progressArgs(filter *service.ProgressFilter, orderBy *service.ProgressOrder) (service.ProgressFilter, service.ProgressOrder) {
	var f service.ProgressFilter
	if filter != nil {
		f = *filter
	}
	order := service.ProgressByName
	if orderBy != nil {
		order = *orderBy
	}
	return f, order
}
