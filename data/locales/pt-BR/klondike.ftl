# Klondike's own sentences: refusals of its rules and its screens, shown privately to one person.

## A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).

# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number.
klondike-error-no-such-pile = Não existe a pilha { $pile }: as pilhas são 1-7 (pilhas de jogo), 8 (estoque), 9 (descarte) e 10-13 (pilhas de saída).
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $typed: what the player typed.
klondike-error-bad-order = "{ $typed }" não é uma jogada: digite a pilha de onde tirar e a pilha onde colocar, como "7 11", ou "3 5 2" para mover 2 cartas.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $count: a number of cards.
klondike-error-bad-count = { $count } não é uma quantidade de cartas: uma sequência tem de 1 a 13 cartas.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-same-pile = A carta precisa ir para outra pilha.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-empty = O estoque está vazio: devolva o descarte ao estoque com 9 8.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-not-empty = O descarte só volta ao estoque quando o estoque estiver vazio.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-no-redeals-left = Acabaram as voltas ao estoque: o descarte não pode mais voltar para o estoque.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-redeal = O estoque e o descarte estão vazios.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-waste-empty = O descarte está vazio: vire uma carta do estoque com 8 9.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number.
klondike-error-pile-empty = A pilha { $pile } está vazia.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-only-to-waste = As cartas só saem do estoque viradas para o descarte: 8 9.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-only-stock-to-waste = O descarte só recebe cartas do estoque: 8 9.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-one-card-only = Do descarte ou de uma pilha de saída só sai a carta do topo.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-one-card-to-foundation = Só vai uma carta por vez para uma pilha de saída.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number. $faceUp: a number of cards. $count: a number of cards.
klondike-error-not-enough-face-up = A pilha { $pile } só tem { $faceUp ->
        [1] { $faceUp } carta aberta
       *[other] { $faceUp } cartas abertas
    }, não { $count }.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $card: a card as the table writes it.
klondike-error-needs-king = Só um Rei pode ocupar uma pilha vazia ({ $card } não é Rei).
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $card: a card as the table writes it.
klondike-error-foundation-start = Uma pilha de saída vazia começa com um Ás, não com { $card }.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-no-foundation-to-tableau = Nesta mesa as cartas não voltam das pilhas de saída.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-foundation-to-foundation = As cartas não passam de uma pilha de saída para outra.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $from: a pile number. $to: a pile number.
klondike-error-no-fitting-run = Nenhuma carta aberta da pilha { $from } cabe na pilha { $to }.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-undo = Não há jogada para desfazer.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-auto-play = Nenhuma carta pode ir com segurança para as pilhas de saída agora.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-game-over = A partida acabou.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-wrong-seat = Este jogo é de uma pessoa só: só o lugar 0 joga.

# A Klondike move refused: the card does not fit on the tableau card. $card, $onto: cards as the table writes them; $red: yes if the moving card is black, so the card it needs below is red; $rank: the moving card's rank (1-13); $next: the rank it needs below (2-13).
klondike-error-does-not-fit = { $card } não pode ir sobre { $onto }: { $red ->
        [yes] { $rank ->
                [1] um Ás preto
                [11] um Valete preto
                [12] uma Dama preta
               *[other] um { $rank } preto
            } vai sobre { $next ->
                [11] um Valete vermelho
                [12] uma Dama vermelha
                [13] um Rei vermelho
               *[other] um { $next } vermelho
            }
       *[no] { $rank ->
                [1] um Ás vermelho
                [11] um Valete vermelho
                [12] uma Dama vermelha
               *[other] um { $rank } vermelho
            } vai sobre { $next ->
                [11] um Valete preto
                [12] uma Dama preta
                [13] um Rei preto
               *[other] um { $next } preto
            }
    }.
# A Klondike move refused: a King can only go on an empty tableau pile. $card, $onto: cards as the table writes them.
klondike-error-king-on-card = { $card } não pode ir sobre { $onto }: um Rei só vai para uma pilha vazia.
# A Klondike move refused: the foundation needs the next card of its suit. $card, $top, $next: cards as the table writes them.
klondike-error-foundation-order = { $card } não pode ir sobre { $top }: a pilha de saída sobe por naipe, então depois de { $top } vem { $next }.
# A Klondike move refused: that foundation already holds its King. $card, $top: cards as the table writes them; $suit: the suit's symbol.
klondike-error-foundation-complete = { $card } não pode ir sobre { $top }: a pilha de saída de { $suit } está completa.

