package bots

// Learner is what a [Match] offers learning code: the game's fixed action
// space and a seat's observation tensor (incursion.Game's NumActions,
// ActionID, LegalMask, ObservationShape and Observation), with seats and
// actions named in the text notation. Every Match of a game registered with
// [Add] is a Learner; a game that defines no action ids or tensors returns
// errors wrapping errors.ErrUnsupported.
type Learner interface {
	NumActions() (int, error)
	// ActionID is the id of an action, in the text notation, of the
	// current state.
	ActionID(action string) (int, error)
	LegalMask(seat string, dst []bool) ([]bool, error)
	ObservationShape() ([]int, error)
	Observation(seat string, dst []float32) ([]float32, error)
}

func (m *genericMatch[S, A, E, P]) NumActions() (int, error) { return m.g.NumActions(m.s) }

func (m *genericMatch[S, A, E, P]) ActionID(text string) (int, error) {
	a, err := m.g.ParseAction(text)
	if err != nil {
		return 0, err
	}
	return m.g.ActionID(m.s, a)
}

func (m *genericMatch[S, A, E, P]) LegalMask(seat string, dst []bool) ([]bool, error) {
	p, err := m.seat(seat)
	if err != nil {
		return dst, err
	}
	return m.g.LegalMask(m.s, p, dst)
}

func (m *genericMatch[S, A, E, P]) ObservationShape() ([]int, error) {
	return m.g.ObservationShape(m.s)
}

func (m *genericMatch[S, A, E, P]) Observation(seat string, dst []float32) ([]float32, error) {
	p, err := m.seat(seat)
	if err != nil {
		return dst, err
	}
	return m.g.Observation(m.s, p, dst)
}
