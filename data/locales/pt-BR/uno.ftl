# Uno's own sentences: refusals of its rules and its screens, shown privately to one person.

## A move the UNO rules refuse, told privately to the player who tried it.

# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-seat-count = Uma mesa precisa ter de 2 a 10 lugares.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-such-seat = Esse lugar não existe nesta mesa.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-match-over = A partida acabou.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-round-over = A rodada acabou; comece a próxima.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-round-not-over = A próxima rodada só começa quando a atual terminar.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-invalid-card = Essa carta não existe.
# A move the UNO rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
uno-error-not-in-hand = Você não tem { $card } na mão.
# A move the UNO rules refuse, told privately to the player who tried it. $card: a card as the table writes it. $top: the card on top of the pile.
uno-error-does-not-match = { $card } não combina com { $top }.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-color-required = Escolha uma cor para o coringa.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-color-not-allowed = Só o coringa escolhe cor.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-swap-required = Diga com qual lugar você quer trocar de mão.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-bad-swap-target = Você só pode trocar de mão com outro lugar da mesa.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-swap-not-allowed = Só o 7 troca de mão, e só com a regra sete-zero.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-wild-draw-four-not-allowed = Você não pode jogar o coringa compra quatro enquanto tiver uma carta da cor da vez.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-choose-color-first = Primeiro escolha a cor da carta inicial.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-color-to-choose = Não há cor para escolher agora.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-already-drew = Você já comprou; jogue a carta comprada ou passe.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-only-drawn-card = Você só pode jogar a carta que acabou de comprar.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-must-play-drawn = Você tem que jogar a carta que acabou de comprar.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-pass = Você só pode passar logo depois de comprar uma carta que sirva.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-penalty-pending = Antes, responda à compra pendente.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-stack = Só dá para acumular um compra dois ou coringa compra quatro que combine.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-nothing-to-challenge = Não há coringa compra quatro para contestar.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-penalty = Não há compra pendente para aceitar.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-call-uno = Você só pode gritar UNO com duas cartas na mão ou logo depois de ficar com uma.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-jump-in = Só dá para cortar com uma carta idêntica à do topo.
# A move the UNO rules refuse, told privately to the player who tried it. $reason: why, a sentence.
uno-error-bad-setup = A configuração da partida é inconsistente: { $reason }

## A table option out of range (from /uno start or the lobby).

# A table option out of range (from /uno start or the lobby).
uno-options-penalty = A penalidade do UNO deve ser de 2 ou 4 cartas.
# A table option out of range (from /uno start or the lobby).
uno-options-window = O tempo para gritar UNO deve ficar entre 3 e 30 segundos.
# A table option out of range (from /uno start or the lobby).
uno-options-goal = O objetivo de pontos deve ficar entre 1 e 10000.

## Card names, as log lines, hands and buttons write them.

# A colour of UNO cards (in card names, colour buttons, the named colour).
uno-color-red = vermelho
# A colour of UNO cards.
uno-color-yellow = amarelo
# A colour of UNO cards.
uno-color-green = verde
# A colour of UNO cards.
uno-color-blue = azul
# A number card. $color: a colour (uno-color-*). $number: 0 to 9.
uno-card-number = { $number } { $color }
# A Skip card. $color: its colour.
uno-card-skip = bloqueio { $color }
# A Reverse card. $color: its colour.
uno-card-reverse = inverter { $color }
# A Draw Two card. $color: its colour.
uno-card-draw-two = compra dois { $color }
# The Wild card.
uno-card-wild = coringa
# The Wild Draw Four card.
uno-card-wild-draw-four = coringa compra quatro
# Short name of a Skip card on a hand's button (after the card's number in the hand).
uno-short-skip = Bloqueio
# Short name of a Reverse card on a hand's button.
uno-short-reverse = Inverter
# Short name of a Wild card on a hand's button.
uno-short-wild = Coringa
# Short name of a Wild Draw Four card on a hand's button.
uno-short-wild-draw-four = Coringa +4

## A Wild on top of the pile, named with its colour.

# A Wild or Wild Draw Four on top of the pile with the colour it named (in a refusal). $card: the card (uno-card-wild*). $color: the colour (uno-color-*).
uno-card-wild-colored = { $card } ({ $color })

## The table message (public, in the table's language).

# Table title while a player names the colour of a Wild. $name: the player.
uno-title-choosing = UNO — { $name } escolhe a cor
# Table title: whose turn it is. $name: the player.
uno-title-turn = UNO — vez de { $name }
# Table title: a player must take a draw penalty. $name: the player. $amount: cards.
uno-title-penalty = UNO — { $name } tem que comprar { $amount ->
    [1] { $amount } carta
   *[other] { $amount } cartas
  }
