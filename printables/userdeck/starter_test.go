package userdeck_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/printables/userdeck"
)

func TestStarterLoadsWithoutProblems(t *testing.T) {
	d := userdeck.Load(userdeck.Starter(), "starter")
	require.Empty(t, d.Problems, "%s", d.Problems.Error())
	require.Len(t, d.Cards, 6)
}
