package service

import (
	"context"
	"errors"

	"journey365/account"
	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/rhythm"
)

// CurrentGroup is the group open for registration now, or nil: a public
// read (Public), on the standby for a visitor who is not signed in.
func (s *Service) CurrentGroup(ctx context.Context) (g *journey.Group, err error) {
	err = s.Public.Read(ctx, func(q *db.Queries) error {
		g, err = q.CurrentGroup(ctx, s.today())
		return err
	})
	return g, err
}

// RegisterInput is the registration form (spec 3: Registration payload).
type RegisterInput struct {
	Name           string
	Email          string
	City           string
	MailingAddress string
	Referral       *string
	// TimeZone is the browser's (an IANA name), proposed for the member's
	// reminders; nil: the programme's.
	TimeZone *string
}

// Registration is a new member, signed in, and the group they were placed in
// (nil when no group had a seat: they are on the waiting list).
type Registration struct {
	account.Session
	Group *journey.Group
}

// Waiting says the member is on the waiting list.
func (r Registration) Waiting() bool { return r.Group == nil }

// Register creates the member and places them in the current group, else the
// next open one, else puts them on the waiting list (wanting the current
// group, if any), in one transaction: a failure leaves no partial account.
// The account records the network it was registered from.
func (s *Service) Register(ctx context.Context, in RegisterInput) (Registration, error) {
	if err := s.Attempts.Attempt(ctx, "register"); err != nil {
		return Registration{}, err
	}
	u, err := cleanRegistration(in)
	if err != nil {
		return Registration{}, err
	}
	var zone *string
	if in.TimeZone != nil {
		loc, err := rhythm.LoadTimeZone("timeZone", *in.TimeZone)
		if err != nil {
			return Registration{}, err
		}
		name := loc.String()
		zone = &name
	}
	// After the form is checked, so a typing slip does not spend the network's allowance.
	if err := s.checkNetworkRegistration(ctx); err != nil {
		return Registration{}, err
	}
	u.RegisteredNetwork = registrationNetwork(ctx)
	today := s.today()
	var placed *journey.Group
	err = s.DB.InTx(ctx, func(q *db.Queries) error {
		if err := q.CreateUser(ctx, &u); err != nil {
			return err
		}
		if zone != nil {
			if err := q.SetMemberTimeZone(ctx, u.ID, *zone); err != nil {
				return err
			}
		}
		// The language they registered in: their mails, from the welcome on, are in it.
		if lang := locale.Accepted(ctx); lang != locale.Default {
			if err := q.SetMemberLocale(ctx, u.ID, lang); err != nil {
				return err
			}
		}
		current, err := q.CurrentGroup(ctx, today)
		if err != nil {
			return err
		}
		if current == nil {
			// Every open group is full (or none is open): wait for the first.
			wanted, err := q.FullGroupOpen(ctx, today)
			if err != nil {
				return err
			}
			return q.PutOnWaitingList(ctx, u.ID, wanted)
		}
		candidates := []int64{current.ID}
		if next, err := q.GroupAfter(ctx, current.StartDate, today); err != nil {
			return err
		} else if next != nil {
			candidates = append(candidates, next.ID)
		}
		for _, id := range candidates {
			g, err := q.JoinGroupSavepoint(ctx, id, u.ID, today)
			if errors.Is(err, db.ErrRegistrationShut) {
				continue // filled up meanwhile: try the next one
			}
			if err != nil {
				return err
			}
			placed = &g
			return s.queueWelcome(ctx, q, u, g)
		}
		return q.PutOnWaitingList(ctx, u.ID, &current.ID)
	})
	if err != nil {
		return Registration{}, err
	}
	if placed != nil {
		s.WakeMailSender()
	}
	session, err := account.Issue(s.Tokens, u, auth.ScopeMember)
	if err != nil {
		return Registration{}, err
	}
	return Registration{Session: session, Group: placed}, nil
}

