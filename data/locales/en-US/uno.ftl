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

