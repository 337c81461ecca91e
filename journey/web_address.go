package journey

import "net/url"

// checkWebAddress refuses anything but an absolute http(s) address: such
// values are shown as links (group links, avatars), and a javascript: or
// data: address would run or show what its author chose.
func checkWebAddress(field, label, s string) error {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return FieldError(EINVALID, field, "The %s must be a web address starting with https:// or http://.", label)
	}
	return nil
}
