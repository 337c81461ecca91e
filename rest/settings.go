package rest

import (
	"net/http"
	"time"

	"journey365/settings"
)

// programmeLinks are the programme's name and public links, in snake_case.
type programmeLinks struct {
	Name                  string `json:"name"`
	IntroVideoPart1URL    string `json:"intro_video_part1_url"`
	IntroVideoPart2URL    string `json:"intro_video_part2_url"`
	IntroVideoPart3URL    string `json:"intro_video_part3_url"`
	HomeIntroVideoURL     string `json:"home_intro_video_url"`
	BibleAppURL           string `json:"bible_app_url"`
	HelpStartPlanURL      string `json:"help_start_plan_url"`
	HelpChangeLanguageURL string `json:"help_change_language_url"`
}

func linksOut(p settings.Programme) programmeLinks {
	return programmeLinks{Name: p.Name, IntroVideoPart1URL: p.IntroVideoPart1URL, IntroVideoPart2URL: p.IntroVideoPart2URL,
		IntroVideoPart3URL: p.IntroVideoPart3URL, HomeIntroVideoURL: p.HomeIntroVideoURL, BibleAppURL: p.BibleAppURL,
		HelpStartPlanURL: p.HelpStartPlanURL, HelpChangeLanguageURL: p.HelpChangeLanguageURL}
}

// GET /api/settings: the programme's name and the links the client shows (public).
func (a *API) programmeSettings(r *http.Request, _ noBody) (programmeLinks, error) {
	p, err := a.set.Public(r.Context())
	return linksOut(p), err
}

type readingLinksOut struct {
	LinkTemplate string `json:"link_template"`
	BibleVersion string `json:"bible_version"`
}

type secretsOut struct {
	Stripe        bool `json:"stripe"`
	StripeWebhook bool `json:"stripe_webhook"`
	SMTP          bool `json:"smtp"`
}

type adminSettingsOut struct {
	programmeLinks
	TimeZone                 *string         `json:"time_zone"`
	EnvironmentTimeZone      string          `json:"environment_time_zone"`
	EffectiveTimeZone        string          `json:"effective_time_zone"`
	LeadersSeeContactDetails bool            `json:"leaders_see_contact_details"`
	UpdatedAt                time.Time       `json:"updated_at"`
	Reading                  readingLinksOut `json:"reading"`
	Secrets                  secretsOut      `json:"secrets"`
}

func adminSettingsOf(v settings.AdminView, err error) (adminSettingsOut, error) {
	if err != nil {
		return adminSettingsOut{}, err
	}
	return adminSettingsOut{programmeLinks: linksOut(v.Programme), TimeZone: v.TimeZone, EnvironmentTimeZone: v.EnvironmentZone,
		EffectiveTimeZone: v.EffectiveTimeZone(), LeadersSeeContactDetails: v.LeadersSeeContactDetails, UpdatedAt: v.UpdatedAt,
		Reading: readingLinksOut{LinkTemplate: v.Reading.LinkTemplate, BibleVersion: v.Reading.BibleVersion},
		Secrets: secretsOut{Stripe: v.Secrets.Stripe, StripeWebhook: v.Secrets.StripeWebhook, SMTP: v.Secrets.SMTP}}, nil
}

// GET /api/admin/settings: every setting, and which secrets the environment sets.
func adminSettings(s *settings.Settings, r *http.Request, _ noBody) (adminSettingsOut, error) {
	return adminSettingsOf(s.Admin(r.Context()))
}

// settingsIn is the whole Settings form (time_zone null or "": the environment's).
type settingsIn struct {
	Name                     string  `json:"name"`
	IntroVideoPart1URL       string  `json:"intro_video_part1_url"`
	IntroVideoPart2URL       string  `json:"intro_video_part2_url"`
	IntroVideoPart3URL       string  `json:"intro_video_part3_url"`
	HomeIntroVideoURL        string  `json:"home_intro_video_url"`
	BibleAppURL              string  `json:"bible_app_url"`
	HelpStartPlanURL         string  `json:"help_start_plan_url"`
	HelpChangeLanguageURL    string  `json:"help_change_language_url"`
	TimeZone                 *string `json:"time_zone"`
	LeadersSeeContactDetails bool    `json:"leaders_see_contact_details"`
}

// PUT /api/admin/settings: saves the whole form (audited); each problem names its key.
func updateSettings(s *settings.Settings, r *http.Request, b settingsIn) (adminSettingsOut, error) {
	return adminSettingsOf(s.Update(r.Context(), settings.Input(b)))
}
