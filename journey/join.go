package journey

// CheckJoin enforces the membership cap: a member reads with at most one
// group that has begun and is scheduled for at most one that has not. live
// are the member's memberships that are not completed, in groups that are not
// completed; a target the member is already in is left to the caller.
func CheckJoin(live []Group, target Group, today Date) error {
	for _, g := range live {
		switch {
		case g.ID == target.ID:
			continue
		case target.Started(today) && g.Started(today):
			return Errorf(ECONFLICT, "You are already reading with %s, so you cannot join %s as well.", g.Name, target.Name)
		case !target.Started(today) && !g.Started(today):
			return Errorf(ECONFLICT, "You are already scheduled for %s; you can join the group after it once your reading has begun.", g.Name)
		}
	}
	return nil
}
