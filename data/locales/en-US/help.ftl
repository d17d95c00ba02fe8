# The /help page (a private answer): an introduction, one section per game, a footer.
# Command names in backticks are the slash commands as Discord lists them in this
# language (see commands.ftl); button names in bold are the buttons' own labels.

# The first lines of /help, above the games.
help-intro = **Cantina** hosts turn-based games right in this channel. Tables survive restarts; your hand is private (only you see it); absent players time out, and a computer plays for them (in a Pazaak match against a person, they forfeit).
# The last line of /help.
help-footer = Buttons on an old message are not applied: you get the current view instead.
# A game section's title: $game is the game's title, $description the command's description.
help-section-title = {$game} — {$description}
# How to open a group game; $start is the command (/uno start), $min and $max the seats.
help-how-lobby = `{$start}` opens a lobby ({$min}-{$max} seats): **{ lobby-join }**, **{ lobby-add-ai }**, **{ lobby-start }**.
# How to open a two-player game; $start is the command, $opponent the option's name.
help-how-duel = `{$start} {$opponent}:@friend` challenges a friend; without `{$opponent}` you play the computer.
# How to open a solitaire; $start is the command.
help-how-solo = `{$start}` deals you a game in a thread of your own.
# The last line of each game's section; $end is the command (/uno end).
help-end = `{$end}` closes the table (host or Manage Messages).
# How to play UNO, in its /help section.
help-game-uno = Match the top card's colour or symbol, or play a wild. Press **{ uno-button-hand }** to see your cards privately and play them. With two cards, press **{ uno-button-uno }** (before playing, or within the window after) or draw the penalty. Wild Draw Four can be challenged. First to empty their hand wins the round.
# How to play Oril, in its /help section.
help-game-oril = Two rows of six houses, four stones in each. On your turn press one of your houses (numbered 1-6 from your left): its stones are sown one by one counter-clockwise. If the last stone makes an opponent's house 2 or 3, you capture it, and the houses before it while they hold 2 or 3. 25 stones win. Feed an opponent who has no stones. Both pressing **{ oril-button-propose-end }** ends the game, each keeping the stones on their side. `/oril matches` lists your unfinished matches; `/oril scores` shows the score board.
# How to play Klondike, in its /help section.
help-game-klondike = `/klondike start` deals a game in a new thread (in the channel itself with `thread: False`, or when typed inside a thread; draw 1 or 3, redeals, `foundation_back`, `winnable`, `seed` to replay a deal). Move with the menu of legal moves, or `/klondike move from: to: [count]` with the pile numbers on the picture: 1-7 tableau, 8 stock, 9 waste, 10-13 foundations. **{ klondike-button-draw }** turns the stock, **{ klondike-button-undo }** takes a move back, **{ klondike-button-hint }** asks the solver, **{ klondike-button-auto }** sends safe cards up, **{ klondike-button-finish }** plays a finished game out. After each move the solver says if the deal can no longer be won.
# How to play Pazaak, in its /help section.
help-game-pazaak = Each turn a card from the main deck is drawn for you. You may play one card from your hand (press **{ pazaak-button-hand }**), then **{ pazaak-button-end-turn }** or **{ pazaak-button-stand }**. Over 20 at the end of your turn loses the set; when both stand, closer to 20 wins. First to 3 sets wins. Before the first set, pick 10 side cards (**{ pazaak-button-choose-deck }**; **{ pazaak-button-default-deck }** takes a ready deck).
