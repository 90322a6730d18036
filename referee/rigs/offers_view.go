package rigs

// Words of the catalogue that only the table display says, looked up by a
// key of the JSON view (serve's page reads "view.<key>.zero" for a number
// whose zero means "not yet"): before this round's Market card is drawn the
// view's market price is 0, which the TV shows as these words rather than
// as a price. Listed here, beside the view that makes the number.
var _ = []string{"view.price.zero"}

// The display labels every key of the view with the catalogue's
// view.<key> in the page's language: the whole view prefix is used there.
var _ = []string{"view."}
