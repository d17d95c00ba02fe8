# Pazaak's own sentences: refusals of its rules and its screens, shown privately to one person.

## A move the Pazaak rules refuse, told privately to the player who tried it.

# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-match-over = The match is over.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-no-such-seat = There is no such seat at this table.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-already-played-this-turn = You already played a hand card this turn.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-no-such-slot = There is no card in that hand slot.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-card-used = You already used that hand card.
# A move the Pazaak rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
pazaak-error-sign-needed = Choose + or - for { $card }.
# A move the Pazaak rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
pazaak-error-sign-not-allowed = { $card } has a fixed sign; play it without choosing one.

## A side deck that breaks the rules (career deck screen or the deck choice before a match).

# A side deck that breaks the rules (career deck screen or the deck choice before a match). $needed: the cards a deck needs. $size: a number of cards.
pazaak-deck-wrong-size = A side deck needs exactly { $needed ->
    [one] { $needed } card
   *[other] { $needed } cards
  }; this one has { $size }.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it.
pazaak-deck-invalid-card = { $card } is not a real side card.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it. $wanted: a number. $owned: a number.
pazaak-deck-not-owned = You put { $wanted }× { $card } in the deck but own only { $owned }.

## A career action refused (the shop, the ladder, the deck).

# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it. $price: credits. $credits: credits.
pazaak-career-not-enough-credits = { $card } costs { $price ->
    [one] { $price } credit
   *[other] { $price } credits
  }; you have { $credits }.
# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it.
pazaak-career-not-for-sale = The shop does not sell { $card }.
# A career action refused (the shop, the ladder, the deck).
pazaak-career-complete = You have beaten every opponent; the career is complete.

## A refused step of a match: choosing side decks, then playing.

# A refused step of a match: choosing side decks, then playing. $reason: why, a sentence.
pazaak-match-deck = That deck cannot be used: { $reason }
# A refused step of a match: choosing side decks, then playing.
pazaak-match-decks-chosen = The side decks are chosen; the match has started.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-already-chosen = Your side deck is already in; waiting for the other player.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-still-choosing = Pick your side deck first.
# A refused step of a match: choosing side decks, then playing. $size: a number of cards.
pazaak-match-draft-full = Your draft already holds { $size ->
    [one] { $size } card
   *[other] { $size } cards
  }; remove one first.
# A refused step of a match: choosing side decks, then playing. $card: a card as the table writes it.
pazaak-match-none-left = You have no more { $card } to add.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-no-such-draft-card = There is no card at that place in your draft.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-draft-empty = Your draft is already empty.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-no-default-deck = You have no default deck; build one card by card.


## Pazaak's own refusals: the career screens (/pazaak career, deck, shop) and career matches.

# The built-in career data could not be read (a bug); shown on any career screen.
pazaak-career-unavailable = The career is unavailable right now.
# The database could not be read while opening a career screen.
pazaak-career-unreadable-now = Your career could not be read; please try again.
# A stored career could not be read (written by another version, or damaged).
pazaak-career-unreadable = Your saved career could not be read.
# The database could not save a career change (a purchase, a deck swap).
pazaak-career-not-saved = Your career could not be saved; nothing changed.
# A deck-screen button named a card slot the deck does not have (an old message).
pazaak-career-card-not-in-deck = That card is not in your deck.
# A career button named a screen that does not exist (an old message).
pazaak-career-no-such-screen = That screen does not exist.
# A deck swap button could not be read (an old message).
pazaak-career-bad-swap = That swap is not valid.
# A deck swap named a card that does not exist (an old message).
pazaak-career-no-such-card = That card does not exist.
# A shop button named a card the shop does not sell.
pazaak-career-not-sold-here = That card is not sold here.
# Confirm pressed after the credits changed: pressed twice, or an old confirmation.
pazaak-career-stale-confirmation = Your credits changed since this confirmation, so nothing was bought. Open the shop again to buy.
# Play next pressed when the career ladder is complete.
pazaak-career-ladder-done = You have beaten every opponent; the ladder is done.
# A career match button whose match could not be read (an old message).
pazaak-career-bad-match = That career match is not valid.
# Someone other than the career's owner tried to start its match.
pazaak-career-owner-only = A career match is played by the career's owner.
# A career match started after the ladder moved on (an old button).
pazaak-career-ladder-moved = Your ladder has moved on: open /pazaak career for your next match.
# A table opened for Pazaak with other than two seats (a bug).
pazaak-two-players = Pazaak is played by two.

