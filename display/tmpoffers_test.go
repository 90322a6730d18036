package display_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"unicode"
	"unicode/utf8"

	"boardroom/display"
	"boardroom/phrase/msg"
	"boardroom/referee/spec"
)

func TestTmpOffers(t *testing.T) {
	seen := map[string]bool{}
	playRegistered(t, 60, func(g display.Game, l msg.Lang, _ string, srv *display.Server, name string) {
		var host string
		for _, k := range srv.Links() {
			if k.Seat == display.HostSeat {
				host = k.Path
			}
		}
		var offers struct {
			Offers []spec.Offer `json:"offers"`
		}
		json.Unmarshal([]byte(get(t, srv, host+"/offers")), &offers)
		low := func(kind, s string) {
			r, _ := utf8.DecodeRuneInString(s)
			if unicode.IsLower(r) && !seen[g.ID+string(l)+kind+s] {
				seen[g.ID+string(l)+kind+s] = true
				fmt.Printf("LOW %s/%s %s: %q\n", g.ID, l, kind, s)
			}
		}
		for _, o := range offers.Offers {
			b, _ := json.Marshal(o)
			var m map[string]any
			json.Unmarshal(b, &m)
			var walk func(path string, v any)
			walk = func(path string, v any) {
				switch x := v.(type) {
				case map[string]any:
					for k, vv := range x {
						walk(path+"."+k, vv)
					}
				case []any:
					for _, vv := range x {
						walk(path, vv)
					}
				case string:
					low(path, x)
				}
			}
			walk(o.Verb, m)
		}
	})
}