// cleanRegistration applies journey's user rules for the registration form.
func cleanRegistration(in RegisterInput) (journey.User, error) {
	d, err := journey.CleanUserDetails(journey.RegistrationForm, journey.UserDetails{
		Name: in.Name, Email: in.Email, City: &in.City, MailingAddress: &in.MailingAddress, Referral: in.Referral})
	if err != nil {
		return journey.User{}, err
	}
	return journey.User{Name: d.Name, Email: d.Email, City: d.City, MailingAddress: d.MailingAddress, Referral: d.Referral,
		Role: journey.RoleUser, Status: journey.UserActive}, nil
}

// JoinCurrentGroup puts the signed-in member in the current group. Being in
// it already is not a failure: the member simply lands on their dashboard.
func (s *Service) JoinCurrentGroup(ctx context.Context) (journey.Group, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return journey.Group{}, err
	}
	current, err := s.CurrentGroup(ctx)
	if err != nil {
		return journey.Group{}, err
	}
	if current == nil {
		return journey.Group{}, journey.Errorf(journey.ENOTFOUND, "No group is open for registration right now.")
	}
	g, err := s.join(ctx, current.ID, v.User.ID)
	if errors.Is(err, db.ErrAlreadyMember) {
		return *current, nil
	}
	return g, err
}

// NextGroup is the group after the member's own, with what they may do about it.
type NextGroup struct {
	journey.Group
	AlreadyJoined bool
	CanJoin       bool
}

// GroupOf is user userID's current group, or nil when they have none yet.
// The viewer must be that user or an admin.
func (s *Service) GroupOf(ctx context.Context, userID int64) (*journey.Group, error) {
	if _, err := s.authorizeSubject(ctx, userID); err != nil {
		return nil, err
	}
	return s.DB.Q().MemberGroup(ctx, userID, s.today())
}

// NextGroupFor is the first group after user userID's group by start date
// (for a member with no group, the current open group), or nil, with what
// they may do about it. The viewer must be that user or an admin.
func (s *Service) NextGroupFor(ctx context.Context, userID int64) (*NextGroup, error) {
	if _, err := s.authorizeSubject(ctx, userID); err != nil {
		return nil, err
	}
	next, err := s.nextGroup(ctx, userID)
	if err != nil || next == nil {
		return nil, err
	}
	return s.nextGroupView(*next), nil
}

// nextGroupView is the member's next group with what they may do about it.
func (s *Service) nextGroupView(next db.NextGroup) *NextGroup {
	return &NextGroup{Group: next.Group, AlreadyJoined: next.AlreadyJoined,
		CanJoin: !next.AlreadyJoined && next.Group.RegistrationOpen(s.today())}
}

// nextGroup is the one group the member may join by id (see NextGroupFor):
// after their own group, one they joined or the first whose registration is
// open (db.NextGroupFor); with no group, the current open group.
func (s *Service) nextGroup(ctx context.Context, userID int64) (*db.NextGroup, error) {
	today := s.today()
	mine, err := s.DB.Q().MemberGroup(ctx, userID, today)
	if err != nil {
		return nil, err
	}
	var after *journey.Date
	if mine != nil && !mine.Ended(today) {
		// After their last group ended, the member joins like a newcomer.
		after = &mine.StartDate
	}
	return s.DB.Q().NextGroupFor(ctx, userID, after, today)
}

func (s *Service) describeNext(ctx context.Context, g journey.Group, userID int64) (*NextGroup, error) {
	joined, err := s.DB.Q().IsMember(ctx, g.ID, userID)
	if err != nil {
		return nil, err
	}
	return &NextGroup{Group: g, AlreadyJoined: joined, CanJoin: !joined && g.RegistrationOpen(s.today())}, nil
}

// JoinGroup schedules the member for group id, which must be their next
// group: joining any open group by id would let a member read several boards.
func (s *Service) JoinGroup(ctx context.Context, id int64) (*NextGroup, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	next, err := s.nextGroup(ctx, v.User.ID)
	if err != nil {
		return nil, err
	}
	if next == nil || next.ID != id {
		var nextGroup *journey.Group
		if next != nil {
			nextGroup = &next.Group
		}
		if err := s.whyNotNext(ctx, id, v.User.ID, nextGroup); err != nil {
			return nil, err
		}
	}
	g, err := s.join(ctx, id, v.User.ID)
	if errors.Is(err, db.ErrAlreadyMember) {
		return nil, journey.Errorf(journey.ECONFLICT, "You have already joined %s.", g.Name)
	}
	if err != nil {
		return nil, err
	}
	return s.describeNext(ctx, g, v.User.ID)
}

