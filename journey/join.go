package journey

// MaxLiveGroups is how many groups a member may belong to at once: the group
// they read with and the one after it.
const MaxLiveGroups = 2

// CheckJoin enforces the membership cap: a member belongs to at most their
// own group plus one scheduled after it, and never reads with two groups
// that have both begun. live are the member's memberships that are not
// completed, in groups that are not completed; a target the member is already
// in is left to the caller.
func CheckJoin(live []Group, target Group, today Date) error {
	var others []Group
	for _, g := range live {
		if g.ID == target.ID {
			continue
		}
		if target.Started(today) && g.Started(today) {
			return Errorf(ECONFLICT, "You are already reading with %s, so you cannot join %s as well.", g.Name, target.Name)
		}
		others = append(others, g)
	}
	if len(others) >= MaxLiveGroups {
		return Errorf(ECONFLICT, "You already belong to %s and %s; you can join another group once one of them is completed.", others[0].Name, others[1].Name)
	}
	return nil
}
