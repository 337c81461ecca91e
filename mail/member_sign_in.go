package mail

import "time"

// SignInLinkData is what a member's sign-in link mail says.
type SignInLinkData struct {
	Name    string
	Link    string // {BASE_URL}/sign-in?token=…
	Expires time.Time
}

// SignInLink is the mail with a member's single-use sign-in link.
func SignInLink(site Site, to string, d SignInLinkData) (Message, error) {
	return render(site, KindSignInLink, to, d)
}

// EmailChangeData is what the two mails of an email change say.
type EmailChangeData struct {
	Name     string
	OldEmail string
	NewEmail string
	// Link is the confirmation ({BASE_URL}/confirm-email?token=…), in the
	// mail to the new address only.
	Link    string
	Expires time.Time
	// ProfileLink is where the member signs in and edits their profile.
	ProfileLink string
}

// EmailChangeConfirm asks the owner of the new address to confirm it.
func EmailChangeConfirm(site Site, to string, d EmailChangeData) (Message, error) {
	return render(site, KindEmailChangeConfirm, to, d)
}

// EmailChangeNotice tells the old address that a change was asked for. It
// carries no link that acts.
func EmailChangeNotice(site Site, to string, d EmailChangeData) (Message, error) {
	d.Link = ""
	return render(site, KindEmailChangeNotice, to, d)
}
