# Uno's own sentences: refusals of its rules and its screens, shown privately to one person.

## A move the UNO rules refuse, told privately to the player who tried it.

# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-seat-count = A table needs 2 to 10 seats.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-such-seat = There is no such seat at this table.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-match-over = The match is over.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-round-over = The round is over; start the next round.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-round-not-over = The next round can only start once a round is over.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-invalid-card = That card does not exist.
# A move the UNO rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
uno-error-not-in-hand = You do not hold { $card }.
# A move the UNO rules refuse, told privately to the player who tried it. $card: a card as the table writes it. $top: the card on top of the pile.
uno-error-does-not-match = { $card } does not match { $top }.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-color-required = You must name a colour for a wild card.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-color-not-allowed = Only a wild card names a colour.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-swap-required = Name the seat to swap hands with.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-bad-swap-target = You can only swap hands with another seat at the table.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-swap-not-allowed = Only a 7 under the seven-0 rule swaps hands.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-wild-draw-four-not-allowed = You may not play a Wild Draw Four while you hold a card of the current colour.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-choose-color-first = Choose the colour of the first card before anything else.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-color-to-choose = There is no colour to choose now.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-already-drew = You have already drawn; play the drawn card or pass.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-only-drawn-card = You can only play the card you just drew.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-must-play-drawn = You must play the card you just drew.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-pass = You can only pass right after drawing a playable card.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-penalty-pending = You must answer the pending draw first.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-stack = Only a matching Draw Two or Wild Draw Four can be stacked.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-nothing-to-challenge = There is no Wild Draw Four to challenge.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-penalty = There is no pending draw to accept.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-call-uno = You can call UNO only while holding two cards or right after playing down to one.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-jump-in = You can only jump in with a card identical to the top card.
# A move the UNO rules refuse, told privately to the player who tried it. $reason: why, a sentence.
uno-error-bad-setup = The game setup is inconsistent: { $reason }

## A table option out of range (from /uno start or the lobby).

# A table option out of range (from /uno start or the lobby).
uno-options-penalty = The UNO penalty must be 2 or 4 cards.
# A table option out of range (from /uno start or the lobby).
uno-options-window = The UNO call window must be between 3 and 30 seconds.
# A table option out of range (from /uno start or the lobby).
uno-options-goal = The points goal must be between 1 and 10000.


## Card names, as log lines, hands and buttons write them.

# A colour of UNO cards (in card names, colour buttons, the named colour).
uno-color-red = Red
# A colour of UNO cards.
uno-color-yellow = Yellow
# A colour of UNO cards.
uno-color-green = Green
# A colour of UNO cards.
uno-color-blue = Blue
# A number card. $color: a colour (uno-color-*). $number: 0 to 9.
uno-card-number = { $color } { $number }
# A Skip card. $color: its colour.
uno-card-skip = { $color } Skip
# A Reverse card. $color: its colour.
uno-card-reverse = { $color } Reverse
# A Draw Two card. $color: its colour.
uno-card-draw-two = { $color } Draw Two
# The Wild card.
uno-card-wild = Wild
# The Wild Draw Four card.
uno-card-wild-draw-four = Wild Draw Four
# Short name of a Skip card on a hand's button (after the card's number in the hand).
uno-short-skip = Skip
# Short name of a Reverse card on a hand's button.
uno-short-reverse = Reverse
# Short name of a Wild card on a hand's button.
uno-short-wild = Wild
# Short name of a Wild Draw Four card on a hand's button.
uno-short-wild-draw-four = Wild +4

## A Wild on top of the pile, named with its colour.

# A Wild or Wild Draw Four on top of the pile with the colour it named (in a refusal). $card: the card (uno-card-wild*). $color: the colour (uno-color-*).
uno-card-wild-colored = { $card } ({ $color })

## The table message (public, in the table's language).

# Table title while a player names the colour of a Wild. $name: the player.
uno-title-choosing = UNO — { $name } names the colour
# Table title: whose turn it is. $name: the player.
uno-title-turn = UNO — { $name }'s turn
# Table title: a player must take a draw penalty. $name: the player. $amount: cards.
uno-title-penalty = UNO — { $name } must take { $amount ->
    [one] { $amount } card
   *[other] { $amount } cards
  }