## Klondike's own refusals, shown privately to the player.

# A move or button pressed on a deal that is already won.
klondike-deal-won = Esta partida já está ganha. Aperte **{ klondike-button-new-deal }** para jogar outra.
# Hint pressed when no legal move is left.
klondike-no-move-left = Não sobrou nenhuma jogada.
# Finish pressed while cards are still face down or in the stock.
klondike-finish-not-yet = **{ klondike-button-finish }** termina a partida quando todas as cartas estiverem abertas (estoque vazio e nenhuma carta fechada).
# Finish pressed on a position the solver cannot win.
klondike-finish-not-winnable = Daqui não dá para levar todas as cartas para a saída; continue jogando ou use **{ klondike-button-undo }**.
# Finish could not play every card up (rare); nothing changed.
klondike-finish-failed = Não deu para levar todas as cartas para a saída; continue jogando.
# /klondike move without a pile number for one of its options. $option: the option's name as typed in the command (from, to).
klondike-pile-missing = Informe o número da pilha em `{ $option ->
        [from] de
        [to] para
       *[other] { $option }
    }` (1-13).
# A stored deal failed its check on restore (a bug or a damaged record). $count: a number of cards.
klondike-deal-broken = Esta distribuição tem { $count ->
        [1] { $count } carta diferente
       *[other] { $count } cartas diferentes
    }, não 52.
# Someone other than the solitaire's player tried to move.
klondike-not-your-deal = Só quem está jogando esta partida pode mexer nas cartas.
# /klondike start with a draw option other than 1 or 3. $draw: what was given.
klondike-bad-draw = Virar { $draw }? Escolha 1 ou 3 cartas.
# /klondike start with a redeal count out of range. $redeals: what was given; $most: the largest allowed.
klondike-bad-redeals = { $redeals ->
        [1] { $redeals } volta ao estoque
       *[other] { $redeals } voltas ao estoque
    }? Escolha de 0 a { $most }, ou deixe em branco para não ter limite.

## The board message (public, in the table's language).

# Board title. $deal: the deal number.
klondike-title = Paciência · distribuição nº { $deal }
# Board field title: moves made.
klondike-field-moves = Jogadas
# Board field title: times the waste went back to the stock.
klondike-field-redeals = Voltas ao estoque
# Board field title: time played.
klondike-field-time = Tempo
# Board field value: moves made, with undos. $moves: moves. $undos: undos used.
klondike-moves-undos = { $moves } ({ $undos ->
    [1] { $undos } desfeita
   *[other] { $undos } desfeitas
  })
# Board field value: redeals used of a limit. $used: used. $limit: allowed.
klondike-redeals-of = { $used } de { $limit }
# Board footer. $settings: the short settings. $owner: the player's name. $deal: the deal number.
klondike-footer = { $settings } · { $owner } joga; qualquer um pode assistir · /{ cmd-klondike-name } { cmd-start-name } { cmd-opt-seed-name }:{ $deal } repete esta distribuição
# Short settings in the footer: cards turned at a time. $draw: 1 or 3.
klondike-short-draw = Virar { $draw }
# Short settings: no limit on redeals.
klondike-short-unlimited = voltas ao estoque ilimitadas
# Short settings: a limit on redeals. $redeals: the limit.
klondike-short-redeals = { $redeals ->
    [1] { $redeals } volta ao estoque
   *[other] { $redeals } voltas ao estoque
  }
