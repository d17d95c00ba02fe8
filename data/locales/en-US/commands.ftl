# Slash commands as Discord lists them: names (lower-case, 1-32 letters, digits, - or _;
# no spaces) and descriptions (at most 100 characters). Discord sends the English names
# back to the bot, so a translated name is only what people see and type.
# Each game's own command, options, title and help are in the game's file (uno.ftl...).

## /help, /stats, /leaderboard, /privacy

# The /help command's name.
cmd-help-name = help
# The /help command's description.
cmd-help-description = What Cantina is, its games and how to play them
# The /stats command's name.
cmd-stats-name = stats
# The /stats command's description.
cmd-stats-description = A player's record in a game on this server (privately)
# /stats option: which game.
cmd-stats-game-name = game
# /stats option "game": its description.
cmd-stats-game-description = Which game (default: the first)
# /stats option: whose record.
cmd-stats-user-name = user
# /stats option "user": its description.
cmd-stats-user-description = Whose record (default: yours)
# The /leaderboard command's name.
cmd-leaderboard-name = leaderboard
# The /leaderboard command's description.
cmd-leaderboard-description = The top ten of this server in a game, and your rank
# /leaderboard option: which game.
cmd-leaderboard-game-name = game
# /leaderboard option "game": its description.
cmd-leaderboard-game-description = Which game
# /leaderboard option: the order of the board.
cmd-leaderboard-by-name = by
# /leaderboard option "by": its description.
cmd-leaderboard-by-description = Order by (default: rating, or wins when no game was rated)
# /leaderboard by: choice, the Elo rating.
cmd-leaderboard-by-rating = Rating
# /leaderboard by: choice, the number of wins.
cmd-leaderboard-by-wins = Wins
# /leaderboard by: choice, the points scored.
cmd-leaderboard-by-points = Points
# The /privacy command's name.
cmd-privacy-name = privacy
# The /privacy command's description.
cmd-privacy-description = Your data at Cantina
# /privacy subcommand that erases a person's data.
cmd-privacy-forget-name = forget
# /privacy forget: its description.
cmd-privacy-forget-description = Erase your records and careers (past games show a former player)
# /privacy forget option: a True/False confirmation.
cmd-privacy-forget-confirm-name = confirm
# /privacy forget option "confirm": its description.
cmd-privacy-forget-confirm-description = Set to True to confirm: this cannot be undone

## Every game's /<game> start and /<game> end, and the options the platform adds

# Subcommand of every game that opens a table (/uno start, /oril start...).
cmd-start-name = start
# /<game> start: its description; $game is the game's title.
cmd-start-description = Open a {$game} table in this channel
# Subcommand of every game that closes the table in the channel.
cmd-end-name = end
# /<game> end: its description.
cmd-end-description = End the table in this channel (host or Manage Messages)
# /oril start and /pazaak start option: the person challenged.
cmd-opt-opponent-name = opponent
# Option "opponent": its description.
cmd-opt-opponent-description = Challenge this person (leave out to play the computer)
# /klondike start option: play in a new thread (True/False).
cmd-opt-thread-name = thread
# Option "thread": its description.
cmd-opt-thread-description = Play in a new thread of your own (default: yes, from a text channel)
# /<game> start option: seconds per turn.
cmd-opt-turn-timeout-name = turn_timeout
# Option "turn_timeout": its description.
cmd-opt-turn-timeout-description = Seconds a person has for a turn before it is played for them (default 60)
# /<game> start option: the deal number that decides the shuffle.
cmd-opt-seed-name = seed
# Option "seed": its description.
cmd-opt-seed-description = Deal number, to replay or share a deal (shown to everyone at the table)

## /oril

## /pazaak

