# Comandos de barra como o Discord os lista: nomes (minúsculos, 1-32 letras, dígitos,
# - ou _; sem espaços) e descrições (até 100 caracteres). O Discord devolve ao bot os
# nomes em inglês: o nome traduzido é só o que as pessoas veem e digitam.

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

## /oril (palavras da tese sobre o Oril: pedras, casas, captura, tabuleiro)

## /pazaak

