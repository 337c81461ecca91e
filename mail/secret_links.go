package mail

import (
	"net/url"
	"regexp"
)

// A secret link is one whose holder may act as its recipient: a password
// reset link, a donor's manage link (it opens the donor's Stripe portal).
// Such links carry their secret in a query parameter named token (or ending
// in "token"), or as the path segment after /checkin/ or /unsubscribe/ (a
// reminder's one-click links), and exist only in the mail that was sent:
// wherever a mail is shown or logged instead of sent, RedactSecretLinks
// replaces them.

// RedactedLink stands in for a secret link in a mail shown instead of sent.
const RedactedLink = "[private link: only in the mail]"

// SecretLink is an absolute link to path on the site carrying token in its
// query, the shape RedactSecretLinks recognises.
func (s Site) SecretLink(path, token string) string {
	return s.Link(path + "?token=" + url.QueryEscape(token))
}

// secretLink is an http(s) URL with a query parameter named token, or whose
// name ends in token (resetToken, confirm_token), with the rest of its
// query and fragment (URL characters only, so a closing bracket or a
// sentence's end around the link stays).
var secretLink = regexp.MustCompile(`(?i)https?://[^\s<>"'?]*\?(?:[^\s<>"'#]*&)?[a-z0-9_.-]*token=[a-z0-9._~%+=&;#/-]*` +
	`|https?://[^\s<>"'?]*/(?:checkin|unsubscribe)/[a-z0-9._~-]+`)

// RedactSecretLinks is text with every secret link replaced by RedactedLink.
func RedactSecretLinks(text string) string {
	return secretLink.ReplaceAllLiteralString(text, RedactedLink)
}
