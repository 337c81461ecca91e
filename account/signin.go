package account

import (
	"context"
	"errors"
	"fmt"

	"journey365/auth"
	"journey365/journey"
	"journey365/reqlog"
)

// Session is a signed-in user and the token that proves it.
type Session struct {
	Token string
	User  journey.User
	// What the token may do: an admin account signing in at /login gets ScopeMember.
	Scope auth.Scope
}

var (
	errNoMember     = journey.Errorf(journey.EUNAUTHORIZED, "No account matches that email and full name. Check both, or register first.")
	errBadAdmin     = journey.Errorf(journey.EUNAUTHORIZED, "Invalid credentials. Please try again.")
	errNotAdmin     = journey.Errorf(journey.EFORBIDDEN, "Access denied. Admin privileges required.")
	errDisabled     = auth.ErrAccountDisabled
	errSessionEnded = auth.ErrSessionEnded
)

// Login signs a member in by email and full name (spec 4). An admin account
// may sign in here too, but gets a member-scoped token: admin tokens are only
// issued after a password (docs/decisions.md). Wrong answers are throttled
// per email and client as admin passwords are (login_throttle.go). A member
// who chose a password or sign-in links is refused with how to sign in
// (SecureSignInMessage), once the email and name are right.
func (acc *Account) Login(ctx context.Context, email, name string) (Session, error) {
	if err := acc.Attempts.Attempt(ctx, "login"); err != nil {
		return Session{}, err
	}
	email, err := journey.CleanEmail(email)
	if err != nil {
		return Session{}, err
	}
	name, err = journey.CleanName("Full name", name)
	if err != nil {
		return Session{}, err
	}
	claim, err := acc.claimLoginAttempt(ctx, loginMember, email)
	if err != nil {
		return Session{}, err
	}
	u, err := acc.DB.Q().UserByEmail(ctx, email)
	if journey.ErrorCode(err) == journey.ENOTFOUND || (err == nil && !journey.SameName(u.Name, name)) {
		return Session{}, errNoMember // the claim stays a failure
	}
	if err != nil {
		return Session{}, err
	}
	if err := acc.loginSucceeded(ctx, claim); err != nil {
		return Session{}, err
	}
	if u.Status != journey.UserActive {
		return Session{}, errDisabled
	}
	// A member who chose a password or sign-in links; an admin account
	// keeps this sign-in (its token is member-scoped and opens no panel).
	if u.Role != journey.RoleAdmin && u.SecureSignIn() {
		return Session{}, errSecureSignIn
	}
	return acc.session(u, auth.ScopeMember)
}

// AdminLogin signs an admin in by email and password (spec 5: Admin login).
// Every attempt, aliased or not, counts against the client's limit and the
// email's failure throttle before any password is hashed.
func (acc *Account) AdminLogin(ctx context.Context, email, password string) (Session, error) {
	if err := acc.Attempts.Attempt(ctx, "admin-login"); err != nil {
		return Session{}, err
	}
	email, err := journey.CleanEmail(email)
	if err != nil {
		return Session{}, err
	}
	if password == "" {
		return Session{}, journey.Errorf(journey.EINVALID, "Password is required.")
	}
	claim, err := acc.claimLoginAttempt(ctx, loginPassword, email)
	if err != nil {
		return Session{}, err
	}
	u, err := acc.checkPassword(ctx, claim, email, password, errBadAdmin)
	if err != nil {
		return Session{}, err
	}
	if u.Role != journey.RoleAdmin {
		return Session{}, errNotAdmin
	}
	if u.Status != journey.UserActive {
		return Session{}, errDisabled
	}
	return acc.session(u, auth.ScopeAdmin)
}

