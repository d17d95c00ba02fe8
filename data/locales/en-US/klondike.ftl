# Klondike's own sentences: refusals of its rules and its screens, shown privately to one person.

## A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).

# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number.
klondike-error-no-such-pile = There is no pile { $pile }: piles are 1-7 (tableau), 8 (stock), 9 (waste) and 10-13 (foundations).
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $typed: what the player typed.
klondike-error-bad-order = "{ $typed }" is not a move: type the pile to take from and the pile to put on, like "7 11", or "3 5 2" to move 2 cards.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $count: a number of cards.
klondike-error-bad-count = { $count } is not a card count: a run has 1 to 13 cards.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-same-pile = A card has to move to a different pile.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-empty = The stock is empty: turn the waste back over with 9 8.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-not-empty = The waste goes back to the stock only once the stock is empty.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-no-redeals-left = No redeals are left: the waste cannot go back to the stock again.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-redeal = The stock and the waste are both empty.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-waste-empty = The waste is empty: turn a card from the stock with 8 9.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number.
klondike-error-pile-empty = Pile { $pile } is empty.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-only-to-waste = Cards leave the stock only by turning onto the waste: 8 9.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-only-stock-to-waste = The waste takes cards only from the stock: 8 9.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-one-card-only = Only the top card can move from the waste or a foundation.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-one-card-to-foundation = Only one card at a time goes to a foundation.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number. $faceUp: a number of cards. $count: a number of cards.
klondike-error-not-enough-face-up = Pile { $pile } has only { $faceUp ->
        [one] one face-up card
       *[other] { $faceUp } face-up cards
    }, not { $count }.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $card: a card as the table writes it.
klondike-error-needs-king = Only a King may fill an empty pile ({ $card } is not one).
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $card: a card as the table writes it.
klondike-error-foundation-start = An empty foundation starts with an Ace, not { $card }.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-no-foundation-to-tableau = This table does not allow taking cards back from a foundation.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-foundation-to-foundation = Cards do not move from one foundation to another.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $from: a pile number. $to: a pile number.
klondike-error-no-fitting-run = No face-up card of pile { $from } fits on pile { $to }.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-undo = There is no move to undo.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-auto-play = No card can safely go to the foundations now.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-game-over = The game is over.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-wrong-seat = This is a one-player game: only seat 0 plays.

# A Klondike move refused: the card does not fit on the tableau card. $card, $onto: cards as the table writes them; $red: yes if the moving card is black, so the card it needs below is red; $rank: the moving card's rank (1-13); $next: the rank it needs below (2-13).
klondike-error-does-not-fit = { $card } cannot go on { $onto }: a { $red ->
        [yes] black
       *[no] red
    } { $rank ->
        [1] Ace
        [11] Jack
        [12] Queen
       *[other] { $rank }
    } goes on a { $red ->
        [yes] red
       *[no] black
    } { $next ->
        [11] Jack
        [12] Queen
        [13] King
       *[other] { $next }
    }.
# A Klondike move refused: a King can only go on an empty tableau pile. $card, $onto: cards as the table writes them.
klondike-error-king-on-card = { $card } cannot go on { $onto }: a King goes only on an empty pile.
# A Klondike move refused: the foundation needs the next card of its suit. $card, $top, $next: cards as the table writes them.
klondike-error-foundation-order = { $card } cannot go on { $top }: a foundation builds up by suit, so { $top } takes { $next } next.
# A Klondike move refused: that foundation already holds its King. $card, $top: cards as the table writes them; $suit: the suit's symbol.
klondike-error-foundation-complete = { $card } cannot go on { $top }: the { $suit } foundation is complete.

## Klondike's own refusals, shown privately to the player.

# A move or button pressed on a deal that is already won.
klondike-deal-won = This deal is won. Press **{ klondike-button-new-deal }** for another.
# Hint pressed when no legal move is left.
klondike-no-move-left = No move is left.
# Finish pressed while cards are still face down or in the stock.
klondike-finish-not-yet = **{ klondike-button-finish }** plays the game out once every card is face up (the stock empty and no face-down card left).
# Finish pressed on a position the solver cannot win.
klondike-finish-not-winnable = The cards cannot all be played up from here; play on or press **{ klondike-button-undo }**.
# Finish could not play every card up (rare); nothing changed.
klondike-finish-failed = The cards could not all be played up; play on.
# /klondike move without a pile number for one of its options. $option: the option's name as typed in the command (from, to).
klondike-pile-missing = Give the pile number for `{ $option }` (1-13).
# A stored deal failed its check on restore (a bug or a damaged record). $count: a number of cards.
klondike-deal-broken = This deal holds { $count ->
    [one] { $count } distinct card
   *[other] { $count } distinct cards
  }, not 52.
# Someone other than the solitaire's player tried to move.
klondike-not-your-deal = Only the player of this game can move.
# /klondike start with a draw option other than 1 or 3. $draw: what was given.
klondike-bad-draw = Draw { $draw }? Choose 1 or 3 cards.
# /klondike start with a redeal count out of range. $redeals: what was given; $most: the largest allowed.
klondike-bad-redeals = { $redeals ->
    [one] { $redeals } redeal
   *[other] { $redeals } redeals
  }? Choose 0 to { $most }, or leave it out for unlimited.

