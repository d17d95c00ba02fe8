# The test-only counting game's words, in English only: a game brings its own files, and
# a language it lacks reads English.

## The three variants: a lobby game, a duel and a solo game

# The lobby variant's title.
game-title-count = Counting
# /count's name.
cmd-count-name = count
# /count's description.
cmd-count-description = A test game: add 1 or 2, reach the target
# /count start option: the total to reach.
cmd-count-target-name = target
# Option "target": its description.
cmd-count-target-description = The total to reach
# How to play, for /help.
help-game-count = Add 1 or 2 on your turn; whoever reaches the target wins.
# The button under a finished game.
table-again-count = Play again

# The duel variant's title.
game-title-duel = Counting
# /duel's name.
cmd-duel-name = duel
# /duel's description.
cmd-duel-description = A test game: add 1 or 2, reach the target
# /duel start option: the total to reach.
cmd-duel-target-name = target
# Option "target": its description.
cmd-duel-target-description = The total to reach
# How to play, for /help.
help-game-duel = Add 1 or 2 on your turn; whoever reaches the target wins.
# The button under a finished game.
table-again-duel = Play again

# The solo variant's title.
game-title-solo = Counting
# /solo's name.
cmd-solo-name = solo
# /solo's description.
cmd-solo-description = A test game: add 1 or 2, reach the target
# /solo start option: the total to reach.
cmd-solo-target-name = target
# Option "target": its description.
cmd-solo-target-description = The total to reach
# How to play, for /help.
help-game-solo = Add 1 or 2 on your turn; whoever reaches the target wins.
# The button under a finished game.
table-again-solo = Play again
