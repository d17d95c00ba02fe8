# Slash commands as Discord lists them: names (lower-case, 1-32 letters, digits, - or _;
# no spaces) and descriptions (at most 100 characters). Discord sends the English names
# back to the bot, so a translated name is only what people see and type.

## Games' titles, as choices of /stats and /leaderboard

# The game UNO, a choice in /stats and /leaderboard.
game-title-uno = UNO
# The game Oril (Cape Verdean Oware), a choice in /stats and /leaderboard.
game-title-oril = Oril
# The game Klondike (solitaire), a choice in /stats and /leaderboard.
game-title-klondike = Klondike
# The game Pazaak, a choice in /stats and /leaderboard.
game-title-pazaak = Pazaak

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

## /uno

# The /uno command's name.
cmd-uno-name = uno
# The /uno command's description.
cmd-uno-description = UNO for 2-10 seats with friends and computer players
# /uno start option: one round or a match to 500 points.
cmd-uno-goal-name = goal
# Option "goal": its description.
cmd-uno-goal-description = One round, or first to 500 points
# Option "goal" choice: a single round.
cmd-uno-goal-round = One round
# Option "goal" choice: a match to 500 points.
cmd-uno-goal-500 = 500 points
# /uno start option: cards drawn for a missed UNO! call.
cmd-uno-penalty-name = penalty
# Option "penalty": its description.
cmd-uno-penalty-description = Cards drawn for a missed UNO! call (default 4)
# Option "penalty" choice.
cmd-uno-penalty-4 = 4 cards
# Option "penalty" choice.
cmd-uno-penalty-2 = 2 cards
# /uno start option: seconds to call UNO!.
cmd-uno-uno-window-name = uno_window
# Option "uno_window": its description.
cmd-uno-uno-window-description = Seconds to press UNO! after playing down to one card (default 5)
# /uno start option: what may be done with a playable card just drawn.
cmd-uno-drawn-card-name = drawn_card
# Option "drawn_card": its description.
cmd-uno-drawn-card-description = A playable drawn card: may play (default), must play, must keep
# Option "drawn_card" choice.
cmd-uno-drawn-card-may = May play
# Option "drawn_card" choice.
cmd-uno-drawn-card-must = Must play
# Option "drawn_card" choice.
cmd-uno-drawn-card-keep = Must keep
# /uno start option: Wild Draw Four may be challenged (True/False).
cmd-uno-challenge-name = challenge
# Option "challenge": its description.
cmd-uno-challenge-description = Wild Draw Four can be challenged (default on)
# /uno start option, house rule: stacking draw cards.
cmd-uno-stacking-name = stacking
# Option "stacking": its description.
cmd-uno-stacking-description = House rule: stack Draw Two / Wild Draw Four
# /uno start option, house rule: sevens swap hands, zeros pass them.
cmd-uno-seven-zero-name = seven_zero
# Option "seven_zero": its description.
cmd-uno-seven-zero-description = House rule: 7 swaps hands, 0 passes all hands
# /uno start option, house rule: jump in with an identical card.
cmd-uno-jump-in-name = jump_in
# Option "jump_in": its description.
cmd-uno-jump-in-description = House rule: play an identical card out of turn
# /uno start option, house rule: draw until a card can be played.
cmd-uno-draw-until-playable-name = draw_until_playable
# Option "draw_until_playable": its description.
cmd-uno-draw-until-playable-description = House rule: keep drawing until a card fits

## /oril

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

## /klondike

# The /klondike command's name.
cmd-klondike-name = klondike
# The /klondike command's description.
cmd-klondike-description = Klondike solitaire in a thread of your own, with undo, hints and an honest solver
# /klondike start option: cards turned from the stock at a time.
cmd-klondike-draw-name = draw
# Option "draw": its description.
cmd-klondike-draw-description = Cards turned from the stock at a time (default 1)
# Option "draw" choice.
cmd-klondike-draw-1 = 1 card
# Option "draw" choice.
cmd-klondike-draw-3 = 3 cards
# /klondike start option: how often the waste may go back to the stock.
cmd-klondike-redeals-name = redeals
# Option "redeals": its description.
cmd-klondike-redeals-description = Times the waste may go back to the stock (default: unlimited)
# /klondike start option: foundation cards may come back (True/False).
cmd-klondike-foundation-back-name = foundation_back
# Option "foundation_back": its description.
cmd-klondike-foundation-back-description = Foundation cards may come back down to the tableau (default: yes)
# /klondike start option: only deals proven winnable (True/False).
cmd-klondike-winnable-name = winnable
# Option "winnable": its description.
cmd-klondike-winnable-description = Only deals the solver has proven winnable
# /klondike subcommand: move cards from one pile to another.
cmd-klondike-move-name = move
# /klondike move: its description.
cmd-klondike-move-description = Move cards: from pile to pile (the numbers on the picture)
# /klondike move option: the pile to take from.
cmd-klondike-from-name = from
# Option "from": its description.
cmd-klondike-from-description = The pile to take from (1-7 tableau, 8 stock, 9 waste, 10-13 foundations)
# /klondike move option: the pile to put on.
cmd-klondike-to-name = to
# Option "to": its description.
cmd-klondike-to-description = The pile to put on (the numbers on the picture)
# /klondike move option: how many cards of a run.
cmd-klondike-count-name = count
# Option "count": its description.
cmd-klondike-count-description = How many cards of a run to move (default: the run that fits)
# /klondike subcommand: the caller's own Klondike results.
cmd-klondike-stats-name = stats
# /klondike stats: its description.
cmd-klondike-stats-description = Your Klondike games, wins, best time and fewest moves

## /pazaak

# The /pazaak command's name.
cmd-pazaak-name = pazaak
# The /pazaak command's description.
cmd-pazaak-description = Pazaak: get closer to 20 than your opponent; first to 3 sets wins
# /pazaak start option: a free game, side decks from every card (True/False).
cmd-pazaak-free-name = free
# Option "free": its description.
cmd-pazaak-free-description = Free game: pick side decks from every card, not your collection
# /pazaak start option: the computer's strength.
cmd-pazaak-level-name = level
# Option "level": its description.
cmd-pazaak-level-description = Against the computer: Easy (default) or Hard
# Option "level" choice.
cmd-pazaak-level-easy = Easy
# Option "level" choice.
cmd-pazaak-level-hard = Hard
# /pazaak start option: hand cards dealt from the side deck.
cmd-pazaak-hand-name = hand
# Option "hand": its description.
cmd-pazaak-hand-description = Hand cards dealt from the side deck: 5 (default) or 4
# Option "hand" choice.
cmd-pazaak-hand-5 = Five
# Option "hand" choice.
cmd-pazaak-hand-4 = Four
# /pazaak subcommand: the caller's career.
cmd-pazaak-career-name = career
# /pazaak career: its description.
cmd-pazaak-career-description = Your Pazaak career: ladder, credits, collection and side deck
# /pazaak subcommand: the card shop.
cmd-pazaak-shop-name = shop
# /pazaak shop: its description.
cmd-pazaak-shop-description = Buy side cards with your career credits
# /pazaak subcommand: edit the career side deck.
cmd-pazaak-deck-name = deck
# /pazaak deck: its description.
cmd-pazaak-deck-description = Edit your career side deck (owned cards only)
