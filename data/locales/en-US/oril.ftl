# Oril's own sentences: refusals of its rules and its screens, shown privately to one person.

## A sowing or agreement refused by the Oril rules, told privately to the player.

# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-game-over = The game is over.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-no-such-seat = You are not playing in this game.
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-empty-house = House { $house } is empty: pick a house with stones in it.
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-must-feed = Your opponent has no stones: you must play a house whose stones reach their row (house { $house } does not).
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-grand-slam = House { $house } would capture all six of your opponent's houses, which is only allowed when you have no other move.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-already-agreed = You have already agreed to end the game; waiting for your opponent.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-not-agreed = You have not agreed to end the game, so there is nothing to withdraw.


## Oril's own refusals.

# A table opened for Oril with other than two seats (a bug). $seats: the number of seats.
oril-two-players = Oril is played by two, not { $seats }.
# A stored Oril game failed its check on restore (a damaged record). $stones: the stones counted.
oril-board-broken = The board holds { $stones ->
        [one] one stone
       *[other] { $stones } stones
    }, not 48.
# A stored Oril game names a forfeit by a seat that does not exist (a damaged record).
oril-forfeit-broken = This game's record names a forfeit by a seat that does not exist.