// checkPassword returns the user whose password this is, or wrong,
// settling the claim (checkClaimedPassword).
func (acc *Account) checkPassword(ctx context.Context, claim *loginClaim, email, password string, wrong error) (journey.User, error) {
	u, err := acc.DB.Q().UserByEmail(ctx, email)
	if err != nil && journey.ErrorCode(err) != journey.ENOTFOUND {
		return journey.User{}, err
	}
	var hash *string
	if err == nil {
		hash = u.PasswordHash
	}
	ok, err := acc.checkClaimedPassword(ctx, claim, hash, password)
	if err != nil {
		return journey.User{}, err
	}
	if !ok {
		return journey.User{}, wrong
	}
	return u, nil
}

// checkClaimedPassword reports whether password matches hash (nil: no
// password matches, in the time a check takes), settling the claim: a
// correct password clears the client's failures, a check the server was too
// busy to run is given back, anything else stays a failure.
func (acc *Account) checkClaimedPassword(ctx context.Context, claim *loginClaim, hash *string, password string) (bool, error) {
	var ok bool
	var err error
	if hash == nil {
		err = auth.SpendPasswordTime(ctx, password)
	} else {
		ok, err = auth.CheckPassword(ctx, *hash, password)
	}
	if errors.Is(err, auth.ErrBusy) {
		if uerr := acc.unclaimLoginAttempt(ctx, claim); uerr != nil {
			reqlog.Logger(ctx).Warn("service: unable to give back a login attempt", "err", uerr)
		}
		return false, err
	}
	if err != nil || !ok {
		return false, err
	}
	if err := acc.loginSucceeded(ctx, claim); err != nil {
		return false, err
	}
	return true, nil
}

func (acc *Account) session(u journey.User, scope auth.Scope) (Session, error) {
	return Issue(acc.Tokens, u, scope)
}

// Issue signs u in with scope: a token from tokens and what it opens.
func Issue(tokens *auth.Tokens, u journey.User, scope auth.Scope) (Session, error) {
	token, err := tokens.Issue(u.ID, scope, u.TokenVersion)
	if err != nil {
		return Session{}, err
	}
	return Session{Token: token, User: u, Scope: scope}, nil
}

// Authenticate turns a bearer token into a viewer. The user is loaded on every
// request so that disabling an account, demoting an admin or changing a
// password takes effect at once, not when the token expires.
func (acc *Account) Authenticate(ctx context.Context, token string) (*auth.Viewer, error) {
	session, err := acc.OpenSession(token)
	if err != nil {
		return nil, err
	}
	return session.Viewer(ctx)
}

// OpenSession checks a bearer token's signature and expiry and returns its
// session, whose user is read and checked when first needed (auth.Session):
// by the first caller that needs the viewer, or along with the member's
// board in the board's own statement (ViewerBoard). Until then nothing is
// answered for it.
func (acc *Account) OpenSession(token string) (*auth.Session, error) {
	claims, err := acc.Tokens.Parse(token)
	if err != nil {
		return nil, errSessionEnded
	}
	return auth.NewSession(claims, func(ctx context.Context) (*auth.Viewer, error) {
		u, err := acc.DB.Q().SessionUser(ctx, claims.UserID)
		if journey.ErrorCode(err) == journey.ENOTFOUND {
			return nil, errSessionEnded
		}
		if err != nil {
			return nil, fmt.Errorf("service: unable to authenticate: %w", err)
		}
		return SessionViewer(claims, u)
	}), nil
}

// SessionViewer is the viewer of a session whose user is u, or why the
// session is refused: a disabled account, a token from before the last
// sign-out everywhere or password change, an admin token of an account
// that is no longer an admin.
func SessionViewer(claims auth.Claims, u journey.User) (*auth.Viewer, error) {
	switch {
	case u.Status != journey.UserActive:
		return nil, errDisabled
	case u.TokenVersion != claims.TokenVersion:
		return nil, errSessionEnded
	case claims.Scope == auth.ScopeAdmin && u.Role != journey.RoleAdmin:
		return nil, errSessionEnded
	}
	return &auth.Viewer{User: u, Scope: claims.Scope}, nil
}

// Me is the signed-in user.
func (acc *Account) Me(ctx context.Context) (journey.User, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return journey.User{}, err
	}
	return v.User, nil
}
