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

