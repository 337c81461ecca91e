package mail

// DigestData is what the weekly digest says: the group's week on the
// board, the member's own week and the group's pace.
type DigestData struct {
	Name      string
	GroupName string
	Day       int
	// Messages are the week's new messages by type ("3 prayer requests").
	Messages []DigestCount
	// Quotes are the newest prayer requests and testimonies.
	Quotes []DigestQuote
	// The member's week: days read of the last 7, the current and best
	// runs, and the next milestone with the days to its last day.
	WeekRead, Streak, BestStreak int
	NextMilestone                string
	DaysToGo                     int
	// OnTrack is the share of the group's members on track, in percent.
	OnTrack int
	Board   string // the board's page
	// Unsubscribe stops the digest; Settings changes its day and time.
	Unsubscribe, Settings string
}

// DigestCount is one line of the board's week.
type DigestCount struct {
	Label string
	Count int
}

// DigestQuote is a message the digest quotes (cut short when long).
type DigestQuote struct {
	Kind   string // "Prayer request", "Testimony"
	Author string
	Text   string
}

// Digest is the weekly digest mail of member userID, with its
// List-Unsubscribe headers.
func Digest(site Site, to string, userID int64, headers map[string]string, d DigestData) (Message, error) {
	d.Settings, d.Board = site.Link("/settings"), site.Link("/messages")
	m, err := render(site, KindDigest, to, d)
	if err != nil {
		return Message{}, err
	}
	m.UserID, m.Category, m.Headers = userID, CategoryDigest, headers
	return m, nil
}
