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

## The Oril table message (public; nothing is hidden, so a player's own copy is in their language).

# Table title. $south, $north: the players. $turn: oril-turn or oril-game-over.
oril-title = Oril · { $south } vs { $north } · { $turn }
# Part of the title: who moves. $name: the player.
oril-turn = { $name } to move
# Part of the title once the game is over.
oril-game-over = Game over
# Table footer. $rules: the rule set's name (Oril or Abapa).
oril-footer = { $rules } rules · houses are numbered 1-6 from each player's left · 25 stones win
# Button: propose to end the game, each keeping the stones on their side.
oril-button-propose-end = Propose end
# The end of a game won. $name: the winner. $won, $lost: stones. $reason: oril-end-*.
oril-summary-won = { $name } wins { $won }-{ $lost } ({ $reason })
# The end of a drawn game. $south, $north: stones. $reason: oril-end-*.
oril-summary-draw = Draw { $south }-{ $north } ({ $reason })
# The end of a game someone left. $name: the winner. $left: who left.
oril-summary-left = { $name } wins: { $left } left the game
# Why the game ended: 25 stones.
oril-end-majority = a player captured 25 stones or more
# Why the game ended: no stones to move.
oril-end-no-stones = the player to move had no stones left
# Why the game ended: no move could feed the opponent.
oril-end-cannot-feed = no move could give the opponent stones
# Why the game ended: a grand slam was the only move.
oril-end-grand-slam = the only move captured all six houses
# Why the game ended: the position repeated.
oril-end-cycle = the position repeated without a capture
# Why the game ended: agreement.
oril-end-agreement = both players agreed to end the game
# The picture's rules label. $rules: the rule set's name.
oril-rules = { $rules } rules
# Lobby and challenge settings. $rules: the rule set's name. $first: oril-first-*.
oril-settings = Rules: { $rules } · First move: { $first }
# Who moves first: chosen at random.
oril-first-random = random
# Who moves first: the challenger.
oril-first-challenger = the challenger
# Who moves first: the challenged player.
oril-first-opponent = the opponent

## Lines of the Oril table log (public).

# Log. $name: the player. $house: the house number.
oril-log-sowed = { $name } sowed house { $house }.
# Log. $name: the player. $house: the house. $stones: stones sown.
oril-log-sowed-stones = { $name } sowed house { $house } ({ $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
  }).
# Log. $name: the player. $house: the house. $stones: stones sown. $captured: stones captured.
oril-log-sowed-capturing = { $name } sowed house { $house } ({ $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
  }), capturing { $captured }.
# Log. $name: the player who agreed.
oril-log-agreed = { $name } agreed: the game ends by agreement.
# Log. $name: who proposed. $other: the computer that agreed.
oril-log-computer-agreed = { $name } proposed to end the game and { $other } agreed.
# Log. $name: who proposed. $other: the computer that declined.
oril-log-computer-declined = { $name } proposed to end the game; { $other } declined and plays on.
# Log. $name: who proposed. $other: the other player.
oril-log-proposed = { $name } proposes to end the game, each keeping the stones on their side. { $other } may press **{ oril-button-propose-end }** to agree; a move cancels the proposal.
# Log. $name: the player whose time ran out.
oril-log-timed-out = { $name } ran out of time; a house was sown for them.

## Words on the Oril board picture and its text version (the table's language).

# The player at the top of the board.
oril-pic-north = North
# The player at the bottom of the board.
oril-pic-south = South
# A player's score. $stones: stones captured.
oril-pic-captured = { $stones } captured
# Tag of a computer player (upper case where the script has it).
oril-pic-computer = COMPUTER
# Tag of the player to move.
oril-pic-to-move = TO MOVE
# Tag of a player who proposed to end the game.
oril-pic-proposes-end = PROPOSES END
# Colour key: houses captured.
oril-pic-key-captured = captured
# Colour key: where the last stone fell.
oril-pic-key-last = last stone
# Colour key: houses sown.
oril-pic-key-sown = sown
# Caption before the first move. $rules: the rules label (oril-rules).
oril-pic-no-move = { $rules } · no move yet
# Text version: a computer player's side. $side: oril-pic-north or oril-pic-south.
oril-text-computer-side = { $side }, computer
# Text version: the player proposed to end the game.
oril-text-proposes = proposes to end
# Text version: a player's houses. $houses: "1:4 2:4 …".
oril-text-houses = houses { $houses }
# Text version: the last move. $words: the move as the picture's caption says it.
oril-text-last-move = Last move: { $words }
# Text version: who moves and which houses they may sow. $name: the player. $houses: the list.
oril-text-to-move = { $name } to move; may sow house { $houses }

