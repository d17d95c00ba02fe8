# Pazaak's own sentences: refusals of its rules and its screens, shown privately to one person.

## A move the Pazaak rules refuse, told privately to the player who tried it.

# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-match-over = Zápas skončil.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-no-such-seat = Takové místo u tohoto stolu není.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-already-played-this-turn = V tomhle tahu jste už kartu z ruky zahráli.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-no-such-slot = Na tomhle místě v ruce žádná karta není.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-card-used = Tuhle kartu z ruky jste už použili.
# A move the Pazaak rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
pazaak-error-sign-needed = U karty { $card } zvolte + nebo -.
# A move the Pazaak rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
pazaak-error-sign-not-allowed = Karta { $card } má pevné znaménko; zahrajte ji bez volby.

## A side deck that breaks the rules (career deck screen or the deck choice before a match).

# A side deck that breaks the rules (career deck screen or the deck choice before a match). $needed: the cards a deck needs. $size: a number of cards.
pazaak-deck-wrong-size = Balíček speciálních karet musí mít přesně { $needed ->
        [one] { $needed } kartu
        [few] { $needed } karty
        [many] { $needed } karty
       *[other] { $needed } karet
    }; tenhle má { $size }.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it.
pazaak-deck-invalid-card = { $card } není skutečná speciální karta.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it. $wanted: a number. $owned: a number.
pazaak-deck-not-owned = Do balíčku jste dali { $wanted }× { $card }, ale vlastníte jen { $owned }.

## A career action refused (the shop, the ladder, the deck).

# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it. $price: credits. $credits: credits.
pazaak-career-not-enough-credits = { $card } stojí { $price ->
        [one] { $price } kredit
        [few] { $price } kredity
        [many] { $price } kreditu
       *[other] { $price } kreditů
    }; máte { $credits }.
# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it.
pazaak-career-not-for-sale = Obchod { $card } neprodává.
# A career action refused (the shop, the ladder, the deck).
pazaak-career-complete = Porazili jste všechny soupeře; kariéra je dokončená.

## A refused step of a match: choosing side decks, then playing.

# A refused step of a match: choosing side decks, then playing. $reason: why, a sentence.
pazaak-match-deck = Tenhle balíček nejde použít: { $reason }
# A refused step of a match: choosing side decks, then playing.
pazaak-match-decks-chosen = Balíčky speciálních karet jsou vybrané; zápas běží.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-already-chosen = Váš balíček speciálních karet už je vybraný; čeká se na druhého hráče.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-still-choosing = Nejdřív si vyberte balíček speciálních karet.
# A refused step of a match: choosing side decks, then playing. $size: a number of cards.
pazaak-match-draft-full = Ve výběru už máte { $size ->
        [one] { $size } kartu
        [few] { $size } karty
        [many] { $size } karty
       *[other] { $size } karet
    }; nejdřív jednu odeberte.
# A refused step of a match: choosing side decks, then playing. $card: a card as the table writes it.
pazaak-match-none-left = Další kartu { $card } už nemáte.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-no-such-draft-card = Na tomhle místě ve výběru žádná karta není.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-draft-empty = Váš výběr už je prázdný.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-no-default-deck = Nemáte výchozí balíček; sestavte si ho kartu po kartě.


## Pazaak's own refusals: the career screens (/pazaak career, deck, shop) and career matches.

# The built-in career data could not be read (a bug); shown on any career screen.
pazaak-career-unavailable = Kariéra teď není dostupná.
# The database could not be read while opening a career screen.
pazaak-career-unreadable-now = Vaši kariéru se nepodařilo načíst; zkuste to prosím znovu.
# A stored career could not be read (written by another version, or damaged).
pazaak-career-unreadable = Uloženou kariéru se nepodařilo přečíst.
# The database could not save a career change (a purchase, a deck swap).
pazaak-career-not-saved = Kariéru se nepodařilo uložit; nic se nezměnilo.
# A deck-screen button named a card slot the deck does not have (an old message).
pazaak-career-card-not-in-deck = Tahle karta ve vašem balíčku není.
# A career button named a screen that does not exist (an old message).
pazaak-career-no-such-screen = Taková obrazovka neexistuje.
# A deck swap button could not be read (an old message).
pazaak-career-bad-swap = Tahle výměna není platná.
# A deck swap named a card that does not exist (an old message).
pazaak-career-no-such-card = Taková karta neexistuje.
# A shop button named a card the shop does not sell.
pazaak-career-not-sold-here = Tahle karta se tu neprodává.
# Confirm pressed after the credits changed: pressed twice, or an old confirmation.
pazaak-career-stale-confirmation = Od tohoto potvrzení se vaše kredity změnily, takže se nic nekoupilo. Pro nákup otevřete obchod znovu.
# Play next pressed when the career ladder is complete.
pazaak-career-ladder-done = Porazili jste všechny soupeře; žebříček je dokončený.
# A career match button whose match could not be read (an old message).
pazaak-career-bad-match = Tenhle zápas kariéry není platný.
# Someone other than the career's owner tried to start its match.
pazaak-career-owner-only = Zápas kariéry hraje jen její majitel.
# A career match started after the ladder moved on (an old button).
pazaak-career-ladder-moved = Váš žebříček se mezitím posunul: další zápas najdete v /pazaak kariéra.
# A table opened for Pazaak with other than two seats (a bug).
pazaak-two-players = Pazaak hrají dva.
