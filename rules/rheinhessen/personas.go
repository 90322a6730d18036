package rheinhessen

import (
	"fmt"
	"regexp"
	"strings"

	"boardroom/lazy"
	"boardroom/rules/datafile"
	"boardroom/rules/names"
)

// PersonasFile is the name errors use for the embedded personas data.
const PersonasFile = "rules/rheinhessen/personas.yaml"

// How a persona chooses the rival it audits.
const (
	TargetMostIllegal = "most_illegal" // the greatest illegal raw value on its floor
	TargetLeader      = "leader"       // the highest score
	TargetNext        = "next"         // the rival who plays next, else the most illegal
	TargetFine        = "biggest_fine" // the greatest exact salvage fine
)

// When a persona makes the violation that triggers an external audit.
const (
	TriggerNever  = "never"
	TriggerAlways = "always"
	TriggerDirty  = "when_rivals_dirtier"
)

// Persona is one AI corporation's way of playing, as data: see personas.yaml
// for what each number means.
type Persona struct {
	ID    string `yaml:"id" json:"id"`
	Name  Words  `yaml:"name" json:"name"` // "The Aggressor", "Der Aggressor"
	Seat  string `yaml:"seat" json:"seat"` // the name it plays under: "Aggressor"
	About Words  `yaml:"about" json:"about"`
	// Expert personas search instead of following the rules below (whose
	// numbers they still use as limits).
	Expert bool `yaml:"expert" json:"expert"`
	// Ours marks a persona beyond the rulebook's four (not picked by --ai
	// random).
	Ours bool `yaml:"ours" json:"ours,omitempty"`
	// IllegalMax is the largest raw value of one illegal production, by the
	// audit track it sees (0 to external_audit_at - 1).
	IllegalMax      []int  `yaml:"illegal_max" json:"illegal_max"`
	IllegalMin      int    `yaml:"illegal_min" json:"illegal_min"`
	KeepPairs       bool   `yaml:"keep_pairs" json:"keep_pairs"`
	LegalBias       int    `yaml:"legal_bias" json:"legal_bias"`
	TriggerExternal string `yaml:"trigger_external" json:"trigger_external"`
	DirtierBy       int    `yaml:"dirtier_by" json:"dirtier_by"`
	AuditFrom       int    `yaml:"audit_from" json:"audit_from"`
	AuditTarget     string `yaml:"audit_target" json:"audit_target"`
	// NoAuditFrom is the audit track value from which it makes no internal
	// audit (0: it audits at any track).
	NoAuditFrom int `yaml:"no_audit_from" json:"no_audit_from,omitempty"`
	PassBelow   int `yaml:"pass_below" json:"pass_below"`
	// PointsMax is the most points one of its productions may score (0: no
	// limit): steady growth, the big hands kept back.
	PointsMax int `yaml:"points_max" json:"points_max,omitempty"`
	AuditRisk int `yaml:"audit_risk" json:"audit_risk"` // Expert: percent per rival turn left
	PairValue int `yaml:"pair_value" json:"pair_value"` // Expert: points per unseen copy
	// MergeCost is what the Expert counts against a legal production that
	// merges two (two pair, full house): the bonus the second would score.
	MergeCost int `yaml:"merge_cost" json:"merge_cost,omitempty"`
	// The Expert's search (0 samples: no search, the quick expert): the
	// deals of the unseen cards it plays out, the rounds it plays each out
	// for, and how many of the best-ranked productions it compares (and
	// passing).
	MCSamples    int `yaml:"mc_samples" json:"mc_samples,omitempty"`
	MCHorizon    int `yaml:"mc_horizon" json:"mc_horizon,omitempty"`
	MCCandidates int `yaml:"mc_candidates" json:"mc_candidates,omitempty"`
}

// Limit is the largest illegal raw value the persona risks at track.
func (p *Persona) Limit(track int) int {
	if track < 0 || track >= len(p.IllegalMax) {
		return 0
	}
	return p.IllegalMax[track]
}

// Personas is the whole personas file.
type Personas struct {
	Personas []Persona `yaml:"personas"`
}

