"""ProbCut's depth pairs for the Reversi search, written by ``tools/fit_probcut.py --deepest 6 --every 12``
(33 positions of the test games, 16 to 54 empty squares): ``depth: (shallow depth, slope, offset,
sigma)``, the deep value predicted as ``slope * shallow value + offset`` (centidiscs), with
the standard deviation ``sigma`` about it."""

CUTS: dict[int, tuple[int, float, float, float]] = {
    3: (1, 1.0511, 74.1, 297.3),
    4: (2, 1.0286, 40.0, 332.3),
    5: (3, 1.0178, 51.7, 243.1),
    6: (4, 1.0254, 90.8, 235.1),
    7: (5, 1.0254, 90.8, 235.1),
    8: (6, 1.0254, 90.8, 235.1),
    9: (7, 1.0254, 90.8, 235.1),
    10: (8, 1.0254, 90.8, 235.1),
    11: (9, 1.0254, 90.8, 235.1),
    12: (10, 1.0254, 90.8, 235.1),
    13: (11, 1.0254, 90.8, 235.1),
    14: (12, 1.0254, 90.8, 235.1),
}
