package mail

// PasswordChangedData is what the password-changed mail says.
type PasswordChangedData struct {
	Name string
	// Admin: the account is an admin's (the mail says "admin account").
	Admin bool
	// LoginLink is where the account signs in ({BASE_URL}/admin, a
	// member's {BASE_URL}/login).
	LoginLink string
	// ResetLink is where to ask for a new link if the change was not theirs
	// ({BASE_URL}/admin or /login, whose 'Forgot Password?' sends one).
	ResetLink string
}

// PasswordChanged tells an account that its password was just reset, and
// what to do if that was not its owner.
func PasswordChanged(site Site, to string, d PasswordChangedData) (Message, error) {
	return render(site, KindPasswordChanged, to, d)
}
