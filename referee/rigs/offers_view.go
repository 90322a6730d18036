package rigs

// Words of the catalogue that only the table display says, looked up by a
// key of the JSON view (serve's page reads "view.<key>.zero" for a number
// whose zero means "not yet"): before this round's Market card is drawn the
// view's market price is 0, which the TV shows as these words rather than
// as a price. Listed here, beside the view that makes the number.
var _ = []string{"view.price.zero"}

// The display's labels for the keys of the JSON view, in the table's
// language (serve's page reads "view.<key>" of the game's catalogue): a
// German table reads "Runde" and "Expeditionsleitung" on its TV.
var _ = []string{"view.round", "view.phase", "view.expedition_leader", "view.market", "view.price", "view.level", "view.remaining", "view.drawn", "view.script_left", "view.decks", "view.disaster_discards", "view.disasters", "view.karma", "view.karma_discards", "view.plots", "view.surveys", "view.rigs_in_play", "view.credits", "view.resources", "view.energy", "view.supplies", "view.metal", "view.luxuries", "view.loans", "view.rigs", "view.warehouse", "view.placed", "view.borrowed_this_phase", "view.may_borrow", "view.id", "view.type", "view.survey", "view.resource"}