## The career screen (/pazaak career, private, in the reader's language).

# Career screen title.
pazaak-career-title = Your Pazaak career
# Career screen, first line. $credits: credits to spend. $wins, $losses: career matches won and lost.
pazaak-career-summary = **{ $credits ->
    [one] { $credits } credit
   *[other] { $credits } credits
  }** · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
  } · { $losses ->
    [one] { $losses } loss
   *[other] { $losses } losses
  }
# Career screen: the next opponent on the ladder. $name: the opponent (pazaak-opponent-*). $intro: a line about them.
pazaak-career-next = Next opponent: **{ $name }** — { $intro }
# Career screen once every opponent of the ladder is beaten.
pazaak-career-all-beaten = You have beaten every opponent.
# A line of the ladder: an opponent already beaten. $number: the place on the ladder. $name: the opponent.
pazaak-career-ladder-beaten = { $number }. { $name } — ✅ beaten
# A line of the ladder: the opponent to play next. Same arguments.
pazaak-career-ladder-next = { $number }. { $name } — ▶ next
# A line of the ladder: an opponent not reached yet. Same arguments.
pazaak-career-ladder-locked = { $number }. { $name } — 🔒 locked
# Career screen field title: the ladder of opponents.
pazaak-career-field-ladder = Ladder
# Career screen field title: the side cards owned.
pazaak-career-field-collection = Collection
# Career screen field title: the career side deck.
pazaak-career-field-deck = Side deck
# Career screen button: play the next ladder match at a table in this channel.
pazaak-career-button-play = Play next
# Career and deck screen button: open the shop.
pazaak-career-button-shop = Shop
# Career screen button: open the deck screen.
pazaak-career-button-deck = Edit deck
# Deck and shop screen button: back to the career screen.
pazaak-career-button-career = Career

## The career deck screen (/pazaak deck, private, in the reader's language): one swap at a time.

# Deck screen title.
pazaak-career-deck-title = Your career side deck
# Deck screen text, above the ten cards.
pazaak-career-deck-text = Ten cards; your hand is dealt from them each match.
# Deck screen menu option: take this card out of the deck. $card: the card.
pazaak-career-option-take-out = Take out { $card }
# Placeholder of the deck screen menu that picks the card to take out.
pazaak-career-take-out-menu = Take a card out
# Placeholder of the same menu once a card is picked. $card: the card.
pazaak-career-taking-out-menu = Taking out { $card }
# Deck screen menu option: put this owned card in its place. $card: the card.
pazaak-career-option-put-in = Put in { $card }
# Under a card in the deck screen and shop menus: how many copies are owned. $count: a number.
pazaak-career-option-owned = You own { $count }
# Placeholder of the deck screen menu of cards that may go in instead.
pazaak-career-put-in-menu = Put in instead
# Deck screen button (opens the shop) when no other owned card may go in.
pazaak-career-button-nothing-to-put-in = No other card to put in (see the shop)
# Deck screen, after a swap, before pazaak-career-deck-text. $old: the card taken out. $new: the card put in.
pazaak-career-swapped = Took out { $old } and put in { $new }.

## The shop (/pazaak shop, private, in the reader's language).

# Shop screen title (the shop and its purchase question).
pazaak-shop-title = Pazaak shop
# Shop text: the credits to spend. $credits: credits.
pazaak-shop-balance = You have **{ $credits ->
    [one] { $credits } credit
   *[other] { $credits } credits
  }**.
# A line of the shop: a card on sale. $card: the card. $price: credits. $owned: copies owned.
pazaak-shop-line = { $card } — { $price ->
    [one] { $price } credit
   *[other] { $price } credits
  } (own { $owned })
# Shop menu option: buy a card (asks to confirm). $card: the card. $price: credits.
pazaak-shop-option-buy = Buy { $card } — { $price ->
    [one] { $price } credit
   *[other] { $price } credits
  }
