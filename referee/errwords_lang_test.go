package referee

import (
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/atomicfile"
	"boardroom/phrase/msg"
)

// A game that cannot be saved, and a refusal that cannot be kept for 'why',
// are said in the table's language, the system's reason too; the English
// is as it was.
func TestASaveOrARefusalThatCannotBeWrittenIsSaidInTheTablesLanguage(t *testing.T) {
	cause := &atomicfile.WriteError{Path: "/saves/rigs/g.json", Err: syscall.EACCES}
	save := &saveError{name: "g", err: cause}
	assert.Equal(t, `cannot save game "g": cannot write /saves/rigs/g.json: permission denied`, save.Error())
	assert.Equal(t, "das Spiel „g“ lässt sich nicht speichern: /saves/rigs/g.json lässt sich nicht schreiben: keine Berechtigung", SayError(msg.DE, save))
	kept := NotKept(cause)
	assert.Equal(t, "this refusal is not kept for 'why': cannot write /saves/rigs/g.json: permission denied", kept.Error())
	assert.Equal(t, "diese Ablehnung wird für 'why' nicht aufbewahrt: /saves/rigs/g.json lässt sich nicht schreiben: keine Berechtigung", SayError(msg.DE, kept))
}
