"""ProbCut's depth pairs for the Reversi search, written by ``tools/fit_probcut.py --deepest 6 --every 12``
(33 positions of the test games, 16 to 54 empty squares): ``depth: (slope, offset, sigma)``, the value
``depth`` plies deep predicted as ``slope * value GAP plies shallower + offset``
(centidiscs), with the standard deviation ``sigma`` about it; deeper pairs, up to
``DEEPEST_CUT``, take the deepest fit."""

GAP = 2
DEEPEST_CUT = 14
CUTS: dict[int, tuple[float, float, float]] = {
    3: (1.0511, 74.1, 297.3),
    4: (1.0286, 40.0, 332.3),
    5: (1.0178, 51.7, 243.1),
    6: (1.0254, 90.8, 235.1),
}