# Placeholder of the shop menu of cards one can afford.
pazaak-shop-buy-menu = Buy a card
# The question before a purchase. $card: the card. $price: its price in credits. $credits: credits to spend.
pazaak-shop-confirm = Buy **{ $card }** for **{ $price ->
    [one] { $price } credit
   *[other] { $price } credits
  }**? You have { $credits ->
    [one] { $credits } credit
   *[other] { $credits } credits
  }.
# Button under the purchase question: buy.
pazaak-shop-button-confirm = Confirm
# Button under the purchase question: back to the shop, nothing bought.
pazaak-shop-button-cancel = Cancel
# Shop, after a purchase, before pazaak-shop-balance. $card: the card. $price: credits paid.
pazaak-shop-bought = Bought { $card } for { $price ->
    [one] { $price } credit
   *[other] { $price } credits
  }.

## The career ladder's opponents (data/pazaak/career.json, by id): career screen and the table of a career match.

# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-kudo = Kudo the Dock Hand
# A line about the opponent Kudo the Dock Hand, after their name on the career screen.
pazaak-opponent-kudo-intro = Plays for drinks and forgets which cards he holds.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-marla = Marla Teeth
# A line about the opponent Marla Teeth, after their name on the career screen.
pazaak-opponent-marla-intro = A bounty hunter between contracts, careful with her minus cards.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-gorrt = Gorrt the Smuggler
# A line about the opponent Gorrt the Smuggler, after their name on the career screen.
pazaak-opponent-gorrt-intro = Carries a few double-edged cards bought off a wreck.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-vessa = Vessa Orn
# A line about the opponent Vessa Orn, after their name on the career screen.
pazaak-opponent-vessa-intro = Counts every card that hits the table. Every one.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-talos = Old Talos
# A line about the opponent Old Talos, after their name on the career screen.
pazaak-opponent-talos-intro = Has played this cantina since before the war.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-ysolde = Ysolde, House Champion
# A line about the opponent Ysolde, House Champion, after their name on the career screen.
pazaak-opponent-ysolde-intro = Nobody has taken a match from her this season.

## Side cards, as messages and buttons name them.

# The side card that doubles the card drawn this turn.
pazaak-card-double = Double
# The side card that flips the sign of cards worth 2 or 4.
pazaak-card-flip24 = Flip 2&4
# The side card that flips the sign of cards worth 3 or 6.
pazaak-card-flip36 = Flip 3&6

## The table message (public, in the table's language).

# Table title: whose turn. $set: the set number. $name: the player.
pazaak-title-turn = Pazaak — set { $set } · { $name }'s turn
# Table title while the players choose their side decks.
pazaak-title-choosing = Pazaak — choosing side decks
# Table title once the match is over. $result: pazaak-result-*.
pazaak-title-over = Pazaak — { $result }
# Table text while players choose side decks. $names: who still chooses.
pazaak-still-choosing = Still choosing a side deck: **{ $names }**. Press **Choose deck** to pick yours privately.
# Table field title: every set's totals.
pazaak-field-sets = Sets
# A line of the Sets field, won on totals. $set: number. $first, $second: names. $a, $b: totals. $winner: who won.
pazaak-set-won = Set { $set }: { $first } **{ $a }** – **{ $b }** { $second } → { $winner }
# A line of the Sets field, won because the other busted. $loser: who busted.
pazaak-set-won-bust = Set { $set }: { $first } **{ $a }** – **{ $b }** { $second } → { $winner } ({ $loser } busts)
# A line of the Sets field, won with the Tiebreaker card.
pazaak-set-won-tiebreaker = Set { $set }: { $first } **{ $a }** – **{ $b }** { $second } → { $winner } (Tiebreaker)
# A line of the Sets field, tied.
pazaak-set-tied = Set { $set }: { $first } **{ $a }** – **{ $b }** { $second } → tie
# Result of a match. $name: the winner. $won, $lost: sets.
pazaak-result = { $name } wins the match { $won }–{ $lost }.
# Result of a forfeited match. $name: the winner. $left: who forfeited.
pazaak-result-forfeit = { $name } wins: { $left } forfeited the match.
# Banner on the picture at the end. $name: the winner. $won, $lost: sets.
pazaak-banner = { $name } wins the match { $won }–{ $lost }
# Banner on the picture after a forfeit. $name: the winner. $left: who left.
pazaak-banner-forfeit = { $name } wins: { $left } left
# Table footer of a free game.
pazaak-footer-free = Free game: side decks from every card · first to 3 sets
# Table footer of a career match.
pazaak-footer-collection = Side decks from your collection · first to 3 sets
# Button: open one's hand privately.
pazaak-button-hand = Hand
# Button: end the turn.
pazaak-button-end-turn = End turn
# Button: stand.
pazaak-button-stand = Stand
# Button: open the side deck builder privately.
pazaak-button-choose-deck = Choose deck

