package mail

// ResetData is what the password-reset mail says.
type ResetData struct {
	Name string
	Link string // {BASE_URL}/reset-password?token=…
	// Admin: the account is an admin's (the mail says "admin account").
	Admin bool
}

// PasswordReset is the mail with a reset link.
func PasswordReset(site Site, to string, d ResetData) (Message, error) {
	return render(site, KindPasswordReset, to, d)
}
