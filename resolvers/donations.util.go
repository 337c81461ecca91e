package resolvers

import (
	"journey365/billing"
	"journey365/graph/model"
)

// adminDonation is the GraphQL view of a donation in the admin's list.
func adminDonation(d billing.AdminDonation) model.AdminDonation {
	return model.AdminDonation{ID: d.ID, DonorName: d.DonorName, DonorEmail: d.DonorEmail, Anonymous: d.Anonymous,
		Amount: d.AmountCents, Type: d.Type, Status: d.Status, StatusReason: d.StatusReason,
		CreatedAt: d.CreatedAt, SubscriptionID: d.SubscriptionID, Demo: d.Demo}
}