## The side deck builder (private, in the player's language).

# Deck picture heading. $cards: cards drafted.
pazaak-deck-title = Your side deck — { $cards } of 10
# Deck builder text once the deck is in. $cards: the cards, listed.
pazaak-deck-in = Your side deck is in: { $cards }.
# After pazaak-deck-in: both decks are in.
pazaak-deck-starting = The match is starting.
# After pazaak-deck-in: who still chooses. $names: the players.
pazaak-deck-waiting = Waiting for { $names } to choose.
# Deck builder text of a free game. $dealt: cards dealt into the hand.
pazaak-deck-choose-free = **Choose your side deck**: 10 cards from every card (free game); { $dealt } of them are dealt into your hand at random. **{ pazaak-button-default-deck }** takes your default deck at once.
# Deck builder text of a career match. $dealt: cards dealt into the hand.
pazaak-deck-choose-collection = **Choose your side deck**: 10 cards from your collection; { $dealt } of them are dealt into your hand at random. **{ pazaak-button-default-deck }** takes your default deck at once.
# Deck builder: the draft is a full deck.
pazaak-deck-valid = This draft is a valid deck: press **{ pazaak-button-use-deck }**.
# Deck builder: what the draft still lacks. $reason: why, a sentence.
pazaak-deck-not-ready = Not ready yet: { $reason }
# Deck builder: the default deck. $cards: its cards, listed.
pazaak-deck-default = Default deck: { $cards }.
# Deck builder menu option: add a card any number of times. $card: the card.
pazaak-deck-add = Add { $card }
# Deck builder menu option: add a card of which some are left. $card: the card. $left: how many.
pazaak-deck-add-left = Add { $card } ({ $left } left)
# Placeholder of the menu that adds cards.
pazaak-deck-add-menu = Add a card to the deck
# Deck builder menu option: take a card out. $number: its place. $card: the card.
pazaak-deck-remove = Remove { $number }. { $card }
# Placeholder of the menu that takes cards out.
pazaak-deck-remove-menu = Take a card out
# Button: take the default deck.
pazaak-button-default-deck = Default deck
# Button: confirm the draft as the deck.
pazaak-button-use-deck = Use this deck
# Button: empty the draft.
pazaak-button-clear = Clear
# Under a Plus card in the add menu.
pazaak-help-plus = Blue: adds its value
# Under a Minus card in the add menu.
pazaak-help-minus = Red: subtracts its value
# Under a plus/minus card in the add menu.
pazaak-help-plus-minus = Red-blue: add or subtract, chosen when played
# Under the Double card in the add menu.
pazaak-help-double = Doubles the card drawn this turn
# Under the Flip 2&4 card in the add menu.
pazaak-help-flip24 = Flips the sign of your cards worth 2 or 4
# Under the Flip 3&6 card in the add menu.
pazaak-help-flip36 = Flips the sign of your cards worth 3 or 6
# Under the Tiebreaker card in the add menu.
pazaak-help-tiebreaker = ±1; wins a tied set as your last card

## The hand (private, in the player's language).

# Hand picture heading.
pazaak-hand-title = Your hand
# Hand: the sign question of a plus/minus card. $card: the card.
pazaak-sign-question = Play { $card } as plus or minus?
# Hand: the match is over and has no result line. $name: the winner.
pazaak-hand-won = { $name } won.
# Hand: the player's turn after playing a card. $total: their total.
pazaak-hand-played = **Your turn** — total **{ $total }**. You played a card: end the turn or stand.
# Hand: the player's turn. $drew: the card drawn. $total: their total.
pazaak-hand-turn = **Your turn** — you drew { $drew }, total **{ $total }**. Play a card, end the turn or stand.
# Hand: the other player's turn. $name: the other player. $total: the player's total.
pazaak-hand-waiting = Waiting for { $name }. Your total: **{ $total }**.
# Hand: the opponent's state. $name: the opponent. $total: their total. $cards: hand cards left. $mine, $theirs: sets won.
pazaak-hand-opponent = { $name }: total { $total } · { $cards ->
    [one] { $cards } hand card
   *[other] { $cards } hand cards
  }. Sets: you { $mine }, { $name } { $theirs }.