# Short settings: foundation cards may not come back down.
klondike-short-stay-up = as pilhas de saída não voltam
# Short settings: only deals proven winnable.
klondike-short-winnable = com solução
# Board text when nothing else is to be said.
klondike-how-to-move = Escolha uma jogada no menu ou digite `/paciência mover de: para:` com os números das pilhas da imagem.
# Board text at the start of a deal asked to be winnable.
klondike-proven = Esta distribuição tem solução comprovada.
# Board text at the start of a deal asked to be winnable that could not be proven so.
klondike-not-proven = Nenhuma distribuição teve a solução comprovada no tempo disponível; esta não tem solução comprovada.
# Board text of a won deal. $time: time taken. $moves: moves made.
klondike-won = 🎉 **Vitória** em { $time } com { $moves ->
    [1] { $moves } jogada
   *[other] { $moves } jogadas
  }! Aperte **{ klondike-button-new-deal }** para jogar outra.
# Board text of a deal that can no longer be won. $back: klondike-back-*. 
klondike-lost = ⚠️ **Daqui esta distribuição não tem mais solução.** { $back } Aperte **{ klondike-button-new-deal }** para jogar outra.
# Board text of a deal that can no longer be won and has no move left. $back: klondike-back-*.
klondike-lost-stuck = ⚠️ **Daqui esta distribuição não tem mais solução.** { $back } Também não resta nenhuma jogada. Aperte **{ klondike-button-new-deal }** para jogar outra.
# After klondike-lost: how many undos lead back to a winnable position. $undos: how many.
klondike-back-undos = { $undos ->
    [1] Desfazendo { $undos } jogada, você volta à última posição que ainda tinha solução.
   *[other] Desfazendo { $undos } jogadas, você volta à última posição que ainda tinha solução.
  }
# After klondike-lost: the deal was never winnable.
klondike-back-never = Ela não tinha solução desde o início.
# After klondike-lost: the solver proved no earlier position winnable.
klondike-back-unknown = Nenhuma posição anterior teve a solução comprovada dentro do tempo limite.
# Board text: no move can change anything.
klondike-stuck = ⚠️ **Não resta nenhuma jogada** que mude alguma coisa. Desfaça ou aperte **{ klondike-button-new-deal }** para jogar outra.
# Banner across the picture of a won deal. $time: time taken. $moves: moves made.
klondike-banner-won = Vitória em { $time } · { $moves ->
    [1] { $moves } jogada
   *[other] { $moves } jogadas
  }
# Banner across the picture of a deal that can no longer be won.
klondike-banner-lost = Daqui esta distribuição não tem mais solução
# Banner across the picture when no move is left.
klondike-banner-stuck = Não resta nenhuma jogada
# Placeholder of the move menu. $moves: legal moves.
klondike-menu = Escolha uma jogada ({ $moves ->
    [1] { $moves } jogada possível
   *[other] { $moves } jogadas possíveis
  })
# Placeholder of a paged move menu. $moves: legal moves. $page: this page. $pages: pages.
klondike-menu-paged = Escolha uma jogada ({ $moves ->
    [1] { $moves } jogada possível
   *[other] { $moves } jogadas possíveis
  }, página { $page } de { $pages })
# Move menu option: the next page. $page: that page. $pages: pages.
klondike-menu-more = Mais jogadas ▶ (página { $page } de { $pages })
# Move menu option: the previous page. $page: that page. $pages: pages.
klondike-menu-earlier = ◀ Jogadas anteriores (página { $page } de { $pages })
# Button: turn cards from the stock.
klondike-button-draw = Virar
# Button: take back the last move.
klondike-button-undo = Desfazer
# Button: show a good move.
klondike-button-hint = Dica
# Button: send safe cards to the foundations.
klondike-button-auto = Automático
# Button: play every card up once all are face up.
klondike-button-finish = Terminar
# Button: a new deal.
klondike-button-new-deal = Nova distribuição

## What the last action did (board text and table log).

# After Undo. $moves: the move the game is back at.
klondike-said-undo = Desfazer: de volta à jogada { $moves }.
# After Auto. $cards: cards sent to the foundations.
klondike-said-auto = Automático: { $cards ->
    [1] { $cards } carta foi para as pilhas de saída.
   *[other] { $cards } cartas foram para as pilhas de saída.
  }
# After Finish. $moves: moves played.
klondike-said-finish = Terminar: { $moves ->
    [1] { $moves } jogada feita
   *[other] { $moves } jogadas feitas
  } até o fim.
