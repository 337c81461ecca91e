package resolvers

import (
	"context"

	"journey365/auth"
	"journey365/journey"
)

// postableTypes are the message types the viewer may post on the board, as
// service.PostMessage decides: every type with the admin token, a member's
// types with any other session, none signed out (or with a refused token).
func postableTypes(ctx context.Context) []journey.MessageType {
	if auth.HoldsAdminToken(ctx) {
		return journey.MessageTypes
	}
	if auth.ViewerFrom(ctx) == nil {
		return []journey.MessageType{}
	}
	var types []journey.MessageType
	for _, t := range journey.MessageTypes {
		if t.MemberMayPost() {
			types = append(types, t)
		}
	}
	return types
}
