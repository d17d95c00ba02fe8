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
        [one] { $faceUp } carta aberta
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
klondike-deal-won = Esta partida já está ganha. Aperte **New deal** para jogar outra.
# Hint pressed when no legal move is left.
klondike-no-move-left = Não sobrou nenhuma jogada.
# Finish pressed while cards are still face down or in the stock.
klondike-finish-not-yet = **Finish** termina a partida quando todas as cartas estiverem abertas (estoque vazio e nenhuma carta fechada).
# Finish pressed on a position the solver cannot win.
klondike-finish-not-winnable = Daqui não dá para levar todas as cartas para a saída; continue jogando ou use Undo.
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
        [one] { $count } carta diferente
       *[other] { $count } cartas diferentes
    }, não 52.
# Someone other than the solitaire's player tried to move.
klondike-not-your-deal = Só quem está jogando esta partida pode mexer nas cartas.
# /klondike start with a draw option other than 1 or 3. $draw: what was given.
klondike-bad-draw = Virar { $draw }? Escolha 1 ou 3 cartas.
# /klondike start with a redeal count out of range. $redeals: what was given; $most: the largest allowed.
klondike-bad-redeals = { $redeals ->
        [one] { $redeals } volta ao estoque
       *[other] { $redeals } voltas ao estoque
    }? Escolha de 0 a { $most }, ou deixe em branco para não ter limite.
