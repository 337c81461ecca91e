package mail

// ReminderData is what the daily reminder says: the group's day, the
// milestone under way and the days left to it, the member's streak, and
// the two one-click links (I read today, I missed today).
type ReminderData struct {
	Name          string
	GroupName     string
	Day           int
	MilestoneName string
	DaysToGo      int // days after today to the milestone's last day
	Streak        int
	BestStreak    int
	ReadLink      string
	MissedLink    string
	// Unsubscribe is the page that turns reminders off; Settings the
	// member's Settings screen.
	Unsubscribe string
	Settings    string
}

// Reminder is the daily reminder mail of member userID, with its
// List-Unsubscribe headers.
func Reminder(site Site, to string, userID int64, headers map[string]string, d ReminderData) (Message, error) {
	d.Settings = site.Link("/settings")
	m, err := render(site, KindReminder, to, d)
	if err != nil {
		return Message{}, err
	}
	m.UserID, m.Category, m.Headers = userID, CategoryReminder, headers
	return m, nil
}