# Hand: the opponent's state while they stand. Same arguments.
pazaak-hand-opponent-standing = { $name }: total { $total }, standing · { $cards ->
    [one] { $cards } hand card
   *[other] { $cards } hand cards
  }. Sets: you { $mine }, { $name } { $theirs }.
# Hand button: back from the sign question.
pazaak-button-back = Back

## Lines of the table log (public).

# Log. $set: the set number. $name: who starts.
pazaak-log-set-started = Set { $set } begins; { $name } starts.
# Log. $name: the winner.
pazaak-log-match-won = { $name } wins the match!
# Log: a turn in which the player drew and played nothing. $name: the player. $end: how the turn ended (ended, stood, twenty, nine, busted). $final: the total on a bust.
pazaak-log-turn = { $end ->
    [ended] { $name } ends the turn
    [stood] { $name } stands
    [twenty] { $name } stands on 20
    [nine] { $name } stands with nine cards
   *[busted] { $name } busts with { $final }
  }
# Log: a turn in which the player drew a card. $value: the card drawn. $total: the total after it. Other arguments as pazaak-log-turn.
pazaak-log-turn-drew = { $end ->
    [ended] { $name } draws { $value } (total { $total }), ends the turn
    [stood] { $name } draws { $value } (total { $total }), stands
    [twenty] { $name } draws { $value } (total { $total }), stands on 20
    [nine] { $name } draws { $value } (total { $total }), stands with nine cards
   *[busted] { $name } draws { $value } (total { $total }), busts with { $final }
  }
# Log: a turn in which the player played a side card. $card: the card as played (pazaak-played-*). $after: the total after it. Other arguments as pazaak-log-turn.
pazaak-log-turn-played = { $end ->
    [ended] { $name } plays { $card } → { $after }, ends the turn
    [stood] { $name } plays { $card } → { $after }, stands
    [twenty] { $name } plays { $card } → { $after }, stands on 20
    [nine] { $name } plays { $card } → { $after }, stands with nine cards
   *[busted] { $name } plays { $card } → { $after }, busts with { $final }
  }
# Log: a turn in which the player drew and played. Arguments as pazaak-log-turn-drew and pazaak-log-turn-played.
pazaak-log-turn-drew-played = { $end ->
    [ended] { $name } draws { $value } (total { $total }) and plays { $card } → { $after }, ends the turn
    [stood] { $name } draws { $value } (total { $total }) and plays { $card } → { $after }, stands
    [twenty] { $name } draws { $value } (total { $total }) and plays { $card } → { $after }, stands on 20
    [nine] { $name } draws { $value } (total { $total }) and plays { $card } → { $after }, stands with nine cards
   *[busted] { $name } draws { $value } (total { $total }) and plays { $card } → { $after }, busts with { $final }
  }
# A plus/minus card as played. $card: the card ("±3"). $value: what it counted ("+3").
pazaak-played-as = { $card } as { $value }
# Log: a set won on totals. $set: number. $first, $second: names. $a, $b: totals. $name: the winner.
pazaak-log-set-won = Set { $set }: { $first } { $a } – { $b } { $second }; { $name } wins the set.
# Log: a set won with the Tiebreaker. Same arguments.
pazaak-log-set-tiebreaker = Set { $set }: { $first } { $a } – { $b } { $second }; { $name } wins it with the Tiebreaker.
# Log: a set won because the other busted. Same arguments, and $loser: who busted.
pazaak-log-set-bust = Set { $set }: { $first } { $a } – { $b } { $second }; { $loser } busts, { $name } wins the set.
# Log: a tied set. $set: number. $first, $second: names. $a, $b: totals.
pazaak-log-set-tied = Set { $set }: { $first } { $a } – { $b } { $second }; tied, nobody scores.
# Log. $name: the player whose side deck is in.
pazaak-log-deck-ready = { $name }'s side deck is ready.
# Log: the turn clock ran out while playing. $name: the player.
pazaak-log-timeout-turn = { $name }'s time ran out; the turn ends.
# Log: the clock ran out while drafting a full deck. $name: the player.
pazaak-log-timeout-draft = { $name }'s time ran out; they play the deck they drafted.
# Log: the clock ran out while choosing. $name: the player.
pazaak-log-timeout-default = { $name }'s time ran out; they play their default deck.
# Log and result: a player forfeits. $name: who forfeits. $winner: the other.
pazaak-log-forfeit = { $name } forfeits the match; { $winner } wins.

