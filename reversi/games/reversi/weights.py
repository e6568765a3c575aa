"""Evaluation weights (centidiscs per feature unit), one row per phase, written by
``python tools/tune.py --games 600 --rounds 2 --seed 1``;
see ``reversi.games.reversi.evaluation`` for the features and phases."""

# fmt: off
WEIGHTS = (
    # constant, mobility, corner_mobility, potential_mobility, frontier, corners, x_squares, c_squares, edge_stable, parity, discs
    (-88, 247, 306, -120, -134, 207, -45, -154, 89, 34, 45),
    (-85, 144, 424, -27, -94, 604, -307, -119, 130, -150, 0),
    (-169, 129, 480, 9, -102, 795, -482, -180, 168, -138, -8),
    (-137, 102, 891, 32, -118, 1452, -659, -215, 211, -192, 1),
    (-101, 70, 203, 29, -165, 1668, -1653, -130, 482, -276, 30),
    (-27, 69, 301, 8, -203, 1672, -1970, -618, 1003, -412, 37),
)
# fmt: on
