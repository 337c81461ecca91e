package resolvers

import (
	"strings"

	"journey365/graph/model"
	"journey365/service"
)

func awardTiers(tiers []service.AwardTier) []model.AwardTier {
	out := make([]model.AwardTier, len(tiers))
	for i, t := range tiers {
		out[i] = model.AwardTier{Tier: t.Tier, MinTrophies: t.Min, MemberCount: t.MemberCount}
		if t.Max != 0 {
			m := t.Max
			out[i].MaxTrophies = &m
		}
	}
	return out
}

func trophyHolderPage(p service.TrophyHolderPage) *model.TrophyHolderPage {
	nodes := make([]model.TrophyHolder, len(p.Nodes))
	for i, h := range p.Nodes {
		nodes[i] = model.TrophyHolder{Name: h.Name, TrophiesCount: h.TrophiesCount, AvatarURL: h.AvatarURL, Tier: h.Tier}
	}
	info := p.PageInfo
	return &model.TrophyHolderPage{TotalCount: p.TotalCount, Nodes: nodes, PageInfo: &info}
}

func legacyClaimInput(in model.LegacyClaimInput) service.LegacyClaimInput {
	return service.LegacyClaimInput{Name: in.Name, Email: in.Email, City: in.City, MailingAddress: in.MailingAddress,
		CompletedJourneys: in.CompletedJourneys, LastCompletionYear: in.LastCompletionYear, Note: in.Note}
}

// legacyStatus is the service's status of a GraphQL one (nil: every status).
func legacyStatus(s *model.LegacyClaimStatus) *service.LegacyClaimStatus {
	if s == nil {
		return nil
	}
	v := service.LegacyClaimStatus(strings.ToLower(string(*s)))
	return &v
}

func legacyClaim(c service.LegacyClaim) *model.LegacyClaim {
	return &model.LegacyClaim{ID: c.ID, Name: c.Name, Email: c.Email, City: c.City, MailingAddress: c.MailingAddress,
		CompletedJourneys: c.CompletedJourneys, LastCompletionYear: c.LastCompletionYear, Note: c.Note,
		Status: model.LegacyClaimStatus(strings.ToUpper(string(c.Status))), UserID: c.UserID,
		CurrentTrophies: c.CurrentTrophies, CreatedAt: c.CreatedAt, DecidedAt: c.DecidedAt, Reason: c.Reason,
		ConfirmationExpiresAt: c.ConfirmationExpiresAt, ConfirmedAt: c.ConfirmedAt}
}
