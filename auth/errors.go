package auth

import "journey365/journey"

// The answers that end a session: the operations that sign in and the live
// watches of open sockets (package live) give the same words.
var (
	ErrAccountDisabled = journey.Errorf(journey.EFORBIDDEN, "This account is disabled. Please contact the programme team.")
	ErrSessionEnded    = journey.Errorf(journey.EUNAUTHORIZED, "Your session has expired. Please log in again.")
)
