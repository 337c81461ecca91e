package journey

// Audience is whom the programme team's announcement is for.
type Audience string

const (
	// AudienceEveryone is every active member account.
	AudienceEveryone Audience = "everyone"
	// AudienceGroup is the members of one group.
	AudienceGroup Audience = "group"
	// AudienceAtRisk is the members of one group the Progress tab counts at risk.
	AudienceAtRisk Audience = "at_risk"
)
