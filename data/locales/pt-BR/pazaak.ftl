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
pazaak-deck-wrong-size = O baralho auxiliar precisa ter exatamente { $needed ->
        [1] { $needed } carta
       *[other] { $needed } cartas
    }; este tem { $size }.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it.
pazaak-deck-invalid-card = { $card } não é uma carta especial de verdade.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it. $wanted: a number. $owned: a number.
pazaak-deck-not-owned = Você colocou { $wanted }× { $card } no baralho, mas só tem { $owned }.

## A career action refused (the shop, the ladder, the deck).

# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it. $price: credits. $credits: credits.
pazaak-career-not-enough-credits = { $card } custa { $price ->
        [1] { $price } crédito
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
pazaak-match-decks-chosen = Os baralhos auxiliares já foram escolhidos; a partida começou.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-already-chosen = Seu baralho auxiliar já está escolhido; aguardando o outro jogador.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-still-choosing = Escolha seu baralho auxiliar primeiro.
# A refused step of a match: choosing side decks, then playing. $size: a number of cards.
pazaak-match-draft-full = Sua seleção já tem { $size ->
        [1] { $size } carta
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

## The career screen (/pazaak career, private, in the reader's language).

# Career screen title.
pazaak-career-title = Sua carreira no Pazaak
# Career screen, first line. $credits: credits to spend. $wins, $losses: career matches won and lost.
pazaak-career-summary = **{ $credits ->
    [0] 0 créditos
    [1] { $credits } crédito
   *[other] { $credits } créditos
  }** · { $wins ->
    [0] 0 vitórias
    [1] { $wins } vitória
   *[other] { $wins } vitórias
  } · { $losses ->
    [0] 0 derrotas
    [1] { $losses } derrota
   *[other] { $losses } derrotas
  }
# Career screen: the next opponent on the ladder. $name: the opponent (pazaak-opponent-*). $intro: a line about them.
pazaak-career-next = Próximo adversário: **{ $name }** — { $intro }
# Career screen once every opponent of the ladder is beaten.
pazaak-career-all-beaten = Você venceu todos os adversários.
# A line of the ladder: an opponent already beaten. $number: the place on the ladder. $name: the opponent.
pazaak-career-ladder-beaten = { $number }. { $name } — ✅ concluído
# A line of the ladder: the opponent to play next. Same arguments.
pazaak-career-ladder-next = { $number }. { $name } — ▶ próximo
# A line of the ladder: an opponent not reached yet. Same arguments.
pazaak-career-ladder-locked = { $number }. { $name } — 🔒 bloqueado
# Career screen field title: the ladder of opponents.
pazaak-career-field-ladder = Ranking
# Career screen field title: the side cards owned.
pazaak-career-field-collection = Coleção
# Career screen field title: the career side deck.
pazaak-career-field-deck = Baralho auxiliar
# Career screen button: play the next ladder match at a table in this channel.
pazaak-career-button-play = Jogar o próximo
# Career and deck screen button: open the shop.
pazaak-career-button-shop = Loja
# Career screen button: open the deck screen.
pazaak-career-button-deck = Editar baralho
# Deck and shop screen button: back to the career screen.
pazaak-career-button-career = Carreira

## The career deck screen (/pazaak deck, private, in the reader's language): one swap at a time.

# Deck screen title.
pazaak-career-deck-title = Seu baralho auxiliar da carreira
# Deck screen text, above the ten cards.
pazaak-career-deck-text = Dez cartas; a cada partida, sua mão é distribuída a partir delas.
# Deck screen menu option: take this card out of the deck. $card: the card.
pazaak-career-option-take-out = Tirar { $card }
# Placeholder of the deck screen menu that picks the card to take out.
pazaak-career-take-out-menu = Tirar uma carta
# Placeholder of the same menu once a card is picked. $card: the card.
pazaak-career-taking-out-menu = Tirando { $card }
# Deck screen menu option: put this owned card in its place. $card: the card.
pazaak-career-option-put-in = Pôr { $card }
# Under a card in the deck screen and shop menus: how many copies are owned. $count: a number.
pazaak-career-option-owned = Você tem { $count }
# Placeholder of the deck screen menu of cards that may go in instead.
pazaak-career-put-in-menu = Pôr no lugar
# Deck screen button (opens the shop) when no other owned card may go in.
pazaak-career-button-nothing-to-put-in = Nenhuma outra carta para pôr (veja a loja)
# Deck screen, after a swap, before pazaak-career-deck-text. $old: the card taken out. $new: the card put in.
pazaak-career-swapped = Você tirou { $old } e pôs { $new }.

## The shop (/pazaak shop, private, in the reader's language).

# Shop screen title (the shop and its purchase question).
pazaak-shop-title = Loja de Pazaak
# Shop text: the credits to spend. $credits: credits.
pazaak-shop-balance = Você tem **{ $credits ->
    [0] 0 créditos
    [1] { $credits } crédito
   *[other] { $credits } créditos
  }**.
# A line of the shop: a card on sale. $card: the card. $price: credits. $owned: copies owned.
pazaak-shop-line = { $card } — { $price ->
    [0] 0 créditos
    [1] { $price } crédito
   *[other] { $price } créditos
  } (você tem { $owned })
# Shop menu option: buy a card (asks to confirm). $card: the card. $price: credits.
pazaak-shop-option-buy = Comprar { $card } — { $price ->
    [0] 0 créditos
    [1] { $price } crédito
   *[other] { $price } créditos
  }
# Placeholder of the shop menu of cards one can afford.
pazaak-shop-buy-menu = Comprar uma carta
# The question before a purchase. $card: the card. $price: its price in credits. $credits: credits to spend.
pazaak-shop-confirm = Comprar **{ $card }** por **{ $price ->
    [0] 0 créditos
    [1] { $price } crédito
   *[other] { $price } créditos
  }**? Você tem { $credits ->
    [0] 0 créditos
    [1] { $credits } crédito
   *[other] { $credits } créditos
  }.
# Button under the purchase question: buy.
pazaak-shop-button-confirm = Confirmar
# Button under the purchase question: back to the shop, nothing bought.
pazaak-shop-button-cancel = Cancelar
# Shop, after a purchase, before pazaak-shop-balance. $card: the card. $price: credits paid.
pazaak-shop-bought = Você comprou { $card } por { $price ->
    [0] 0 créditos
    [1] { $price } crédito
   *[other] { $price } créditos
  }.

## The career ladder's opponents (data/pazaak/career.json, by id): career screen and the table of a career match.

# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-kudo = Kudo, o Estivador
# A line about the opponent Kudo the Dock Hand, after their name on the career screen.
pazaak-opponent-kudo-intro = Joga valendo bebida e esquece que cartas tem na mão.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-marla = Marla Dentes
# A line about the opponent Marla Teeth, after their name on the career screen.
pazaak-opponent-marla-intro = Caçadora de recompensas entre um contrato e outro, cuidadosa com as cartas de menos.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-gorrt = Gorrt, o Contrabandista
# A line about the opponent Gorrt the Smuggler, after their name on the career screen.
pazaak-opponent-gorrt-intro = Traz algumas cartas de dois gumes compradas dos destroços de uma nave.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-vessa = Vessa Orn
# A line about the opponent Vessa Orn, after their name on the career screen.
pazaak-opponent-vessa-intro = Conta cada carta que cai na mesa. Cada uma.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-talos = Velho Talos
# A line about the opponent Old Talos, after their name on the career screen.
pazaak-opponent-talos-intro = Joga nesta cantina desde antes da guerra.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-ysolde = Ysolde, Campeã da Casa
# A line about the opponent Ysolde, House Champion, after their name on the career screen.
pazaak-opponent-ysolde-intro = Ninguém ganhou uma partida dela nesta temporada.

## Side cards, as messages and buttons name them.

# The side card that doubles the card drawn this turn.
pazaak-card-double = Dobro
# The side card that flips the sign of cards worth 2 or 4.
pazaak-card-flip24 = Inverte 2&4
# The side card that flips the sign of cards worth 3 or 6.
pazaak-card-flip36 = Inverte 3&6

## The table message (public, in the table's language).

# Table title: whose turn. $set: the set number. $name: the player.
pazaak-title-turn = Pazaak — set { $set } · vez de { $name }
# Table title while the players choose their side decks.
pazaak-title-choosing = Pazaak — escolhendo os baralhos auxiliares
# Table title once the match is over. $result: pazaak-result-*.
pazaak-title-over = Pazaak — { $result }
# Table text while players choose side decks. $names: who still chooses.
pazaak-still-choosing = Ainda escolhendo o baralho auxiliar: **{ $names }**. Aperte **Escolher baralho** para montar o seu em particular.
# Table field title: every set's totals.
pazaak-field-sets = Sets
# A line of the Sets field, won on totals. $set: number. $first, $second: names. $a, $b: totals. $winner: who won.
pazaak-set-won = Set { $set }: { $first } **{ $a }** – **{ $b }** { $second } → { $winner }
# A line of the Sets field, won because the other busted. $loser: who busted.
pazaak-set-won-bust = Set { $set }: { $first } **{ $a }** – **{ $b }** { $second } → { $winner } ({ $loser } estourou)
# A line of the Sets field, won with the Tiebreaker card.
pazaak-set-won-tiebreaker = Set { $set }: { $first } **{ $a }** – **{ $b }** { $second } → { $winner } (desempate)
# A line of the Sets field, tied.
pazaak-set-tied = Set { $set }: { $first } **{ $a }** – **{ $b }** { $second } → empate
# Result of a match. $name: the winner. $won, $lost: sets.
pazaak-result = { $name } vence a partida por { $won }–{ $lost }.
# Result of a forfeited match. $name: the winner. $left: who forfeited.
pazaak-result-forfeit = { $name } vence: { $left } abandonou a partida.
# Banner on the picture at the end. $name: the winner. $won, $lost: sets.
pazaak-banner = { $name } vence a partida por { $won }–{ $lost }
# Banner on the picture after a forfeit. $name: the winner. $left: who left.
pazaak-banner-forfeit = { $name } vence: { $left } saiu
# Table footer of a free game.
pazaak-footer-free = Jogo livre: baralhos auxiliares com qualquer carta · vence quem fizer 3 sets
# Table footer of a career match.
pazaak-footer-collection = Baralhos auxiliares da sua coleção · vence quem fizer 3 sets
# Button: open one's hand privately.
pazaak-button-hand = Mão
# Button: end the turn.
pazaak-button-end-turn = Encerrar a vez
# Button: stand.
pazaak-button-stand = Parar
# Button: open the side deck builder privately.
pazaak-button-choose-deck = Escolher baralho

## The side deck builder (private, in the player's language).

# Deck picture heading. $cards: cards drafted.
pazaak-deck-title = Seu baralho auxiliar — { $cards } de 10
# Deck builder text once the deck is in. $cards: the cards, listed.
pazaak-deck-in = Seu baralho auxiliar está pronto: { $cards }.
# After pazaak-deck-in: both decks are in.
pazaak-deck-starting = A partida vai começar.
# After pazaak-deck-in: who still chooses. $names: the players.
pazaak-deck-waiting = Esperando { $names } escolher.
# Deck builder text of a free game. $dealt: cards dealt into the hand.
pazaak-deck-choose-free = **Escolha seu baralho auxiliar**: 10 cartas entre todas (jogo livre); { $dealt } delas vão para a sua mão ao acaso. **{ pazaak-button-default-deck }** usa na hora o seu baralho padrão.
# Deck builder text of a career match. $dealt: cards dealt into the hand.
pazaak-deck-choose-collection = **Escolha seu baralho auxiliar**: 10 cartas da sua coleção; { $dealt } delas vão para a sua mão ao acaso. **{ pazaak-button-default-deck }** usa na hora o seu baralho padrão.
# Deck builder: the draft is a full deck.
pazaak-deck-valid = Esta seleção já é um baralho válido: aperte **{ pazaak-button-use-deck }**.
# Deck builder: what the draft still lacks. $reason: why, a sentence.
pazaak-deck-not-ready = Ainda não está pronto: { $reason }
# Deck builder: the default deck. $cards: its cards, listed.
pazaak-deck-default = Baralho padrão: { $cards }.
# Deck builder menu option: add a card any number of times. $card: the card.
pazaak-deck-add = Adicionar { $card }
# Deck builder menu option: add a card of which some are left. $card: the card. $left: how many.
pazaak-deck-add-left = Adicionar { $card } (restam { $left })
# Placeholder of the menu that adds cards.
pazaak-deck-add-menu = Adicionar uma carta ao baralho
# Deck builder menu option: take a card out. $number: its place. $card: the card.
pazaak-deck-remove = Tirar { $number }. { $card }
# Placeholder of the menu that takes cards out.
pazaak-deck-remove-menu = Tirar uma carta
# Button: take the default deck.
pazaak-button-default-deck = Baralho padrão
# Button: confirm the draft as the deck.
pazaak-button-use-deck = Usar este baralho
# Button: empty the draft.
pazaak-button-clear = Limpar
# Under a Plus card in the add menu.
pazaak-help-plus = Azul: soma o seu valor
# Under a Minus card in the add menu.
pazaak-help-minus = Vermelha: subtrai o seu valor
# Under a plus/minus card in the add menu.
pazaak-help-plus-minus = Vermelha e azul: soma ou subtrai, escolhido ao jogar
# Under the Double card in the add menu.
pazaak-help-double = Dobra a carta comprada nesta vez
# Under the Flip 2&4 card in the add menu.
pazaak-help-flip24 = Inverte o sinal das suas cartas de valor 2 ou 4
# Under the Flip 3&6 card in the add menu.
pazaak-help-flip36 = Inverte o sinal das suas cartas de valor 3 ou 6
# Under the Tiebreaker card in the add menu.
pazaak-help-tiebreaker = ±1; como sua última carta, ganha um set empatado

## The hand (private, in the player's language).

# Hand picture heading.
pazaak-hand-title = Sua mão
# Hand: the sign question of a plus/minus card. $card: the card.
pazaak-sign-question = Jogar { $card } como mais ou como menos?
# Hand: the match is over and has no result line. $name: the winner.
pazaak-hand-won = { $name } venceu.
# Hand: the player's turn after playing a card. $total: their total.
pazaak-hand-played = **Sua vez** — total **{ $total }**. Você já jogou uma carta: encerre a vez ou pare.
# Hand: the player's turn. $drew: the card drawn. $total: their total.
pazaak-hand-turn = **Sua vez** — você comprou { $drew }, total **{ $total }**. Jogue uma carta, encerre a vez ou pare.
# Hand: the other player's turn. $name: the other player. $total: the player's total.
pazaak-hand-waiting = Esperando { $name }. Seu total: **{ $total }**.
# Hand: the opponent's state. $name: the opponent. $total: their total. $cards: hand cards left. $mine, $theirs: sets won.
pazaak-hand-opponent = { $name }: total { $total } · { $cards ->
    [1] { $cards } carta na mão
   *[other] { $cards } cartas na mão
  }. Sets: você { $mine }, { $name } { $theirs }.
# Hand: the opponent's state while they stand. Same arguments.
pazaak-hand-opponent-standing = { $name }: total { $total }, parou · { $cards ->
    [1] { $cards } carta na mão
   *[other] { $cards } cartas na mão
  }. Sets: você { $mine }, { $name } { $theirs }.
# Hand button: back from the sign question.
pazaak-button-back = Voltar

## Lines of the table log (public).

# Log. $set: the set number. $name: who starts.
pazaak-log-set-started = Começa o set { $set }; { $name } começa.
# Log. $name: the winner.
pazaak-log-match-won = { $name } vence a partida!
# Log: a turn in which the player drew and played nothing. $name: the player. $end: how the turn ended (ended, stood, twenty, nine, busted). $final: the total on a bust.
pazaak-log-turn = { $end ->
    [ended] { $name } encerra a vez
    [stood] { $name } para
    [twenty] { $name } para com 20
    [nine] { $name } para com nove cartas
   *[busted] { $name } estoura com { $final }
  }
# Log: a turn in which the player drew a card. $value: the card drawn. $total: the total after it. Other arguments as pazaak-log-turn.
pazaak-log-turn-drew = { $end ->
    [ended] { $name } compra { $value } (total { $total }) e encerra a vez
    [stood] { $name } compra { $value } (total { $total }) e para
    [twenty] { $name } compra { $value } (total { $total }) e para com 20
    [nine] { $name } compra { $value } (total { $total }) e para com nove cartas
   *[busted] { $name } compra { $value } (total { $total }) e estoura com { $final }
  }
# Log: a turn in which the player played a side card. $card: the card as played (pazaak-played-*). $after: the total after it. Other arguments as pazaak-log-turn.
pazaak-log-turn-played = { $end ->
    [ended] { $name } joga { $card } → { $after } e encerra a vez
    [stood] { $name } joga { $card } → { $after } e para
    [twenty] { $name } joga { $card } → { $after } e para com 20
    [nine] { $name } joga { $card } → { $after } e para com nove cartas
   *[busted] { $name } joga { $card } → { $after } e estoura com { $final }
  }
# Log: a turn in which the player drew and played. Arguments as pazaak-log-turn-drew and pazaak-log-turn-played.
pazaak-log-turn-drew-played = { $end ->
    [ended] { $name } compra { $value } (total { $total }), joga { $card } → { $after } e encerra a vez
    [stood] { $name } compra { $value } (total { $total }), joga { $card } → { $after } e para
    [twenty] { $name } compra { $value } (total { $total }), joga { $card } → { $after } e para com 20
    [nine] { $name } compra { $value } (total { $total }), joga { $card } → { $after } e para com nove cartas
   *[busted] { $name } compra { $value } (total { $total }), joga { $card } → { $after } e estoura com { $final }
  }
# A plus/minus card as played. $card: the card ("±3"). $value: what it counted ("+3").
pazaak-played-as = { $card } como { $value }
# Log: a set won on totals. $set: number. $first, $second: names. $a, $b: totals. $name: the winner.
pazaak-log-set-won = Set { $set }: { $first } { $a } – { $b } { $second }; { $name } vence o set.
# Log: a set won with the Tiebreaker. Same arguments.
pazaak-log-set-tiebreaker = Set { $set }: { $first } { $a } – { $b } { $second }; { $name } vence com a carta de desempate.
# Log: a set won because the other busted. Same arguments, and $loser: who busted.
pazaak-log-set-bust = Set { $set }: { $first } { $a } – { $b } { $second }; { $loser } estoura, { $name } vence o set.
# Log: a tied set. $set: number. $first, $second: names. $a, $b: totals.
pazaak-log-set-tied = Set { $set }: { $first } { $a } – { $b } { $second }; empate, ninguém pontua.
# Log. $name: the player whose side deck is in.
pazaak-log-deck-ready = O baralho auxiliar de { $name } está pronto.
# Log: the turn clock ran out while playing. $name: the player.
pazaak-log-timeout-turn = O tempo de { $name } acabou; a vez termina.
# Log: the clock ran out while drafting a full deck. $name: the player.
pazaak-log-timeout-draft = O tempo de { $name } acabou; vale o baralho que já estava montado.
# Log: the clock ran out while choosing. $name: the player.
pazaak-log-timeout-default = O tempo de { $name } acabou; vale o baralho padrão.
# Log and result: a player forfeits. $name: who forfeits. $winner: the other.
pazaak-log-forfeit = { $name } abandona a partida; { $winner } vence.

## Words on the Pazaak pictures and their text versions (the table's language for the table, the player's for a hand).

# Picture heading while the players choose their side decks.
pazaak-pic-choosing = Pazaak · escolhendo os baralhos auxiliares
# Picture heading. $set: the set number.
pazaak-pic-set = Pazaak · set { $set }
# Picture heading, right. $cards: cards left in the main deck.
pazaak-pic-deck-left = baralho principal: restam { $cards ->
    [1] { $cards } carta
   *[other] { $cards } cartas
  }
# Label before a player's sets won (picture).
pazaak-pic-sets = sets
# Label before a player's hand cards (picture).
pazaak-pic-hand = mão
# Label under a player's total (picture).
pazaak-pic-total = total
# A player's status tag (picture, upper case where the script has it): standing.
pazaak-pic-standing = PAROU
# Status tag: over 20.
pazaak-pic-bust = ESTOUROU
# Status tag: choosing a side deck.
pazaak-pic-choosing-deck = ESCOLHENDO
# Status tag: side deck chosen.
pazaak-pic-deck-ready = BARALHO PRONTO
# Status tag: won the match.
pazaak-pic-winner = VENCEDOR
# A hand picture without cards.
pazaak-pic-no-cards = Nenhuma carta
# Text version, first line, while choosing side decks.
pazaak-text-choosing = Escolhendo os baralhos auxiliares
# Text version, first line. $set: the set. $cards: cards left in the main deck.
pazaak-text-set = Set { $set } · baralho principal: restam { $cards }
# Text version: a player without cards on the table.
pazaak-text-no-cards = nenhuma carta
# Text version: a player's total, sets and hand. $total: the total. $marks: sets won as ●○○. $cards: hand cards.
pazaak-text-seat = **{ $total }** · sets { $marks } · { $cards ->
    [1] { $cards } carta na mão
   *[other] { $cards } cartas na mão
  }
# Text version status: standing.
pazaak-text-standing = parou
# Text version status: over 20.
pazaak-text-bust = estourou
# Text version status: choosing a side deck.
pazaak-text-choosing-deck = escolhendo o baralho auxiliar
# Text version status: side deck chosen.
pazaak-text-deck-ready = baralho auxiliar pronto
# Text version status: won the match.
pazaak-text-winner = vencedor

## The match's settings (lobby and challenge, the table's language).

# A career match. $hand: cards dealt into the hand.
pazaak-settings-career = Partida da carreira · mão de { $hand ->
    [1] { $hand } carta
   *[other] { $hand } cartas
  } · vence quem fizer 3 sets
# A free game. $hand: cards dealt into the hand.
pazaak-settings-free = Baralhos auxiliares: escolha livre entre todas as cartas · mão de { $hand ->
    [1] { $hand } carta
   *[other] { $hand } cartas
  } · vence quem fizer 3 sets
# A game with side decks from the players' collections. $hand: cards dealt into the hand.
pazaak-settings-collection = Baralhos auxiliares: da sua coleção · mão de { $hand ->
    [1] { $hand } carta
   *[other] { $hand } cartas
  } · vence quem fizer 3 sets

## /pazaak: the command, its options and the game's title

# O jogo Pazaak, opção em /estatísticas e /classificação.
game-title-pazaak = Pazaak
# Nome do comando /pazaak.
cmd-pazaak-name = pazaak
# Descrição do comando /pazaak.
cmd-pazaak-description = Pazaak: chegue mais perto de 20 que o adversário; quem vencer 3 sets ganha
# Opção de /pazaak iniciar: jogo livre, baralho auxiliar com todas as cartas (True/False).
cmd-pazaak-free-name = livre
# Descrição da opção "livre".
cmd-pazaak-free-description = Jogo livre: monte o baralho auxiliar com todas as cartas, não só a sua coleção
# Opção de /pazaak iniciar: a força do computador.
cmd-pazaak-level-name = nível
# Descrição da opção "nível".
cmd-pazaak-level-description = Contra o computador: Fácil (padrão) ou Difícil
# Escolha de "nível".
cmd-pazaak-level-easy = Fácil
# Escolha de "nível".
cmd-pazaak-level-hard = Difícil
# Opção de /pazaak iniciar: cartas na mão tiradas do baralho auxiliar.
cmd-pazaak-hand-name = mão
# Descrição da opção "mão".
cmd-pazaak-hand-description = Cartas na mão tiradas do baralho auxiliar: 5 (padrão) ou 4
# Escolha de "mão".
cmd-pazaak-hand-5 = Cinco
# Escolha de "mão".
cmd-pazaak-hand-4 = Quatro
# Subcomando de /pazaak: a carreira da pessoa.
cmd-pazaak-career-name = carreira
# Descrição de /pazaak carreira.
cmd-pazaak-career-description = Sua carreira no Pazaak: ranking, créditos, coleção e baralho auxiliar
# Subcomando de /pazaak: a loja de cartas.
cmd-pazaak-shop-name = loja
# Descrição de /pazaak loja.
cmd-pazaak-shop-description = Compre cartas especiais com os créditos da sua carreira
# Subcomando de /pazaak: editar o baralho auxiliar da carreira.
cmd-pazaak-deck-name = baralho
# Descrição de /pazaak baralho.
cmd-pazaak-deck-description = Edite o baralho auxiliar da carreira (só cartas que você tem)

## How to play, for /help

# Como jogar Pazaak, na seção dele em /ajuda.
help-game-pazaak = A cada turno uma carta do baralho principal é tirada para você. Você pode jogar uma carta da sua mão (aperte **{ pazaak-button-hand }**) e depois **{ pazaak-button-end-turn }** ou **{ pazaak-button-stand }**. Passar de 20 no fim do seu turno perde o set; quando os dois param, vence quem estiver mais perto de 20. Quem vencer 3 sets ganha. Antes do primeiro set, escolha 10 cartas especiais (**{ pazaak-button-choose-deck }**; **{ pazaak-button-default-deck }** pega um baralho pronto).

## The button under a finished game that starts another with the same seats

# Button under a finished Pazaak game.
table-again-pazaak = Revanche

## The person-menu entry that challenges someone

# Person-menu entries (right-click a person, Apps). Names of user commands may hold
# spaces and capitals (up to 32 characters).
cmd-challenge-pazaak-name = Desafiar para Pazaak