# After New deal. $deal: the new deal's number.
klondike-said-new-deal = Nova distribuição: nº { $deal }.
# A hint on the winning line. $move: the move, as the menu writes it.
klondike-hint-winning = Dica: **{ $move }** (a próxima jogada de um caminho vencedor).
# A hint when the deal is lost. $move: the move.
klondike-hint-lost = Dica: **{ $move }** (a jogada mais promissora, mas daqui esta distribuição não tem mais solução).
# A hint when the deal can be won but the line was not found again. $move: the move.
klondike-hint-won = Dica: **{ $move }** (a jogada mais promissora: esta distribuição ainda tem solução, mas o solucionador não reencontrou o caminho no tempo limite).
# A hint when the solver found no winning line. $move: the move.
klondike-hint-unknown = Dica: **{ $move }** (a jogada mais promissora: o solucionador não encontrou um caminho vencedor no tempo limite).

## Words on the board picture and its text version (the table's language).

# On an empty stock whose waste is empty too.
klondike-pic-empty = vazio
# On an empty stock: the waste can be turned back over.
klondike-pic-turn-back = desvirar
# On an empty stock: no redeals are left.
klondike-pic-no-redeals = sem voltas
# Text version of the board: the stock's name (pile 8), upper case where the script has it.
klondike-text-stock = ESTOQUE
# Text version of the board: the waste's name (pile 9).
klondike-text-waste = DESCARTE

## Moves in words (the move menu, hints and the log; the table's language). $from and $to: pile numbers. $cards: the cards moved, as the menu lists them.

# A long run of cards. $first, $last: its first and last cards. $cards: how many.
klondike-run-long = { $first } … { $last } ({ $cards ->
    [1] { $cards } carta
   *[other] { $cards } cartas
  })
# Turning the stock when it is empty.
klondike-move-stock-empty = { $from } → { $to }: o estoque está vazio
# Turning one card from the stock.
klondike-move-turn = { $from } → { $to }: virar uma carta
# Turning the stock's last cards. $cards: how many.
klondike-move-turn-last = { $from } → { $to }: { $cards ->
    [1] virar a última carta
   *[other] virar as últimas { $cards } cartas
  }
# Turning several cards from the stock. $cards: how many.
klondike-move-turn-cards = { $from } → { $to }: virar { $cards ->
    [1] { $cards } carta
   *[other] { $cards } cartas
  }
# Turning the waste back over with a limit. $redeal: this redeal. $limit: allowed.
klondike-move-recycle-of = { $from } → { $to }: devolver o descarte ao estoque (volta { $redeal } de { $limit })
# Turning the waste back over.
klondike-move-recycle = { $from } → { $to }: devolver o descarte ao estoque
# Cards onto a card. $onto: that card.
klondike-move-onto = { $from } → { $to }: { $cards } sobre { $onto }
# Cards back down from a foundation onto a card. $onto: that card.
klondike-move-down-onto = { $from } → { $to }: { $cards } de volta sobre { $onto }
# A card to an empty foundation.
klondike-move-up = { $from } → { $to }: { $cards } para a pilha de saída
# Cards to an empty pile.
klondike-move-empty = { $from } → { $to }: { $cards } para a pilha vazia
# Cards back down from a foundation to an empty pile.
klondike-move-down-empty = { $from } → { $to }: { $cards } de volta para a pilha vazia
# Under a stock move: cards left in the stock after it. $cards: how many.
klondike-effect-stock-left = { $cards ->
    [0] o estoque fica vazio
    [1] resta { $cards } carta no estoque
   *[other] restam { $cards } cartas no estoque
  }
# Under turning the waste back over. $cards: cards that go back.
klondike-effect-recycle = { $cards ->
    [1] { $cards } carta volta
   *[other] { $cards } cartas voltam
  } para o estoque
# Under a move that empties a pile. $pile: the pile.
klondike-effect-empties = esvazia a pilha { $pile }
# Under a move that turns a face-down card over. $pile: the pile.
klondike-effect-turns-over = vira uma carta na pilha { $pile }
# Under a move that uncovers a card. $card: that card.
klondike-effect-uncovers = descobre { $card }
# Under a move that sends a card up safely.
klondike-effect-safe = pode ir com segurança para a saída
# Under a move with an effect that also sends a card up safely. $effect: klondike-effect-*.
klondike-effect-and-safe = { $effect }, pode ir com segurança para a saída