## The board message (public, in the table's language).

# Board title. $deal: the deal number.
klondike-title = Klondike · deal #{ $deal }
# Board field title: moves made.
klondike-field-moves = Moves
# Board field title: times the waste went back to the stock.
klondike-field-redeals = Redeals
# Board field title: time played.
klondike-field-time = Time
# Board field value: moves made, with undos. $moves: moves. $undos: undos used.
klondike-moves-undos = { $moves } ({ $undos ->
    [one] { $undos } undo
   *[other] { $undos } undos
  })
# Board field value: redeals used of a limit. $used: used. $limit: allowed.
klondike-redeals-of = { $used } of { $limit }
# Board footer. $settings: the short settings. $owner: the player's name. $deal: the deal number.
klondike-footer = { $settings } · { $owner } plays; anyone may watch · /{ cmd-klondike-name } { cmd-start-name } { cmd-opt-seed-name }:{ $deal } replays this deal
# Short settings in the footer: cards turned at a time. $draw: 1 or 3.
klondike-short-draw = Draw { $draw }
# Short settings: no limit on redeals.
klondike-short-unlimited = unlimited redeals
# Short settings: a limit on redeals. $redeals: the limit.
klondike-short-redeals = { $redeals ->
    [one] { $redeals } redeal
   *[other] { $redeals } redeals
  }
# Short settings: foundation cards may not come back down.
klondike-short-stay-up = foundations stay up
# Short settings: only deals proven winnable.
klondike-short-winnable = winnable
# Board text when nothing else is to be said.
klondike-how-to-move = Pick a move from the menu, or type `/klondike move from: to:` with the pile numbers on the picture.
# Board text at the start of a deal asked to be winnable.
klondike-proven = This deal is proven winnable.
# Board text at the start of a deal asked to be winnable that could not be proven so.
klondike-not-proven = No deal could be proven winnable in the time allowed; this one is not proven.
# Board text of a won deal. $time: time taken. $moves: moves made.
klondike-won = 🎉 **Won** in { $time } with { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }! Press **{ klondike-button-new-deal }** for another.
# Board text of a deal that can no longer be won. $back: klondike-back-*. 
klondike-lost = ⚠️ **This deal can no longer be won from here.** { $back } Press **{ klondike-button-new-deal }** for another deal.
# Board text of a deal that can no longer be won and has no move left. $back: klondike-back-*.
klondike-lost-stuck = ⚠️ **This deal can no longer be won from here.** { $back } No move is left either. Press **{ klondike-button-new-deal }** for another deal.
# After klondike-lost: how many undos lead back to a winnable position. $undos: how many.
klondike-back-undos = { $undos ->
    [one] { $undos } Undo leads back to the last position that could still be won.
   *[other] { $undos } Undos lead back to the last position that could still be won.
  }
# After klondike-lost: the deal was never winnable.
klondike-back-never = It could not be won from the start.
# After klondike-lost: the solver proved no earlier position winnable.
klondike-back-unknown = No earlier position was proven winnable within the time limit.
# Board text: no move can change anything.
klondike-stuck = ⚠️ **No move is left** that can change anything. Undo, or press **{ klondike-button-new-deal }** for another deal.
# Banner across the picture of a won deal. $time: time taken. $moves: moves made.
klondike-banner-won = Won in { $time } · { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }
# Banner across the picture of a deal that can no longer be won.
klondike-banner-lost = This deal can no longer be won from here
# Banner across the picture when no move is left.
klondike-banner-stuck = No move is left
# Placeholder of the move menu. $moves: legal moves.
klondike-menu = Choose a move ({ $moves ->
    [one] { $moves } legal move
   *[other] { $moves } legal moves
  })
# Placeholder of a paged move menu. $moves: legal moves. $page: this page. $pages: pages.
klondike-menu-paged = Choose a move ({ $moves ->
    [one] { $moves } legal move
   *[other] { $moves } legal moves
  }, page { $page } of { $pages })
# Move menu option: the next page. $page: that page. $pages: pages.
klondike-menu-more = More moves ▶ (page { $page } of { $pages })
# Move menu option: the previous page. $page: that page. $pages: pages.
klondike-menu-earlier = ◀ Earlier moves (page { $page } of { $pages })
# Button: turn cards from the stock.
klondike-button-draw = Draw
# Button: take back the last move.
klondike-button-undo = Undo
# Button: show a good move.
klondike-button-hint = Hint
# Button: send safe cards to the foundations.
klondike-button-auto = Auto
# Button: play every card up once all are face up.
klondike-button-finish = Finish
# Button: a new deal.
klondike-button-new-deal = New deal

## What the last action did (board text and table log).

