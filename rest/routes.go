package rest

import (
	"net/http"

	"journey365/service"
)

// API holds the service the shims call.
type API struct {
	svc *service.Service
}

// Handler returns the /api routes (Go 1.22 ServeMux patterns).
func Handler(svc *service.Service) http.Handler {
	a := &API{svc: svc}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/auth/public/current-group", a.currentGroup)
	mux.HandleFunc("POST /api/auth/login", a.login)
	mux.HandleFunc("POST /api/auth/admin/login", a.adminLogin)
	mux.HandleFunc("POST /api/auth/register", a.register)
	mux.HandleFunc("POST /api/auth/join-current-group", a.joinCurrentGroup)
	mux.HandleFunc("GET /api/auth/my-group", a.myGroup)
	mux.HandleFunc("GET /api/auth/next-group", a.nextGroup)
	mux.HandleFunc("POST /api/auth/groups/{id}/join", a.joinGroup)
	mux.HandleFunc("POST /api/auth/groups/{id}/cancel", a.cancelGroup)
	mux.HandleFunc("GET /api/auth/milestone-progress", a.milestoneProgress)
	mux.HandleFunc("POST /api/auth/milestone-progress", a.saveMilestoneProgress)
	mux.HandleFunc("POST /api/auth/request-trophy-approval", a.requestTrophyApproval)
	mux.HandleFunc("GET /api/auth/my-awards", a.myAwards)
	mux.HandleFunc("GET /api/users/profile", a.profile)
	mux.HandleFunc("GET /api/auth/my-group-all-messages", a.myGroupAllMessages)
	mux.HandleFunc("POST /api/auth/create-message", a.createMessage)
	mux.HandleFunc("DELETE /api/admin/user-messages/{id}", a.deleteUserMessage)
	mux.HandleFunc("GET /api/admin/group-messages", a.listGroupMessages)
	mux.HandleFunc("POST /api/admin/group-messages", a.createGroupMessage)
	mux.HandleFunc("PUT /api/admin/group-messages/{id}", a.updateGroupMessage)
	mux.HandleFunc("DELETE /api/admin/group-messages/{id}", a.deleteGroupMessage)
	mux.HandleFunc("/api/", NotFound)
	return mux
}
