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
pazaak-deck-wrong-size = A side deck needs exactly { $needed } cards; this one has { $size }.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it.
pazaak-deck-invalid-card = { $card } is not a real side card.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it. $wanted: a number. $owned: a number.
pazaak-deck-not-owned = You put { $wanted }× { $card } in the deck but own only { $owned }.

## A career action refused (the shop, the ladder, the deck).

# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it. $price: credits. $credits: credits.
pazaak-career-not-enough-credits = { $card } costs { $price } credits; you have { $credits }.
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
pazaak-match-draft-full = Your draft already holds { $size } cards; remove one first.
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