# After Undo. $moves: the move the game is back at.
klondike-said-undo = Undo: back to move { $moves }.
# After Auto. $cards: cards sent to the foundations.
klondike-said-auto = Auto: { $cards } card(s) sent up.
# After Finish. $moves: moves played.
klondike-said-finish = Finish: { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  } played out.
# After New deal. $deal: the new deal's number.
klondike-said-new-deal = New deal: #{ $deal }.
# A hint on the winning line. $move: the move, as the menu writes it.
klondike-hint-winning = Hint: **{ $move }** (the next move of a winning line).
# A hint when the deal is lost. $move: the move.
klondike-hint-lost = Hint: **{ $move }** (the most promising move, but this deal can no longer be won from here).
# A hint when the deal can be won but the line was not found again. $move: the move.
klondike-hint-won = Hint: **{ $move }** (the most promising move: this deal can still be won, though the solver did not find the line again within its time limit).
# A hint when the solver found no winning line. $move: the move.
klondike-hint-unknown = Hint: **{ $move }** (the most promising move: the solver found no winning line within its time limit).

## Words on the board picture and its text version (the table's language).

# On an empty stock whose waste is empty too.
klondike-pic-empty = empty
# On an empty stock: the waste can be turned back over.
klondike-pic-turn-back = turn back
# On an empty stock: no redeals are left.
klondike-pic-no-redeals = no redeals
# Text version of the board: the stock's name (pile 8), upper case where the script has it.
klondike-text-stock = STOCK
# Text version of the board: the waste's name (pile 9).
klondike-text-waste = WASTE

## Moves in words (the move menu, hints and the log; the table's language). $from and $to: pile numbers. $cards: the cards moved, as the menu lists them.

# A long run of cards. $first, $last: its first and last cards. $cards: how many.
klondike-run-long = { $first } … { $last } ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  })
# Turning the stock when it is empty.
klondike-move-stock-empty = { $from } → { $to }: the stock is empty
# Turning one card from the stock.
klondike-move-turn = { $from } → { $to }: turn a card
# Turning the stock's last cards. $cards: how many.
klondike-move-turn-last = { $from } → { $to }: { $cards ->
    [one] turn the last card
   *[other] turn the last { $cards } cards
  }
# Turning several cards from the stock. $cards: how many.
klondike-move-turn-cards = { $from } → { $to }: turn { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }
# Turning the waste back over with a limit. $redeal: this redeal. $limit: allowed.
klondike-move-recycle-of = { $from } → { $to }: turn the waste back over (redeal { $redeal } of { $limit })
# Turning the waste back over.
klondike-move-recycle = { $from } → { $to }: turn the waste back over
# Cards onto a card. $onto: that card.
klondike-move-onto = { $from } → { $to }: { $cards } onto { $onto }
# Cards back down from a foundation onto a card. $onto: that card.
klondike-move-down-onto = { $from } → { $to }: { $cards } back down onto { $onto }
# A card to an empty foundation.
klondike-move-up = { $from } → { $to }: { $cards } to the foundation
# Cards to an empty pile.
klondike-move-empty = { $from } → { $to }: { $cards } to the empty pile
# Cards back down from a foundation to an empty pile.
klondike-move-down-empty = { $from } → { $to }: { $cards } back down to the empty pile
# Under a stock move: cards left in the stock after it. $cards: how many.
klondike-effect-stock-left = { $cards ->
    [0] the stock is then empty
    [one] { $cards } card left in the stock
   *[other] { $cards } cards left in the stock
  }
# Under turning the waste back over. $cards: cards that go back.
klondike-effect-recycle = { $cards ->
    [one] { $cards } card goes back
   *[other] { $cards } cards go back
  } to the stock
# Under a move that empties a pile. $pile: the pile.
klondike-effect-empties = empties pile { $pile }
# Under a move that turns a face-down card over. $pile: the pile.
klondike-effect-turns-over = turns over a card on pile { $pile }
# Under a move that uncovers a card. $card: that card.
klondike-effect-uncovers = uncovers { $card }
# Under a move that sends a card up safely.
klondike-effect-safe = safe to send up
# Under a move with an effect that also sends a card up safely. $effect: klondike-effect-*.
klondike-effect-and-safe = { $effect }, safe to send up

## /klondike: the command, its options and the game's title

# The game Klondike (solitaire), a choice in /stats and /leaderboard.
game-title-klondike = Klondike
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

## How to play, for /help

# How to play Klondike, in its /help section.
help-game-klondike = `/klondike start` deals a game in a new thread (in the channel itself with `thread: False`, or when typed inside a thread; draw 1 or 3, redeals, `foundation_back`, `winnable`, `seed` to replay a deal). Move with the menu of legal moves, or `/klondike move from: to: [count]` with the pile numbers on the picture: 1-7 tableau, 8 stock, 9 waste, 10-13 foundations. **{ klondike-button-draw }** turns the stock, **{ klondike-button-undo }** takes a move back, **{ klondike-button-hint }** asks the solver, **{ klondike-button-auto }** sends safe cards up, **{ klondike-button-finish }** plays a finished game out. After each move the solver says if the deal can no longer be won.

## The button under a finished game that starts another with the same seats

# Button under a finished Klondike game (a new deal).
table-again-klondike = Play again