## The last move in words: the board picture's caption and its text version (the table's language).

# Picture caption and text version: the last move. $name: the player (first 20 characters of the name). $house: the house sown, 1-6.
oril-last-sowed = { $name } sowed house { $house }
# The same with the stones sown. $stones: how many.
oril-last-sowed-stones = { $name } sowed house { $house } ({ $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
  })
# After oril-last-sowed: the last stone fell in a house of the player who sowed. $house: that house, 1-6.
oril-last-landed-own = last stone in their own { $house }
# After oril-last-sowed: the last stone fell in the other player's house. $owner: that player. $house: the house, 1-6 from their left.
oril-last-landed = last stone in { $owner }'s { $house }
# After oril-last-sowed: what the move captured. $stones: stones captured. $houses: from how many houses.
oril-last-captured = captured { $stones } from { $houses ->
    [one] { $houses } house
   *[other] { $houses } houses
  }
# Joins the parts of the last move: $first, then $then (oril-last-landed*, oril-last-captured).
oril-last-then = { $first }, { $then }

## /oril: the command, its options and the game's title

# The game Oril (Cape Verdean Oware), a choice in /stats and /leaderboard.
game-title-oril = Oril
# The /oril command's name.
cmd-oril-name = oril
# The /oril command's description.
cmd-oril-description = Oril, the Cape Verdean sowing game: challenge a person or the computer
# /oril start option: the computer's strength.
cmd-oril-level-name = level
# Option "level": its description.
cmd-oril-level-description = The computer's strength, when playing the computer (default Medium)
# Option "level" choice.
cmd-oril-level-easy = Easy
# Option "level" choice.
cmd-oril-level-medium = Medium
# Option "level" choice.
cmd-oril-level-hard = Hard
# Option "level" choice: the computer player described in the Oril thesis.
cmd-oril-level-seed = Seed (the book's own player)
# /oril start option: the rule set.
cmd-oril-rules-name = rules
# Option "rules": its description.
cmd-oril-rules-description = Oril (default) or Abapa, the tournament rules
# Option "rules" choice.
cmd-oril-rules-oril = Oril
# Option "rules" choice.
cmd-oril-rules-abapa = Abapa
# /oril start option: who moves first.
cmd-oril-first-name = first
# Option "first": its description.
cmd-oril-first-description = Who moves first (default: random)
# Option "first" choice.
cmd-oril-first-random = Random
# Option "first" choice: the person typing the command.
cmd-oril-first-challenger = Me
# Option "first" choice.
cmd-oril-first-opponent = My opponent
# /oril subcommand: the caller's unfinished matches.
cmd-oril-matches-name = matches
# /oril matches: its description.
cmd-oril-matches-description = Your unfinished Oril matches, with a link to each
# /oril subcommand: the server's score board.
cmd-oril-scores-name = scores
# /oril scores: its description.
cmd-oril-scores-description = This server's Oril score board: wins, draws, losses, stones

## How to play, for /help

# How to play Oril, in its /help section.
help-game-oril = Two rows of six houses, four stones in each. On your turn press one of your houses (numbered 1-6 from your left): its stones are sown one by one counter-clockwise. If the last stone makes an opponent's house 2 or 3, you capture it, and the houses before it while they hold 2 or 3. 25 stones win. Feed an opponent who has no stones. Both pressing **{ oril-button-propose-end }** ends the game, each keeping the stones on their side. `/oril matches` lists your unfinished matches; `/oril scores` shows the score board.

## The button under a finished game that starts another with the same seats

# Button under a finished Oril game.
table-again-oril = Play again

## The person-menu entry that challenges someone

# Person-menu entry (right-click a person, Apps): a challenge to Oril. Names of user
# commands may hold spaces and capitals (up to 32 characters).
cmd-challenge-oril-name = Challenge to Oril