## /klondike: the command, its options and the game's title

# O jogo Klondike (paciência), opção em /estatísticas e /classificação.
game-title-klondike = Paciência (Klondike)
# Nome do comando /klondike.
cmd-klondike-name = paciência
# Descrição do comando /klondike.
cmd-klondike-description = Paciência Klondike em um tópico só seu, com desfazer, dicas e um solucionador honesto
# Opção de /paciência iniciar: cartas viradas do estoque de cada vez.
cmd-klondike-draw-name = virar
# Descrição da opção "virar".
cmd-klondike-draw-description = Cartas viradas do estoque de cada vez (padrão 1)
# Escolha de "virar".
cmd-klondike-draw-1 = 1 carta
# Escolha de "virar".
cmd-klondike-draw-3 = 3 cartas
# Opção de /paciência iniciar: quantas vezes o descarte volta ao estoque.
cmd-klondike-redeals-name = voltas_ao_estoque
# Descrição da opção "voltas_ao_estoque".
cmd-klondike-redeals-description = Vezes que o descarte pode voltar ao estoque (padrão: ilimitado)
# Opção de /paciência iniciar: cartas da saída podem voltar (True/False).
cmd-klondike-foundation-back-name = voltar_da_saída
# Descrição da opção "voltar_da_saída".
cmd-klondike-foundation-back-description = Cartas das pilhas de saída podem voltar às pilhas de jogo (padrão: sim)
# Opção de /paciência iniciar: só distribuições vencíveis (True/False).
cmd-klondike-winnable-name = com_solução
# Descrição da opção "com_solução".
cmd-klondike-winnable-description = Só distribuições que o solucionador provou que dá para vencer
# Subcomando de /paciência: mover cartas de uma pilha para outra.
cmd-klondike-move-name = mover
# Descrição de /paciência mover.
cmd-klondike-move-description = Mover cartas da pilha x para a pilha y (os números da imagem)
# Opção de /paciência mover: a pilha de origem.
cmd-klondike-from-name = de
# Descrição da opção "de".
cmd-klondike-from-description = A pilha de onde tirar (1-7 pilhas de jogo, 8 estoque, 9 descarte, 10-13 saída)
# Opção de /paciência mover: a pilha de destino.
cmd-klondike-to-name = para
# Descrição da opção "para".
cmd-klondike-to-description = A pilha onde colocar (os números da imagem)
# Opção de /paciência mover: quantas cartas da sequência.
cmd-klondike-count-name = quantidade
# Descrição da opção "quantidade".
cmd-klondike-count-description = Quantas cartas da sequência mover (padrão: a sequência que couber)
# Subcomando de /paciência: os resultados da própria pessoa.
cmd-klondike-stats-name = estatísticas
# Descrição de /paciência estatísticas.
cmd-klondike-stats-description = Suas partidas de paciência, vitórias, melhor tempo e menos jogadas

## How to play, for /help

# Como jogar Klondike, na seção dele em /ajuda.
help-game-klondike = `/paciência iniciar` distribui uma partida em um tópico novo (no próprio canal com `tópico: False`, ou quando digitado dentro de um tópico; virar 1 ou 3 cartas, voltas ao estoque, `voltar_da_saída`, `com_solução`, `número_da_distribuição` para repetir uma distribuição). Jogue pelo menu de jogadas válidas, ou com `/paciência mover de: para: [quantidade]` e os números das pilhas na imagem: 1-7 pilhas de jogo, 8 estoque, 9 descarte, 10-13 pilhas de saída. **{ klondike-button-draw }** vira o estoque, **{ klondike-button-undo }** desfaz uma jogada, **{ klondike-button-hint }** pede uma dica ao solucionador, **{ klondike-button-auto }** manda as cartas seguras para a saída, **{ klondike-button-finish }** termina uma partida já ganha. Depois de cada jogada o solucionador avisa se a partida não pode mais ser vencida.

## The button under a finished game that starts another with the same seats

# Button under a finished Klondike game (a new deal).
table-again-klondike = Jogar de novo
