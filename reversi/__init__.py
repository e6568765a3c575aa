"""Board games for the family in pure Python: ``registry`` lists the games, each a package
under ``games/`` built on ``base/``; ``play/`` keeps records and saved games of any game;
``web/`` is the only code that touches the page (see docs/development.md, "Layout").
"""