# Table title: a round is won. $name: the winner.
uno-title-round-won = UNO — { $name } wins the round
# Table title: the match is won. $name: the winner.
uno-title-match-won = UNO — { $name } wins!
# Table field title after a round: each player's hand.
uno-field-hands = Hands
# Table field title after a round of a points match.
uno-field-scores = Scores
# A line of the Hands field: the player emptied their hand. $name: the player.
uno-hand-out = 🏆 { $name }: out
# A line of the Hands field. $name: the player. $cards: cards left. $points: their value.
uno-hand-left = { $name }: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
# Table footer. $round: the round number. $settings: the settings, one line.
uno-footer = Round { $round } · { $settings }
# Button: open one's hand privately.
uno-button-hand = Hand
# Button: draw a card.
uno-button-draw = Draw
# Button: call UNO.
uno-button-uno = UNO!
# Button: take the pending draw penalty. $amount: cards.
uno-button-take = Take { $amount }
# Button: challenge a Wild Draw Four.
uno-button-challenge = Challenge
# Button: start the next round of a points match.
uno-button-next-round = Next round
# Result of a finished match. $name: the winner. $points: their total.
uno-result = { $name } wins with { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.

## A player's hand (private, in the player's own language).

# Hand picture heading and text title. $cards: how many cards.
uno-hand-title = { $cards ->
    [one] Your hand — { $cards } card
   *[other] Your hand — { $cards } cards
  }
# Hand, after choosing a Wild. $card: the card (uno-card-*).
uno-choose-colour = Choose the colour for your { $card }.
# Hand, after choosing a 7 under the seven-0 rule. $card: the card.
uno-choose-swap = Swap hands with whom? (playing your { $card })
# Hand status: the player names the colour of the Wild that opened the round.
uno-status-name-colour = **Your turn:** name the colour of the Wild.
# Hand status: the player drew a playable card and must play it.
uno-status-play-drawn = **Your turn:** play the card you drew.
# Hand status: the player drew a playable card and may play or keep it.
uno-status-play-or-keep = **Your turn:** play the card you drew, or keep it.
# Hand status: the player's ordinary turn.
uno-status-play = **Your turn:** play a bright card or draw.
# Hand status: a draw penalty is pending on the player. $amount: cards.
uno-status-take = **Your turn:** take { $amount ->
    [one] { $amount } card
   *[other] { $amount } cards
  }.
# Hand status: a draw penalty the player may challenge. $amount: cards.
uno-status-take-or-challenge = **Your turn:** take { $amount ->
    [one] { $amount } card
   *[other] { $amount } cards
  } or challenge the Wild Draw Four.
# Hand status: a draw penalty the player may stack on. $amount: cards.
uno-status-take-or-stack = **Your turn:** take { $amount ->
    [one] { $amount } card
   *[other] { $amount } cards
  } or stack a draw card.
# Hand status: a draw penalty the player may challenge or stack on. $amount: cards.
uno-status-take-challenge-or-stack = **Your turn:** take { $amount ->
    [one] { $amount } card
   *[other] { $amount } cards
  }, challenge the Wild Draw Four or stack a draw card.
# Hand status: another player is to act. $name: that player.
uno-status-waiting = Waiting for { $name }.
# Hand status: the round is over. $name: the winner.
uno-status-round-won = { $name } won the round.
# Hand status: the match is over. $name: the winner.
uno-status-won = { $name } won.
# Hand, after the status: the top card of the pile. $card: the card.
uno-top-card = Top card: { $card }.
# Hand, after the status: the top card is a Wild with a named colour. $card: the card. $color: the colour.
uno-top-card-wild = Top card: { $card } (colour { $color }).
# Hand, after a challenge by this player. $name: the accused player. $cards: their hand, listed.
uno-reveal = You challenged { $name }: their hand was { $cards }.
# Hand, a reminder while the player may call UNO.
uno-press-uno = **Press UNO!** before it is too late.
# Hand button: keep a drawn card and pass.
uno-button-keep = Keep it
# Hand button: back from a colour or swap choice to the hand.
uno-button-back = Back
# Hand button: the previous page of a long hand.
uno-button-previous = ◀ Previous
# Hand button: the next page of a long hand.
uno-button-next = Next ▶
# Hand label (disabled button) of a long hand's page. $first, $last: card numbers. $cards: the hand's size.
uno-page = Cards { $first }-{ $last } of { $cards }

## Lines of the table log (public).

# Log. $round: the round number. $name: who starts. $card: the first card.
uno-log-round-started = Round { $round } begins: { $name } starts, first card { $card }.
# Log: a Wild Draw Four turned up first goes back.
uno-log-first-card-returned = A Wild Draw Four cannot open the round: it goes back into the deck.
# Log. $name: the player. $card: the card. $color: the named colour as a key (red, yellow, green, blue); any other value is a colour already in words.
uno-log-played-wild = { $name } plays { $card } and names { $color ->
        [red] { uno-color-red }
        [yellow] { uno-color-yellow }
        [green] { uno-color-green }
        [blue] { uno-color-blue }
       *[other] { $color }
    }.
# Log. $name: the player. $card: the card.
uno-log-played = { $name } plays { $card }.
# Log: a card played out of turn (jump-in). $name: the player. $card: the card.
uno-log-jumped-in = { $name } jumps in with { $card }!
# Log. $name: the player. $count: cards drawn.
uno-log-drew = { $count ->
    [one] { $name } draws a card.
   *[other] { $name } draws { $count } cards.
  }
# Log. $name: the player.
uno-log-cannot-draw = { $name } cannot draw (no cards left) and passes.
# Log. $name: the player.
uno-log-passed = { $name } keeps the card and passes.
# Log. $name: the player.
uno-log-skipped = { $name } is skipped.
# Log: a Reverse made play go clockwise.
uno-log-clockwise = Play now goes clockwise.
# Log: a Reverse made play go counter-clockwise.
uno-log-counter-clockwise = Play now goes counter-clockwise.
# Log. $name: the player. $color: the colour as a key (red, yellow, green, blue); any other value is a colour already in words.
uno-log-color-chosen = { $name } names { $color ->
        [red] { uno-color-red }
        [yellow] { uno-color-yellow }
        [green] { uno-color-green }
        [blue] { uno-color-blue }
       *[other] { $color }
    }.
# Log. $name: the player. $amount: cards.
uno-log-draw-pending = { $name } must take { $amount ->
    [one] { $amount } card
   *[other] { $amount } cards
  }.
# Log. $name: the player. $amount: cards.
uno-log-draw-pending-challenge = { $name } must take { $amount ->
    [one] { $amount } card
   *[other] { $amount } cards
  } or challenge the Wild Draw Four.
# Log. $name: the challenger. $accused: the player who played the card.
uno-log-challenge-won = { $name } challenges { $accused }: the Wild Draw Four was illegal!
# Log. $name: the challenger. $accused: the player who played the card.
uno-log-challenge-lost = { $name } challenges { $accused }: the Wild Draw Four was legal.
# Log. $name: the player.
uno-log-one-card = { $name } has one card left...
# Log. $name: the player.
uno-log-uno-called = { $name } calls UNO!
# Log. $name: the player. $count: penalty cards.
uno-log-uno-penalty = { $name } forgot to call UNO and draws { $count }.
# Log. $cards: cards in the new draw pile.
uno-log-reshuffled = The discard pile is shuffled into a new draw pile ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }).
# Log. $name: the player. $other: the other player.
uno-log-hands-swapped = { $name } swaps hands with { $other }.
# Log: every hand moves one seat along (a 0 under seven-0).
uno-log-hands-rotated = All hands pass one seat along.
# Log. $name: the player. $points: points scored.
uno-log-round-won = { $name } wins the round and scores { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
# Log. $name: the player. $points: the total.
uno-log-match-won = { $name } wins the match with { $points ->
    [one] { $points } point
   *[other] { $points } points
  }!

## The table's settings (lobby and footer, in the table's language).

# A setting that is on.
uno-on = on
# A setting that is off.
uno-off = off
# The goal: a single round.
uno-goal-round = one round
# The goal: a points total. $points: the total.
uno-goal-points = first to { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
# Drawn-card rule: the player may play it.
uno-drawn-may = may play
# Drawn-card rule: the player must play it.
uno-drawn-must = must play
# Drawn-card rule: the player must keep it.
uno-drawn-keep = must keep
# The settings, two lines. $goal: uno-goal-*. $window: seconds. $penalty: cards. $drawn: uno-drawn-*. The rest: uno-on or uno-off.
uno-settings =
    Goal: { $goal } · UNO! window { $window } s, penalty { $penalty } cards · drawn card: { $drawn } · challenge { $challenge }
    House rules: stacking { $stacking }, seven-0 { $sevenzero }, jump-in { $jumpin }, draw until playable { $untilplayable }
# Lobby menu option: play to 500 points instead of one round.
uno-menu-goal-points = Goal: play to 500 points
# Lobby menu option: play one round instead of to 500 points.
uno-menu-goal-round = Goal: play one round
# Lobby menu option. $cards: the new penalty.
uno-menu-penalty = UNO! penalty: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }
# Lobby menu option. $seconds: the new window.
uno-menu-window = UNO! window: { $seconds } s
# Lobby menu option: the next drawn-card rule.
uno-menu-drawn = Drawn card: next policy
# Description under uno-menu-drawn.
uno-menu-drawn-order = may play → must play → must keep
# Lobby menu option: turn the challenge rule on.
uno-menu-challenge-on = Challenge: turn on
# Lobby menu option: turn the challenge rule off.
uno-menu-challenge-off = Challenge: turn off
# Lobby menu option: turn stacking on.
uno-menu-stacking-on = Stacking: turn on
# Lobby menu option: turn stacking off.
uno-menu-stacking-off = Stacking: turn off
# Lobby menu option: turn seven-0 on.
uno-menu-sevenzero-on = Seven-0: turn on
# Lobby menu option: turn seven-0 off.
uno-menu-sevenzero-off = Seven-0: turn off
# Lobby menu option: turn jump-in on.
uno-menu-jumpin-on = Jump-in: turn on
# Lobby menu option: turn jump-in off.
uno-menu-jumpin-off = Jump-in: turn off
# Lobby menu option: turn draw-until-playable on.
uno-menu-untilplayable-on = Draw until playable: turn on
# Lobby menu option: turn draw-until-playable off.
uno-menu-untilplayable-off = Draw until playable: turn off

## Words on the UNO pictures and their text versions (the table's language for the table, the player's for a hand).

# Under the draw pile. $cards: cards left in it.
uno-pic-left = { $cards } left
# The colour to follow, on a chip under the top card (upper case where the script has it).
uno-pic-red = RED
# The colour to follow.
uno-pic-yellow = YELLOW
# The colour to follow.
uno-pic-green = GREEN
# The colour to follow.
uno-pic-blue = BLUE
# The colour to follow before a wild's colour is named.
uno-pic-any = ANY COLOUR
# Under the strip of the last cards played.
uno-pic-last-plays = last plays
# After a seat's card count on its badge (the number is drawn before it). $cards: the count.
uno-pic-cards = { $cards ->
    [one] card
   *[other] cards
  }
# A seat's match points. $points: the points.
uno-pic-points = { $points } pts
# A hand picture without cards.
uno-pic-no-cards = No cards in hand
# Under a hand picture too long to show whole. $cards: cards not shown.
uno-pic-more-cards = +{ $cards ->
    [one] { $cards } more card not shown
   *[other] { $cards } more cards not shown
  }
# The colour to follow before a wild's colour is named (text version).
uno-any-colour = any colour
# Text version: play goes clockwise.
uno-text-clockwise = ↻ clockwise
# Text version: play goes counter-clockwise.
uno-text-counter-clockwise = ↺ counter-clockwise
# Text version, first line. $card: the top card. $color: the colour to follow. $direction: uno-text-*clockwise. $deck: cards in the draw pile.
uno-text-top = Top card: { $card } · colour: { $color } · { $direction } · { $deck } in deck
# Text version: the last cards played. $cards: the list.
uno-text-last-plays = Last plays: { $cards }
# Text version: a seat's card count. $cards: the count.
uno-text-cards = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }
# Text version: a seat with one card that has not called UNO yet.
uno-text-not-called = UNO not called
# Banner across the table picture at the end of a round. $name: the winner. $points: points scored.
uno-banner = { $name } wins { $points ->
    [one] { $points } point
   *[other] { $points } points
  }

## /uno: the command, its options and the game's title

# The game UNO, a choice in /stats and /leaderboard.
game-title-uno = UNO
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

## How to play, for /help

# How to play UNO, in its /help section.
help-game-uno = Match the top card's colour or symbol, or play a wild. Press **{ uno-button-hand }** to see your cards privately and play them. With two cards, press **{ uno-button-uno }** (before playing, or within the window after) or draw the penalty. Wild Draw Four can be challenged. First to empty their hand wins the round.

## The button under a finished game that starts another with the same seats

# Button under a finished UNO game.
table-again-uno = Play again
