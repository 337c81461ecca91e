package mail

// AwardData is what the award-approved mail says.
type AwardData struct {
	Name      string
	AwardName string // "Journey Completion"
	GroupName string
	// Trophies is how many journeys the member has completed now.
	Trophies int
}

type awardView struct {
	AwardData
	Awards string // {BASE_URL}/awards
}

// AwardApproved is the mail a member gets when an admin approves their award.
func AwardApproved(site Site, to string, d AwardData) (Message, error) {
	return render(site, KindAwardApproved, to, awardView{AwardData: d, Awards: site.Link("/awards")})
}
