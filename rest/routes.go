package rest

import (
	"net/http"

	"journey365/service"
)

// API holds the service the shims call.
type API struct {
	svc *service.Service
}

// route is one /api endpoint: a Go 1.22 ServeMux pattern and its handler.
type route struct {
	pattern string
	handle  func(*API, http.ResponseWriter, *http.Request)
}

// routes is the /api route table. Every route here must have its row in the
// authorisation matrix (app/authz_matrix_test.go), which reads it through Routes.
var routes = []route{
	{"GET /api/auth/public/current-group", (*API).currentGroup},
	{"POST /api/auth/login", (*API).login},
	{"POST /api/auth/admin/login", (*API).adminLogin},
	{"POST /api/auth/register", (*API).register},
	{"POST /api/auth/join-current-group", (*API).joinCurrentGroup},
	{"GET /api/auth/my-group", (*API).myGroup},
	{"GET /api/auth/next-group", (*API).nextGroup},
	{"POST /api/auth/groups/{id}/join", (*API).joinGroup},
	{"POST /api/auth/groups/{id}/cancel", (*API).cancelGroup},
	{"GET /api/auth/milestone-progress", (*API).milestoneProgress},
	{"POST /api/auth/milestone-progress", (*API).saveMilestoneProgress},
	{"POST /api/auth/request-trophy-approval", (*API).requestTrophyApproval},
	{"GET /api/auth/my-awards", (*API).myAwards},
	{"GET /api/users/profile", (*API).profile},
	{"GET /api/auth/my-group-all-messages", (*API).myGroupAllMessages},
	{"POST /api/auth/create-message", (*API).createMessage},
	{"DELETE /api/admin/user-messages/{id}", (*API).deleteUserMessage},
	{"GET /api/admin/group-messages", (*API).listGroupMessages},
	{"POST /api/admin/group-messages", (*API).createGroupMessage},
	{"PUT /api/admin/group-messages/{id}", (*API).updateGroupMessage},
	{"DELETE /api/admin/group-messages/{id}", (*API).deleteGroupMessage},
}

// Routes lists the /api route patterns ("METHOD /path") that Handler serves,
// in table order; unknown /api paths are answered by NotFound.
func Routes() []string {
	patterns := make([]string, len(routes))
	for i, r := range routes {
		patterns[i] = r.pattern
	}
	return patterns
}

// Handler returns the /api routes (Go 1.22 ServeMux patterns).
func Handler(svc *service.Service) http.Handler {
	a := &API{svc: svc}
	mux := http.NewServeMux()
	for _, r := range routes {
		mux.HandleFunc(r.pattern, func(w http.ResponseWriter, req *http.Request) { r.handle(a, w, req) })
	}
	mux.HandleFunc("/api/", NotFound)
	return mux
}
