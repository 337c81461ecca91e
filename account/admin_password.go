package account

import (
	"context"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

var errWrongCurrentPassword = journey.FieldError(journey.EINVALID, "currentPassword", "Current password is incorrect.")

// ChangePassword replaces the acting admin's password after checking the
// current one (wrong ones are throttled as sign-ins are). Every other
// session of the account ends (the token version moves on); the answer is
// this session's new admin token.
func (a *Admin) ChangePassword(ctx context.Context, current, next string) (Session, error) {
	if current == "" {
		return Session{}, journey.FieldError(journey.EINVALID, "currentPassword", "Current password is required.")
	}
	if len(next) < journey.MinPasswordLength {
		return Session{}, journey.FieldError(journey.EINVALID, "newPassword", "New password must be at least %d characters", journey.MinPasswordLength)
	}
	if len(next) > journey.MaxPasswordBytes {
		return Session{}, journey.FieldError(journey.EINVALID, "newPassword", "New password must be at most %d bytes long.", journey.MaxPasswordBytes)
	}
	me := a.viewer.User
	// A wrong current password is a guess at the account's password, counted
	// and throttled as a sign-in is.
	claim, err := a.acc.claimLoginAttempt(ctx, loginPassword, me.Email)
	if err != nil {
		return Session{}, err
	}
	ok, err := a.acc.checkClaimedPassword(ctx, claim, me.PasswordHash, current)
	if err != nil {
		return Session{}, err
	}
	if !ok {
		return Session{}, errWrongCurrentPassword
	}
	hash, err := auth.HashPassword(next)
	if err != nil {
		return Session{}, err
	}
	var u journey.User
	err = a.acc.DB.InTx(ctx, func(q *db.Queries) error {
		if u, err = q.SetPassword(ctx, me.ID, hash); err != nil {
			return err
		}
		return a.audit(ctx, q, journey.AuditRecord{Action: "user.password", ObjectType: journey.AuditUser, ObjectID: me.ID,
			Changes: []journey.AuditChange{{Field: "password"}}})
	})
	if err != nil {
		return Session{}, err
	}
	return a.acc.session(u, auth.ScopeAdmin)
}