# Table title: a round is won. $name: the winner.
uno-title-round-won = UNO — { $name } vence a rodada
# Table title: the match is won. $name: the winner.
uno-title-match-won = UNO — { $name } venceu!
# Table field title after a round: each player's hand.
uno-field-hands = Mãos
# Table field title after a round of a points match.
uno-field-scores = Pontuação
# A line of the Hands field: the player emptied their hand. $name: the player.
uno-hand-out = 🏆 { $name }: bateu
# A line of the Hands field. $name: the player. $cards: cards left. $points: their value.
uno-hand-left = { $name }: { $cards ->
    [1] { $cards } carta
   *[other] { $cards } cartas
  }, { $points ->
    [1] { $points } ponto
   *[other] { $points } pontos
  }
# Table footer. $round: the round number. $settings: the settings, one line.
uno-footer = Rodada { $round } · { $settings }
# Button: open one's hand privately.
uno-button-hand = Mão
# Button: draw a card.
uno-button-draw = Comprar
# Button: call UNO.
uno-button-uno = UNO!
# Button: take the pending draw penalty. $amount: cards.
uno-button-take = Comprar { $amount }
# Button: challenge a Wild Draw Four.
uno-button-challenge = Contestar
# Button: start the next round of a points match.
uno-button-next-round = Próxima rodada
# Result of a finished match. $name: the winner. $points: their total.
uno-result = { $name } vence com { $points ->
    [1] { $points } ponto
   *[other] { $points } pontos
  }.

## A player's hand (private, in the player's own language).

# Hand picture heading and text title. $cards: how many cards.
uno-hand-title = { $cards ->
    [1] Sua mão — { $cards } carta
   *[other] Sua mão — { $cards } cartas
  }
# Hand, after choosing a Wild. $card: the card (uno-card-*).
uno-choose-colour = Escolha a cor do seu { $card }.
# Hand, after choosing a 7 under the seven-0 rule. $card: the card.
uno-choose-swap = Trocar de mão com quem? (jogando seu { $card })
# Hand status: the player names the colour of the Wild that opened the round.
uno-status-name-colour = **Sua vez:** escolha a cor do coringa.
# Hand status: the player drew a playable card and must play it.
uno-status-play-drawn = **Sua vez:** jogue a carta que você comprou.
# Hand status: the player drew a playable card and may play or keep it.
uno-status-play-or-keep = **Sua vez:** jogue a carta que você comprou ou fique com ela.
# Hand status: the player's ordinary turn.
uno-status-play = **Sua vez:** jogue uma carta destacada ou compre.
# Hand status: a draw penalty is pending on the player. $amount: cards.
uno-status-take = **Sua vez:** compre { $amount ->
    [1] { $amount } carta
   *[other] { $amount } cartas
  }.
# Hand status: a draw penalty the player may challenge. $amount: cards.
uno-status-take-or-challenge = **Sua vez:** compre { $amount ->
    [1] { $amount } carta
   *[other] { $amount } cartas
  } ou conteste o coringa compra quatro.
# Hand status: a draw penalty the player may stack on. $amount: cards.
uno-status-take-or-stack = **Sua vez:** compre { $amount ->
    [1] { $amount } carta
   *[other] { $amount } cartas
  } ou acumule uma carta de compra.
# Hand status: a draw penalty the player may challenge or stack on. $amount: cards.
uno-status-take-challenge-or-stack = **Sua vez:** compre { $amount ->
    [1] { $amount } carta
   *[other] { $amount } cartas
  }, conteste o coringa compra quatro ou acumule uma carta de compra.
# Hand status: another player is to act. $name: that player.
uno-status-waiting = Esperando { $name }.
# Hand status: the round is over. $name: the winner.
uno-status-round-won = { $name } venceu a rodada.
# Hand status: the match is over. $name: the winner.
uno-status-won = { $name } venceu.
# Hand, after the status: the top card of the pile. $card: the card.
uno-top-card = Carta da mesa: { $card }.
# Hand, after the status: the top card is a Wild with a named colour. $card: the card. $color: the colour.
uno-top-card-wild = Carta da mesa: { $card } (cor { $color }).
# Hand, after a challenge by this player. $name: the accused player. $cards: their hand, listed.
uno-reveal = Você contestou { $name }: a mão era { $cards }.
# Hand, a reminder while the player may call UNO.
uno-press-uno = **Aperte UNO!** antes que seja tarde.
# Hand button: keep a drawn card and pass.
uno-button-keep = Ficar com ela
# Hand button: back from a colour or swap choice to the hand.
uno-button-back = Voltar
# Hand button: the previous page of a long hand.
uno-button-previous = ◀ Anterior
# Hand button: the next page of a long hand.
uno-button-next = Próxima ▶
# Hand label (disabled button) of a long hand's page. $first, $last: card numbers. $cards: the hand's size.
uno-page = Cartas { $first }-{ $last } de { $cards }

