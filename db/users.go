package db

import (
	"context"
	"fmt"

	"github.com/jmoiron/sqlx"

	"journey365/journey"
)

const userColumns = `id, name, email, phone, role, status, award_approved, avatar_url, city,
	mailing_address, referral, trophies_count, password_hash, token_version, completed_at,
	created_at, updated_at, waiting_since, waiting_group_id, registered_network, sign_in_by_link`

// UserByID returns the user with id, or a not_found error.
func (q *Queries) UserByID(ctx context.Context, id int64) (journey.User, error) {
	var u journey.User
	err := q.get(ctx, &u, `SELECT `+userColumns+` FROM users WHERE id = $1`, id)
	if isNoRows(err) {
		return u, journey.Errorf(journey.ENOTFOUND, "User %d not found.", id)
	}
	if err != nil {
		return u, fmt.Errorf("db: unable to load user %d: %w", id, err)
	}
	return u, nil
}

// UserByEmail finds a user by email, ignoring case (the unique index is on lower(email)).
func (q *Queries) UserByEmail(ctx context.Context, email string) (journey.User, error) {
	var u journey.User
	err := q.get(ctx, &u, `SELECT `+userColumns+` FROM users WHERE lower(email) = lower($1)`, email)
	if isNoRows(err) {
		return u, journey.Errorf(journey.ENOTFOUND, "No account uses %s.", email)
	}
	if err != nil {
		return u, fmt.Errorf("db: unable to load user by email: %w", err)
	}
	return u, nil
}

// CreateUser inserts u and fills in its id and timestamps. A taken email is
// a conflict on the email field with a message that says what to do (InputError).
func (q *Queries) CreateUser(ctx context.Context, u *journey.User) error {
	const insert = `
		INSERT INTO users (name, email, phone, role, status, award_approved, avatar_url, city,
		                   mailing_address, referral, trophies_count, password_hash, registered_network)
		VALUES (:name, :email, :phone, :role, :status, :award_approved, :avatar_url, :city,
		        :mailing_address, :referral, :trophies_count, :password_hash, :registered_network)
		RETURNING id, token_version, created_at, updated_at`
	query, args, err := sqlx.Named(insert, u)
	if err != nil {
		return fmt.Errorf("db: unable to bind user insert: %w", err)
	}
	row := q.run.QueryRowxContext(ctx, sqlx.Rebind(sqlx.DOLLAR, query), args...)
	if err := row.Scan(&u.ID, &u.TokenVersion, &u.CreatedAt, &u.UpdatedAt); err != nil {
		return fmt.Errorf("db: unable to create user: %w", InputError(err))
	}
	return nil
}

// AdminExists reports whether any admin account exists.
func (q *Queries) AdminExists(ctx context.Context) (bool, error) {
	var ok bool
	if err := q.get(ctx, &ok, `SELECT EXISTS (SELECT 1 FROM users WHERE role = 'admin')`); err != nil {
		return false, fmt.Errorf("db: unable to look for an admin: %w", err)
	}
	return ok, nil
}

// SetPassword stores a new password hash for user id and bumps its token
// version, so every token issued before stops working (and the access
// trigger ends their live feeds). It answers the updated user.
func (q *Queries) SetPassword(ctx context.Context, id int64, hash string) (journey.User, error) {
	return q.updateUser(ctx, id, "set the password of", userColumns, `password_hash = $2, token_version = token_version + 1`, hash)
}

// ClearPassword removes user id's password (the member signs in by link,
// or by email and full name again) and answers the updated user. Sessions
// keep: removing a password opens no one's account.
func (q *Queries) ClearPassword(ctx context.Context, id int64) (journey.User, error) {
	return q.updateUser(ctx, id, "remove the password of", userColumns, `password_hash = NULL`)
}

// SetSignInByLink records whether user id signs in by emailed links. Turning
// it on bumps the token version, so sessions opened by email and name
// alone end; the caller issues this session a new token.
func (q *Queries) SetSignInByLink(ctx context.Context, id int64, on bool) (journey.User, error) {
	return q.updateUser(ctx, id, "set the sign-in of", userColumns,
		`sign_in_by_link = $2, token_version = token_version + CASE WHEN $2 AND NOT sign_in_by_link THEN 1 ELSE 0 END`, on)
}

// SetMemberProfile writes the fields a member edits on their profile.
func (q *Queries) SetMemberProfile(ctx context.Context, id int64, name string, city, mailingAddress *string) (journey.User, error) {
	return q.updateUser(ctx, id, "update the profile of", userColumns,
		`name = $2, city = $3, mailing_address = $4`, name, city, mailingAddress)
}

// SetEmail changes user id's email; another account using it (ignoring
// case) is a conflict on the email field (InputError).
func (q *Queries) SetEmail(ctx context.Context, id int64, email string) (journey.User, error) {
	u, err := q.updateUser(ctx, id, "change the email of", userColumns, `email = $2`, email)
	if err != nil {
		return u, InputError(err)
	}
	return u, nil
}

// EmailInUse reports whether an account other than user id uses email,
// ignoring case.
func (q *Queries) EmailInUse(ctx context.Context, email string, id int64) (bool, error) {
	var used bool
	if err := q.get(ctx, &used, `SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2)`, email, id); err != nil {
		return false, fmt.Errorf("db: unable to look up an email: %w", err)
	}
	return used, nil
}

// Recipient is who a mail goes to.
type Recipient struct {
	Name  string `db:"name"`
	Email string `db:"email"`
	// Locale is the language of their mails.
	Locale string `db:"locale"`
}

// ActiveAdminRecipients lists every active admin account, by id: who the
// programme team's notices go to.
func (q *Queries) ActiveAdminRecipients(ctx context.Context) ([]Recipient, error) {
	var rs []Recipient
	err := q.sel(ctx, &rs, `
		SELECT u.name, u.email, coalesce(s.locale, 'en') AS locale
		FROM users u LEFT JOIN member_settings s ON s.user_id = u.id
		WHERE u.role = 'admin' AND u.status = 'active' ORDER BY u.id`)
	if err != nil {
		return nil, fmt.Errorf("db: unable to list the active admins: %w", err)
	}
	return rs, nil
}