## Words on the Pazaak pictures and their text versions (the table's language for the table, the player's for a hand).

# Picture heading while the players choose their side decks.
pazaak-pic-choosing = Pazaak · choosing side decks
# Picture heading. $set: the set number.
pazaak-pic-set = Pazaak · set { $set }
# Picture heading, right. $cards: cards left in the main deck.
pazaak-pic-deck-left = main deck: { $cards ->
    [one] { $cards } card left
   *[other] { $cards } cards left
  }
# Label before a player's sets won (picture).
pazaak-pic-sets = sets
# Label before a player's hand cards (picture).
pazaak-pic-hand = hand
# Label under a player's total (picture).
pazaak-pic-total = total
# A player's status tag (picture, upper case where the script has it): standing.
pazaak-pic-standing = STANDING
# Status tag: over 20.
pazaak-pic-bust = BUST
# Status tag: choosing a side deck.
pazaak-pic-choosing-deck = CHOOSING DECK
# Status tag: side deck chosen.
pazaak-pic-deck-ready = DECK READY
# Status tag: won the match.
pazaak-pic-winner = WINNER
# A hand picture without cards.
pazaak-pic-no-cards = No cards
# Text version, first line, while choosing side decks.
pazaak-text-choosing = Choosing side decks
# Text version, first line. $set: the set. $cards: cards left in the main deck.
pazaak-text-set = Set { $set } · main deck { $cards } left
# Text version: a player without cards on the table.
pazaak-text-no-cards = no cards
# Text version: a player's total, sets and hand. $total: the total. $marks: sets won as ●○○. $cards: hand cards.
pazaak-text-seat = **{ $total }** · sets { $marks } · { $cards ->
    [one] { $cards } hand card
   *[other] { $cards } hand cards
  }
# Text version status: standing.
pazaak-text-standing = standing
# Text version status: over 20.
pazaak-text-bust = bust
# Text version status: choosing a side deck.
pazaak-text-choosing-deck = choosing a side deck
# Text version status: side deck chosen.
pazaak-text-deck-ready = side deck ready
# Text version status: won the match.
pazaak-text-winner = winner

## The match's settings (lobby and challenge, the table's language).

# A career match. $hand: cards dealt into the hand.
pazaak-settings-career = Career match · hand of { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
  } · first to 3 sets
# A free game. $hand: cards dealt into the hand.
pazaak-settings-free = Side decks: free choice from every card · hand of { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
  } · first to 3 sets
# A game with side decks from the players' collections. $hand: cards dealt into the hand.
pazaak-settings-collection = Side decks: from your collection · hand of { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
  } · first to 3 sets

## /pazaak: the command, its options and the game's title

# The game Pazaak, a choice in /stats and /leaderboard.
game-title-pazaak = Pazaak
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

## How to play, for /help

# How to play Pazaak, in its /help section.
help-game-pazaak = Each turn a card from the main deck is drawn for you. You may play one card from your hand (press **{ pazaak-button-hand }**), then **{ pazaak-button-end-turn }** or **{ pazaak-button-stand }**. Over 20 at the end of your turn loses the set; when both stand, closer to 20 wins. First to 3 sets wins. Before the first set, pick 10 side cards (**{ pazaak-button-choose-deck }**; **{ pazaak-button-default-deck }** takes a ready deck).

## The button under a finished game that starts another with the same seats

# Button under a finished Pazaak game.
table-again-pazaak = Rematch

## The person-menu entry that challenges someone

# Person-menu entries (right-click a person, Apps). Names of user commands may hold
# spaces and capitals (up to 32 characters).
cmd-challenge-pazaak-name = Challenge to Pazaak