## Lines of the table log (public).

# Log. $round: the round number. $name: who starts. $card: the first card.
uno-log-round-started = Começa a rodada { $round }: { $name } começa, primeira carta { $card }.
# Log: a Wild Draw Four turned up first goes back.
uno-log-first-card-returned = Um coringa compra quatro não pode abrir a rodada: ele volta para a pilha de compras.
# Log. $name: the player. $card: the card. $color: the named colour as a key (red, yellow, green, blue); any other value is a colour already in words.
uno-log-played-wild = { $name } joga { $card } e escolhe { $color ->
        [red] { uno-color-red }
        [yellow] { uno-color-yellow }
        [green] { uno-color-green }
        [blue] { uno-color-blue }
       *[other] { $color }
    }.
# Log. $name: the player. $card: the card.
uno-log-played = { $name } joga { $card }.
# Log: a card played out of turn (jump-in). $name: the player. $card: the card.
uno-log-jumped-in = { $name } corta com { $card }!
# Log. $name: the player. $count: cards drawn.
uno-log-drew = { $count ->
    [1] { $name } compra uma carta.
   *[other] { $name } compra { $count } cartas.
  }
# Log. $name: the player.
uno-log-cannot-draw = { $name } não pode comprar (acabaram as cartas) e passa.
# Log. $name: the player.
uno-log-passed = { $name } fica com a carta e passa.
# Log. $name: the player.
uno-log-skipped = { $name } perde a vez.
# Log: a Reverse made play go clockwise.
uno-log-clockwise = O jogo agora segue no sentido horário.
# Log: a Reverse made play go counter-clockwise.
uno-log-counter-clockwise = O jogo agora segue no sentido anti-horário.
# Log. $name: the player. $color: the colour as a key (red, yellow, green, blue); any other value is a colour already in words.
uno-log-color-chosen = { $name } escolhe { $color ->
        [red] { uno-color-red }
        [yellow] { uno-color-yellow }
        [green] { uno-color-green }
        [blue] { uno-color-blue }
       *[other] { $color }
    }.
# Log. $name: the player. $amount: cards.
uno-log-draw-pending = { $name } tem que comprar { $amount ->
    [1] { $amount } carta
   *[other] { $amount } cartas
  }.
# Log. $name: the player. $amount: cards.
uno-log-draw-pending-challenge = { $name } tem que comprar { $amount ->
    [1] { $amount } carta
   *[other] { $amount } cartas
  } ou contestar o coringa compra quatro.
# Log. $name: the challenger. $accused: the player who played the card.
uno-log-challenge-won = { $name } contesta { $accused }: o coringa compra quatro era ilegal!
# Log. $name: the challenger. $accused: the player who played the card.
uno-log-challenge-lost = { $name } contesta { $accused }: o coringa compra quatro era válido.
# Log. $name: the player.
uno-log-one-card = { $name } tem só uma carta...
# Log. $name: the player.
uno-log-uno-called = { $name } grita UNO!
# Log. $name: the player. $count: penalty cards.
uno-log-uno-penalty = { $name } esqueceu de gritar UNO e compra { $count }.
# Log. $cards: cards in the new draw pile.
uno-log-reshuffled = A pilha de descarte é embaralhada e vira a nova pilha de compras ({ $cards ->
    [1] { $cards } carta
   *[other] { $cards } cartas
  }).
# Log. $name: the player. $other: the other player.
uno-log-hands-swapped = { $name } troca de mão com { $other }.
# Log: every hand moves one seat along (a 0 under seven-0).
uno-log-hands-rotated = Todas as mãos passam para o próximo lugar.
# Log. $name: the player. $points: points scored.
uno-log-round-won = { $name } vence a rodada e marca { $points ->
    [1] { $points } ponto
   *[other] { $points } pontos
  }.
# Log. $name: the player. $points: the total.
uno-log-match-won = { $name } vence a partida com { $points ->
    [1] { $points } ponto
   *[other] { $points } pontos
  }!

## The table's settings (lobby and footer, in the table's language).

