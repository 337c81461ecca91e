package rest

import (
	"net/http"
	"strings"

	"journey365/service"
)

type bulkUsersBody struct {
	IDs     []int64 `json:"ids"`
	Action  string  `json:"action"`
	GroupID *int64  `json:"group_id"`
}

// POST /api/admin/users/bulk {ids, action (disable, enable, move, delete),
// group_id (a move's)}: data is what happened to each user.
func bulkUsers(adm *service.AdminService, r *http.Request, b bulkUsersBody) ([]bulkResultOut, error) {
	results, err := adm.BulkUsers(r.Context(), b.IDs, service.UserBulkAction(strings.ToLower(b.Action)), b.GroupID)
	return bulkResultsOut(results), err
}