// whyNotNext explains why group id, which is not the member's next group,
// cannot be joined.
func (s *Service) whyNotNext(ctx context.Context, id, userID int64, next *journey.Group) error {
	var g journey.Group
	var live []journey.Group
	err := s.DB.InTx(ctx, func(q *db.Queries) error {
		var err error
		if g, err = q.GroupByID(ctx, id); err != nil {
			return err
		}
		live, err = q.LiveGroupsForUpdate(ctx, userID)
		return err
	})
	if err != nil {
		return err
	}
	for _, l := range live {
		if l.ID == id {
			return journey.Errorf(journey.ECONFLICT, "You have already joined %s.", g.Name)
		}
	}
	if err := journey.CheckJoin(live, g, s.today()); err != nil {
		return err
	}
	if !g.RegistrationOpen(s.today()) {
		return whyClosed(g, s.today())
	}
	if next == nil {
		return journey.Errorf(journey.EFORBIDDEN, "%s is not open to you: there is no next group for you to join right now.", g.Name)
	}
	return journey.Errorf(journey.EFORBIDDEN, "%s is not open to you: you can join only your next group, %s.", g.Name, next.Name)
}

// join takes a seat in group id, turning a refused seat into a message that
// says why. The returned group is filled in for ErrAlreadyMember too. The
// member's row is locked while the membership cap is checked, so concurrent
// joins by one member cannot both pass it.
func (s *Service) join(ctx context.Context, id, userID int64) (journey.Group, error) {
	var g journey.Group
	today := s.today()
	err := s.DB.InTx(ctx, func(q *db.Queries) error {
		var err error
		if g, err = q.GroupByID(ctx, id); err != nil {
			return err
		}
		live, err := q.LiveGroupsForUpdate(ctx, userID)
		if err != nil {
			return err
		}
		if err := journey.CheckJoin(live, g, today); err != nil {
			return err
		}
		joined, err := q.JoinGroup(ctx, id, userID, today)
		if err == nil {
			g = joined
		}
		return err
	})
	if errors.Is(err, db.ErrRegistrationShut) {
		return g, whyClosed(g, today)
	}
	return g, err
}

// whyClosed explains a refused seat from the group as it was read.
func whyClosed(g journey.Group, today journey.Date) error {
	switch {
	case g.Status == journey.GroupClosed || g.Status == journey.GroupCompleted:
		return journey.Errorf(journey.ECONFLICT, "Registration for %s is closed.", g.Name)
	case today.After(g.RegistrationDeadline):
		return journey.Errorf(journey.ECONFLICT, "Registration for %s closed on %s.", g.Name, g.RegistrationDeadline)
	default:
		return journey.Errorf(journey.ECONFLICT, "%s is full.", g.Name)
	}
}

// CancelGroup takes the member out of group id while its registration is
// still open; after that an admin removes members.
func (s *Service) CancelGroup(ctx context.Context, id int64) (*NextGroup, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	today := s.today()
	var g journey.Group
	err = s.DB.InTx(ctx, func(q *db.Queries) error {
		if g, err = q.GroupByID(ctx, id); err != nil {
			return err
		}
		if today.After(g.RegistrationDeadline) {
			return journey.Errorf(journey.ECONFLICT, "Registration for %s has closed; please ask an admin to remove you.", g.Name)
		}
		left, err := q.LeaveGroup(ctx, id, v.User.ID)
		if err != nil {
			return err
		}
		if !left {
			return journey.Errorf(journey.EINVALID, "You have not joined %s.", g.Name)
		}
		g, err = q.GroupByID(ctx, id) // with the seat freed
		return err
	})
	if err != nil {
		return nil, err
	}
	// The membership was just removed: no need to ask.
	return &NextGroup{Group: g, CanJoin: g.RegistrationOpen(today)}, nil
}
