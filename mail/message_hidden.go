package mail

// MessageHiddenData is what the mail to admins about a hidden message says.
type MessageHiddenData struct {
	Name       string // the admin's
	GroupName  string
	AuthorName string
	// Excerpt is the start of the message (at most 300 characters).
	Excerpt string
	// Reports is how many undecided reports the message has now.
	Reports int
	// HiddenBy names the group's leader who hid it; empty when members'
	// reports did.
	HiddenBy string
}

type messageHiddenView struct {
	MessageHiddenData
	Queue string // {BASE_URL}/admin/messages
}

// MessageHidden tells an admin that members' reports have just hidden a
// message from every board, and where to dismiss the reports or delete it.
func MessageHidden(site Site, to string, d MessageHiddenData) (Message, error) {
	return render(site, KindMessageHidden, to, messageHiddenView{MessageHiddenData: d, Queue: site.Link("/admin/messages")})
}
