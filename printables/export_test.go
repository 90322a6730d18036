package printables

// Internals the external engine tests look at.
var (
	CalibrationTarget = calibrationTarget
	PageSize          = pageSize
	BuiltinFont       = builtinFont
	NumeralFace       = numeralFace
)