var personaID = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^[a-z][a-z0-9-]*$`) }}

// Validate checks the personas against the rules data.
func (ps *Personas) Validate(doc *datafile.Doc) error {
	r := Load()
	errf := doc.Errorf
	if len(ps.Personas) == 0 {
		return errf([]any{"personas"}, "personas: need at least one persona")
	}
	seen := map[string]bool{}
	for i, p := range ps.Personas {
		at := func(k string) []any { return []any{"personas", i, k} }
		if !personaID.Get().MatchString(p.ID) {
			return errf(at("id"), "personas[%d].id: %q is not an id (lower-case letters, digits and -)", i, p.ID)
		}
		if p.Name.Empty() || p.About.Empty() || p.Seat == "" {
			return errf(at("name"), "personas[%d]: %s needs a name, a seat and an about", i, p.ID)
		}
		if strings.ContainsAny(p.Seat, ", \t\n") || len(p.Seat) > 24 {
			return errf(at("seat"), "personas[%d].seat: %q must be one word of at most 24 characters", i, p.Seat)
		}
		keys := []string{strings.ToLower(p.ID)}
		if k := strings.ToLower(p.Seat); k != keys[0] {
			keys = append(keys, k)
		}
		for _, k := range keys {
			if seen[k] {
				return errf(at("id"), "personas[%d]: %q is used by another persona", i, k)
			}
			seen[k] = true
		}
		if len(p.IllegalMax) != r.Track.ExternalAuditAt {
			return errf(at("illegal_max"), "personas[%d].illegal_max: need one limit per track value 0 to %d, got %d",
				i, r.Track.ExternalAuditAt-1, len(p.IllegalMax))
		}
		for t, v := range p.IllegalMax {
			if v < 0 || v > 1000 {
				return errf(at("illegal_max"), "personas[%d].illegal_max[%d]: %d is not a raw value 0 to 1000", i, t, v)
			}
		}
		switch p.TriggerExternal {
		case TriggerNever, TriggerAlways, TriggerDirty:
		default:
			return errf(at("trigger_external"), "personas[%d].trigger_external: %q is not %s, %s or %s%s",
				i, p.TriggerExternal, TriggerNever, TriggerAlways, TriggerDirty,
				names.DidYouMean(p.TriggerExternal, []string{TriggerNever, TriggerAlways, TriggerDirty}))
		}
		switch p.AuditTarget {
		case TargetMostIllegal, TargetLeader, TargetNext, TargetFine:
		default:
			return errf(at("audit_target"), "personas[%d].audit_target: %q is not %s, %s, %s or %s%s",
				i, p.AuditTarget, TargetMostIllegal, TargetLeader, TargetNext, TargetFine,
				names.DidYouMean(p.AuditTarget, []string{TargetMostIllegal, TargetLeader, TargetNext, TargetFine}))
		}
		for _, v := range []struct {
			name string
			n    int
		}{{"illegal_min", p.IllegalMin}, {"dirtier_by", p.DirtierBy}, {"audit_from", p.AuditFrom}, {"pass_below", p.PassBelow}, {"points_max", p.PointsMax}, {"audit_risk", p.AuditRisk}, {"pair_value", p.PairValue}, {"merge_cost", p.MergeCost}, {"mc_samples", p.MCSamples}, {"mc_horizon", p.MCHorizon}, {"mc_candidates", p.MCCandidates}} {
			if v.n < 0 || v.n > 1000 {
				return errf(at(v.name), "personas[%d].%s: %d is not 0 to 1000", i, v.name, v.n)
			}
		}
		if p.NoAuditFrom < 0 || p.NoAuditFrom >= r.Track.ExternalAuditAt {
			return errf(at("no_audit_from"), "personas[%d].no_audit_from: %d is not a track value 0 to %d (0: it audits at any track)",
				i, p.NoAuditFrom, r.Track.ExternalAuditAt-1)
		}
		if p.AuditFrom == 0 {
			return errf(at("audit_from"), "personas[%d].audit_from: must be at least 1 (an empty floor is no target)", i)
		}
		if p.LegalBias < -100 || p.LegalBias > 100 {
			return errf(at("legal_bias"), "personas[%d].legal_bias: %d is not -100 to 100", i, p.LegalBias)
		}
		numbers := map[string]any{"illegal_min": p.IllegalMin, "audit_from": p.AuditFrom, "dirtier_by": p.DirtierBy, "pass_below": p.PassBelow,
			"legal_bias": p.LegalBias, "legal_bias_neg": -p.LegalBias, "points_max": p.PointsMax, "merge_cost": p.MergeCost,
			"mc_samples": p.MCSamples, "mc_horizon": p.MCHorizon, "mc_candidates": p.MCCandidates, "no_audit_from": p.NoAuditFrom, "safe_max": r.Illegal.DangerFrom - 1}
		for t, v := range p.IllegalMax {
			numbers[fmt.Sprintf("limit%d", t)] = v
		}
		for _, text := range []*string{&ps.Personas[i].About.EN, &ps.Personas[i].About.DE} {
			about, err := datafile.Expand(*text, numbers)
			if err != nil {
				return errf(at("about"), "personas[%d].about: %v", i, err)
			}
			*text = about
		}
	}
	return nil
}

// ParsePersonas decodes and validates personas data; errors name the file
// and line.
func ParsePersonas(name string, data []byte) (*Personas, error) {
	return datafile.Parse[Personas](name, data)
}

// compiled_personas.go is the YAML written out as Go, the only form of the
// data in the binary; after editing the YAML run go generate (see gen/).
var personas = &datafile.Builtin[Personas, *Personas]{Name: PersonasFile, Gen: compiledPersonas, Validate: true}

// LoadPersonas returns the embedded personas, decoded and validated once.
func LoadPersonas() *Personas { return personas.Get() }

// Persona finds a persona by id or seat name (ignoring case).
func (ps *Personas) Persona(name string) (*Persona, bool) {
	name = strings.TrimSpace(name)
	for i := range ps.Personas {
		p := &ps.Personas[i]
		if strings.EqualFold(p.ID, name) || strings.EqualFold(p.Seat, name) {
			return p, true
		}
	}
	return nil, false
}

// IDs lists the persona ids in file order.
func (ps *Personas) IDs() []string {
	ids := make([]string, len(ps.Personas))
	for i, p := range ps.Personas {
		ids[i] = p.ID
	}
	return ids
}

// Rulebook lists the personas of the rulebook (every one but the experts and
// those marked ours).
func (ps *Personas) Rulebook() []string {
	var ids []string
	for _, p := range ps.Personas {
		if !p.Expert && !p.Ours {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// Lookup is Persona with an error listing the personas.
func (ps *Personas) Lookup(name string) (*Persona, error) {
	if p, ok := ps.Persona(name); ok {
		return p, nil
	}
	return nil, fmt.Errorf("no AI persona %q (the personas are %s)", name, strings.Join(ps.IDs(), ", "))
}
