# Pazaak's own sentences: refusals of its rules and its screens, shown privately to one person.

## A move the Pazaak rules refuse, told privately to the player who tried it.

# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-match-over = A partida acabou.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-no-such-seat = Esse lugar não existe nesta mesa.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-already-played-this-turn = Você já jogou uma carta da mão neste turno.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-no-such-slot = Não há carta nessa posição da mão.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-card-used = Você já usou essa carta da mão.
# A move the Pazaak rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
pazaak-error-sign-needed = Escolha + ou - para { $card }.
# A move the Pazaak rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
pazaak-error-sign-not-allowed = { $card } tem sinal fixo; jogue sem escolher sinal.

## A side deck that breaks the rules (career deck screen or the deck choice before a match).

# A side deck that breaks the rules (career deck screen or the deck choice before a match). $needed: the cards a deck needs. $size: a number of cards.
pazaak-deck-wrong-size = O baralho lateral precisa ter exatamente { $needed ->
        [one] { $needed } carta
       *[other] { $needed } cartas
    }; este tem { $size }.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it.
pazaak-deck-invalid-card = { $card } não é uma carta lateral de verdade.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it. $wanted: a number. $owned: a number.
pazaak-deck-not-owned = Você colocou { $wanted }× { $card } no baralho, mas só tem { $owned }.

## A career action refused (the shop, the ladder, the deck).

# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it. $price: credits. $credits: credits.
pazaak-career-not-enough-credits = { $card } custa { $price ->
        [one] { $price } crédito
       *[other] { $price } créditos
    }; você tem { $credits }.
# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it.
pazaak-career-not-for-sale = A loja não vende { $card }.
# A career action refused (the shop, the ladder, the deck).
pazaak-career-complete = Você venceu todos os adversários; a carreira está completa.

## A refused step of a match: choosing side decks, then playing.

# A refused step of a match: choosing side decks, then playing. $reason: why, a sentence.
pazaak-match-deck = Esse baralho não pode ser usado: { $reason }
# A refused step of a match: choosing side decks, then playing.
pazaak-match-decks-chosen = Os baralhos laterais já foram escolhidos; a partida começou.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-already-chosen = Seu baralho lateral já está escolhido; aguardando o outro jogador.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-still-choosing = Escolha seu baralho lateral primeiro.
# A refused step of a match: choosing side decks, then playing. $size: a number of cards.
pazaak-match-draft-full = Sua seleção já tem { $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }; tire uma antes.
# A refused step of a match: choosing side decks, then playing. $card: a card as the table writes it.
pazaak-match-none-left = Você não tem mais { $card } para colocar.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-no-such-draft-card = Não há carta nessa posição da sua seleção.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-draft-empty = Sua seleção já está vazia.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-no-default-deck = Você não tem baralho padrão; monte um carta por carta.


## Pazaak's own refusals: the career screens (/pazaak career, deck, shop) and career matches.

# The built-in career data could not be read (a bug); shown on any career screen.
pazaak-career-unavailable = A carreira está indisponível no momento.
# The database could not be read while opening a career screen.
pazaak-career-unreadable-now = Não foi possível ler sua carreira; tente de novo.
# A stored career could not be read (written by another version, or damaged).
pazaak-career-unreadable = Não foi possível ler sua carreira salva.
# The database could not save a career change (a purchase, a deck swap).
pazaak-career-not-saved = Não foi possível salvar sua carreira; nada mudou.
# A deck-screen button named a card slot the deck does not have (an old message).
pazaak-career-card-not-in-deck = Essa carta não está no seu baralho.
# A career button named a screen that does not exist (an old message).
pazaak-career-no-such-screen = Essa tela não existe.
# A deck swap button could not be read (an old message).
pazaak-career-bad-swap = Essa troca não é válida.
# A deck swap named a card that does not exist (an old message).
pazaak-career-no-such-card = Essa carta não existe.
# A shop button named a card the shop does not sell.
pazaak-career-not-sold-here = Essa carta não é vendida aqui.
# Confirm pressed after the credits changed: pressed twice, or an old confirmation.
pazaak-career-stale-confirmation = Seus créditos mudaram desde esta confirmação, então nada foi comprado. Abra a loja de novo para comprar.
# Play next pressed when the career ladder is complete.
pazaak-career-ladder-done = Você venceu todos os adversários; o ranking está completo.
# A career match button whose match could not be read (an old message).
pazaak-career-bad-match = Essa partida da carreira não é válida.
# Someone other than the career's owner tried to start its match.
pazaak-career-owner-only = Só o dono da carreira joga as partidas dela.
# A career match started after the ladder moved on (an old button).
pazaak-career-ladder-moved = Seu ranking já avançou: abra /pazaak carreira para a próxima partida.
# A table opened for Pazaak with other than two seats (a bug).
pazaak-two-players = Pazaak se joga em dois.
