# Comandos de barra como o Discord os lista: nomes (minúsculos, 1-32 letras, dígitos,
# - ou _; sem espaços) e descrições (até 100 caracteres). O Discord devolve ao bot os
# nomes em inglês: o nome traduzido é só o que as pessoas veem e digitam.

## Títulos dos jogos, como opções de /estatísticas e /classificação

# O jogo UNO, opção em /estatísticas e /classificação.
game-title-uno = UNO
# O jogo Oril (o Ouri de Cabo Verde), opção em /estatísticas e /classificação.
game-title-oril = Oril
# O jogo Klondike (paciência), opção em /estatísticas e /classificação.
game-title-klondike = Paciência (Klondike)
# O jogo Pazaak, opção em /estatísticas e /classificação.
game-title-pazaak = Pazaak

## /ajuda, /estatísticas, /classificação, /privacidade

# Nome do comando /help.
cmd-help-name = ajuda
# Descrição do comando /help.
cmd-help-description = O que é o Cantina, seus jogos e como jogar
# Nome do comando /stats.
cmd-stats-name = estatísticas
# Descrição do comando /stats.
cmd-stats-description = O histórico de um jogador em um jogo deste servidor (só para você)
# Opção de /stats: qual jogo.
cmd-stats-game-name = jogo
# Descrição da opção "jogo" de /stats.
cmd-stats-game-description = Qual jogo (padrão: o primeiro)
# Opção de /stats: de quem é o histórico.
cmd-stats-user-name = jogador
# Descrição da opção "jogador" de /stats.
cmd-stats-user-description = De quem é o histórico (padrão: o seu)
# Nome do comando /leaderboard.
cmd-leaderboard-name = classificação
# Descrição do comando /leaderboard.
cmd-leaderboard-description = Os dez melhores deste servidor em um jogo, e a sua posição
# Opção de /leaderboard: qual jogo.
cmd-leaderboard-game-name = jogo
# Descrição da opção "jogo" de /leaderboard.
cmd-leaderboard-game-description = Qual jogo
# Opção de /leaderboard: a ordem da tabela.
cmd-leaderboard-by-name = ordem
# Descrição da opção "ordem" de /leaderboard.
cmd-leaderboard-by-description = Ordenar por (padrão: rating, ou vitórias se nenhum jogo valeu rating)
# Escolha de "ordem": o rating Elo.
cmd-leaderboard-by-rating = Rating
# Escolha de "ordem": número de vitórias.
cmd-leaderboard-by-wins = Vitórias
# Escolha de "ordem": pontos marcados.
cmd-leaderboard-by-points = Pontos
# Nome do comando /privacy.
cmd-privacy-name = privacidade
# Descrição do comando /privacy.
cmd-privacy-description = Seus dados no Cantina
# Subcomando de /privacy que apaga os dados da pessoa.
cmd-privacy-forget-name = esquecer
# Descrição de /privacy forget.
cmd-privacy-forget-description = Apagar seu histórico e carreiras (partidas antigas mostram um ex-jogador)
# Opção de /privacy forget: confirmação True/False.
cmd-privacy-forget-confirm-name = confirmar
# Descrição da opção "confirmar".
cmd-privacy-forget-confirm-description = Marque True para confirmar: não dá para desfazer

## /<jogo> iniciar e /<jogo> encerrar de todos os jogos, e as opções da plataforma

# Subcomando de todo jogo que abre uma mesa (/uno iniciar, /oril iniciar...).
cmd-start-name = iniciar
# Descrição de /<jogo> iniciar; $game é o título do jogo.
cmd-start-description = Abrir uma mesa de {$game} neste canal
# Subcomando de todo jogo que fecha a mesa do canal.
cmd-end-name = encerrar
# Descrição de /<jogo> encerrar.
cmd-end-description = Encerrar a mesa deste canal (anfitrião ou Gerenciar mensagens)
# Opção de /oril iniciar e /pazaak iniciar: a pessoa desafiada.
cmd-opt-opponent-name = adversário
# Descrição da opção "adversário".
cmd-opt-opponent-description = Desafiar esta pessoa (deixe em branco para jogar contra o computador)
# Opção de /paciência iniciar: jogar em um tópico novo (True/False).
cmd-opt-thread-name = tópico
# Descrição da opção "tópico".
cmd-opt-thread-description = Jogar em um tópico novo só seu (padrão: sim, a partir de um canal de texto)
# Opção de /<jogo> iniciar: segundos por jogada.
cmd-opt-turn-timeout-name = tempo_de_jogada
# Descrição da opção "tempo_de_jogada".
cmd-opt-turn-timeout-description = Segundos por jogada; depois disso o computador joga pela pessoa (padrão 60)
# Opção de /<jogo> iniciar: o número que decide o embaralhamento.
cmd-opt-seed-name = número_da_distribuição
# Descrição da opção "número_da_distribuição".
cmd-opt-seed-description = Número da distribuição, para repetir ou compartilhar (todos na mesa o veem)

## /uno (palavras do artigo sobre UNO: comprar, passar, coringa)

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

## /oril (palavras da tese sobre o Oril: pedras, casas, captura, tabuleiro)

# Nome do comando /oril.
cmd-oril-name = oril
# Descrição do comando /oril.
cmd-oril-description = Oril, o jogo de semear cabo-verdiano: desafie uma pessoa ou o computador
# Opção de /oril iniciar: a força do computador.
cmd-oril-level-name = nível
# Descrição da opção "nível".
cmd-oril-level-description = A força do computador, quando se joga contra ele (padrão Médio)
# Escolha de "nível".
cmd-oril-level-easy = Fácil
# Escolha de "nível".
cmd-oril-level-medium = Médio
# Escolha de "nível".
cmd-oril-level-hard = Difícil
# Escolha de "nível": o jogador artificial descrito na tese sobre o Oril.
cmd-oril-level-seed = Seed (o jogador da própria tese)
# Opção de /oril iniciar: o conjunto de regras.
cmd-oril-rules-name = regras
# Descrição da opção "regras".
cmd-oril-rules-description = Oril (padrão) ou Abapa, as regras de torneio
# Escolha de "regras".
cmd-oril-rules-oril = Oril
# Escolha de "regras".
cmd-oril-rules-abapa = Abapa
# Opção de /oril iniciar: quem joga primeiro.
cmd-oril-first-name = primeiro
# Descrição da opção "primeiro".
cmd-oril-first-description = Quem joga primeiro (padrão: sorteio)
# Escolha de "primeiro".
cmd-oril-first-random = Sorteio
# Escolha de "primeiro": quem digita o comando.
cmd-oril-first-challenger = Eu
# Escolha de "primeiro".
cmd-oril-first-opponent = Meu adversário
# Subcomando de /oril: as partidas por terminar.
cmd-oril-matches-name = partidas
# Descrição de /oril partidas.
cmd-oril-matches-description = Suas partidas de Oril por terminar, com o link de cada uma
# Subcomando de /oril: o placar do servidor.
cmd-oril-scores-name = placar
# Descrição de /oril placar.
cmd-oril-scores-description = O placar de Oril deste servidor: vitórias, empates, derrotas, pedras capturadas

## /paciência (palavras do enunciado do Klondike: estoque, descarte, saída, pilhas de jogo)

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

## /pazaak

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