# A setting that is on.
uno-on = sim
# A setting that is off.
uno-off = não
# The goal: a single round.
uno-goal-round = uma rodada
# The goal: a points total. $points: the total.
uno-goal-points = quem fizer { $points ->
    [1] { $points } ponto
   *[other] { $points } pontos
  } primeiro
# Drawn-card rule: the player may play it.
uno-drawn-may = pode jogar
# Drawn-card rule: the player must play it.
uno-drawn-must = tem que jogar
# Drawn-card rule: the player must keep it.
uno-drawn-keep = fica na mão
# The settings, two lines. $goal: uno-goal-*. $window: seconds. $penalty: cards. $drawn: uno-drawn-*. The rest: uno-on or uno-off.
uno-settings =
    Objetivo: { $goal } · tempo do UNO! { $window } s, penalidade { $penalty } cartas · carta comprada: { $drawn } · contestar: { $challenge }
    Regras da casa: acumular { $stacking }, sete-zero { $sevenzero }, cortar { $jumpin }, comprar até servir { $untilplayable }
# Lobby menu option: play to 500 points instead of one round.
uno-menu-goal-points = Objetivo: jogar até 500 pontos
# Lobby menu option: play one round instead of to 500 points.
uno-menu-goal-round = Objetivo: jogar uma rodada
# Lobby menu option. $cards: the new penalty.
uno-menu-penalty = Penalidade do UNO!: { $cards ->
    [1] { $cards } carta
   *[other] { $cards } cartas
  }
# Lobby menu option. $seconds: the new window.
uno-menu-window = Tempo do UNO!: { $seconds } s
# Lobby menu option: the next drawn-card rule.
uno-menu-drawn = Carta comprada: próxima regra
# Description under uno-menu-drawn.
uno-menu-drawn-order = pode jogar → tem que jogar → fica na mão
# Lobby menu option: turn the challenge rule on.
uno-menu-challenge-on = Contestar: ativar
# Lobby menu option: turn the challenge rule off.
uno-menu-challenge-off = Contestar: desativar
# Lobby menu option: turn stacking on.
uno-menu-stacking-on = Acumular: ativar
# Lobby menu option: turn stacking off.
uno-menu-stacking-off = Acumular: desativar
# Lobby menu option: turn seven-0 on.
uno-menu-sevenzero-on = Sete-zero: ativar
# Lobby menu option: turn seven-0 off.
uno-menu-sevenzero-off = Sete-zero: desativar
# Lobby menu option: turn jump-in on.
uno-menu-jumpin-on = Cortar: ativar
# Lobby menu option: turn jump-in off.
uno-menu-jumpin-off = Cortar: desativar
# Lobby menu option: turn draw-until-playable on.
uno-menu-untilplayable-on = Comprar até servir: ativar
# Lobby menu option: turn draw-until-playable off.
uno-menu-untilplayable-off = Comprar até servir: desativar

## Words on the UNO pictures and their text versions (the table's language for the table, the player's for a hand).

# Under the draw pile. $cards: cards left in it.
uno-pic-left = restam { $cards }
# The colour to follow, on a chip under the top card (upper case where the script has it).
uno-pic-red = VERMELHO
# The colour to follow.
uno-pic-yellow = AMARELO
# The colour to follow.
uno-pic-green = VERDE
# The colour to follow.
uno-pic-blue = AZUL
# The colour to follow before a wild's colour is named.
uno-pic-any = QUALQUER COR
# Under the strip of the last cards played.
uno-pic-last-plays = últimas jogadas
# After a seat's card count on its badge (the number is drawn before it). $cards: the count.
uno-pic-cards = { $cards ->
    [1] carta
   *[other] cartas
  }
# A seat's match points. $points: the points.
uno-pic-points = { $points } pts
# A hand picture without cards.
uno-pic-no-cards = Nenhuma carta na mão
# Under a hand picture too long to show whole. $cards: cards not shown.
uno-pic-more-cards = +{ $cards ->
    [1] { $cards } carta não mostrada
   *[other] { $cards } cartas não mostradas
  }
# The colour to follow before a wild's colour is named (text version).
uno-any-colour = qualquer cor
# Text version: play goes clockwise.
uno-text-clockwise = ↻ sentido horário
# Text version: play goes counter-clockwise.
uno-text-counter-clockwise = ↺ sentido anti-horário
# Text version, first line. $card: the top card. $color: the colour to follow. $direction: uno-text-*clockwise. $deck: cards in the draw pile.
uno-text-top = Carta da mesa: { $card } · cor: { $color } · { $direction } · { $deck } na pilha de compras
# Text version: the last cards played. $cards: the list.
uno-text-last-plays = Últimas jogadas: { $cards }
# Text version: a seat's card count. $cards: the count.
uno-text-cards = { $cards ->
    [1] { $cards } carta
   *[other] { $cards } cartas
  }
