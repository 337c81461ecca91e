package reading

import (
	"context"
	"strings"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/readingplan"
)

// PlanPreview is what an uploaded plan would be: valid, or every problem.
type PlanPreview struct {
	Valid    bool
	Problems []string
}

// preview reads an uploaded plan; its problems are in ctx's language, for
// the admin who uploaded it.
func preview(ctx context.Context, csv string) (*readingplan.Plan, PlanPreview) {
	tag := locale.From(ctx)
	p, problems := readingplan.ParseCSV(strings.NewReader(csv), tag)
	out := PlanPreview{Valid: p != nil, Problems: make([]string, len(problems))}
	for i, pr := range problems {
		out.Problems[i] = pr.In(tag)
	}
	return p, out
}

// PreviewPlan checks an uploaded plan and says every problem; nothing
// changes. Admins only.
func (r *Reading) PreviewPlan(ctx context.Context, csv string) (PlanPreview, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return PlanPreview{}, err
	}
	_, out := preview(ctx, csv)
	return out, nil
}

// UploadPlan makes an uploaded plan the programme's, audited; a plan with
// a problem changes nothing and names the first problems on field csv.
// Admins only.
func (r *Reading) UploadPlan(ctx context.Context, csv string) (Settings, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return Settings{}, err
	}
	p, pv := preview(ctx, csv)
	if !pv.Valid {
		shown := pv.Problems[:min(len(pv.Problems), 5)]
		return Settings{}, journey.FieldError(journey.EINVALID, "csv", "The plan has %d problems; nothing was changed. %s",
			len(pv.Problems), strings.Join(shown, " "))
	}
	days := make([]db.PlanDay, len(p))
	for i, d := range p {
		days[i] = db.PlanDay{Day: d.Number, Passages: d.Passages()}
	}
	return r.replacePlan(ctx, v, days, "reading_plan.upload")
}

// ResetPlan returns the programme to the default plan, audited. Admins only.
func (r *Reading) ResetPlan(ctx context.Context) (Settings, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return Settings{}, err
	}
	return r.replacePlan(ctx, v, nil, "reading_plan.reset")
}

func (r *Reading) replacePlan(ctx context.Context, v *auth.Viewer, days []db.PlanDay, action string) (Settings, error) {
	var out Settings
	err := r.DB.InTx(ctx, func(q *db.Queries) error {
		before, err := q.ReadingSettingsOf(ctx)
		if err != nil {
			return err
		}
		if err := q.ReplacePlan(ctx, days); err != nil {
			return err
		}
		if out, err = q.ReadingSettingsOf(ctx); err != nil {
			return err
		}
		return q.Audit(ctx, v.User, journey.AuditRecord{Action: action, ObjectType: journey.AuditReadingSettings, ObjectID: 1,
			Changes: journey.Changed(journey.Change("plan", planName(before), planName(out)))})
	})
	return out, err
}

func planName(s Settings) string {
	if s.CustomPlanSince == nil {
		return "default"
	}
	return "uploaded " + s.CustomPlanSince.UTC().Format("2006-01-02 15:04:05")
}

// DefaultPlanCSV is the default plan as CSV; admins only.
func (r *Reading) DefaultPlanCSV(ctx context.Context) (string, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return "", err
	}
	var b strings.Builder
	err := readingplan.Default().CSV(&b)
	return b.String(), err
}