# Text version: a seat with one card that has not called UNO yet.
uno-text-not-called = não gritou UNO
# Banner across the table picture at the end of a round. $name: the winner. $points: points scored.
uno-banner = { $name } ganha { $points ->
    [1] { $points } ponto
   *[other] { $points } pontos
  }

## /uno: the command, its options and the game's title

# O jogo UNO, opção em /estatísticas e /classificação.
game-title-uno = UNO
# Nome do comando /uno.
cmd-uno-name = uno
# Descrição do comando /uno.
cmd-uno-description = UNO de 2 a 10 lugares com amigos e jogadores do computador
# Opção de /uno iniciar: uma rodada ou partida até 500 pontos.
cmd-uno-goal-name = objetivo
# Descrição da opção "objetivo".
cmd-uno-goal-description = Uma rodada, ou quem chegar primeiro a 500 pontos
# Escolha de "objetivo": uma só rodada.
cmd-uno-goal-round = Uma rodada
# Escolha de "objetivo": partida até 500 pontos.
cmd-uno-goal-500 = 500 pontos
# Opção de /uno iniciar: cartas compradas por não gritar UNO!.
cmd-uno-penalty-name = penalidade
# Descrição da opção "penalidade".
cmd-uno-penalty-description = Cartas compradas por não gritar UNO! a tempo (padrão 4)
# Escolha de "penalidade".
cmd-uno-penalty-4 = 4 cartas
# Escolha de "penalidade".
cmd-uno-penalty-2 = 2 cartas
# Opção de /uno iniciar: segundos para gritar UNO!.
cmd-uno-uno-window-name = tempo_do_uno
# Descrição da opção "tempo_do_uno".
cmd-uno-uno-window-description = Segundos para apertar UNO! depois de ficar com uma carta (padrão 5)
# Opção de /uno iniciar: o que fazer com a carta comprada que serve.
cmd-uno-drawn-card-name = carta_comprada
# Descrição da opção "carta_comprada".
cmd-uno-drawn-card-description = Carta comprada que serve: pode jogar (padrão), deve jogar, deve guardar
# Escolha de "carta_comprada".
cmd-uno-drawn-card-may = Pode jogar
# Escolha de "carta_comprada".
cmd-uno-drawn-card-must = Deve jogar
# Escolha de "carta_comprada".
cmd-uno-drawn-card-keep = Deve guardar
# Opção de /uno iniciar: o coringa +4 pode ser contestado (True/False).
cmd-uno-challenge-name = contestar
# Descrição da opção "contestar".
cmd-uno-challenge-description = O coringa compra quatro pode ser contestado (padrão: sim)
# Opção de /uno iniciar, regra da casa: acumular cartas de compra.
cmd-uno-stacking-name = acumular
# Descrição da opção "acumular".
cmd-uno-stacking-description = Regra da casa: acumular compra dois / coringa compra quatro
# Opção de /uno iniciar, regra da casa: 7 troca mãos, 0 passa as mãos.
cmd-uno-seven-zero-name = sete_zero
# Descrição da opção "sete_zero".
cmd-uno-seven-zero-description = Regra da casa: o 7 troca de mão, o 0 passa todas as mãos
# Opção de /uno iniciar, regra da casa: cortar com carta idêntica.
cmd-uno-jump-in-name = cortar
# Descrição da opção "cortar".
cmd-uno-jump-in-description = Regra da casa: jogar uma carta idêntica fora da sua vez
# Opção de /uno iniciar, regra da casa: comprar até poder jogar.
cmd-uno-draw-until-playable-name = comprar_até_servir
# Descrição da opção "comprar_até_servir".
cmd-uno-draw-until-playable-description = Regra da casa: continuar comprando até sair uma carta que sirva

## How to play, for /help

# Como jogar UNO, na seção dele em /ajuda.
help-game-uno = Jogue uma carta da mesma cor ou símbolo da carta do topo, ou um coringa. Aperte **{ uno-button-hand }** para ver suas cartas em particular e jogá-las. Com duas cartas, aperte **{ uno-button-uno }** (antes de jogar ou dentro do tempo depois) ou compre a penalidade. O coringa compra quatro pode ser contestado. Quem ficar sem cartas primeiro vence a rodada.

## The button under a finished game that starts another with the same seats

# Button under a finished UNO game.
table-again-uno = Jogar de novo
