# Oril's own sentences: refusals of its rules and its screens, shown privately to one person.

## A sowing or agreement refused by the Oril rules, told privately to the player.

# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-game-over = A partida acabou.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-no-such-seat = Você não está jogando esta partida.
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-empty-house = A casa { $house } está vazia: escolha uma casa com pedras.
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-must-feed = Seu adversário está sem pedras: jogue uma casa cujas pedras cheguem ao campo dele (a casa { $house } não chega).
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-grand-slam = A casa { $house } capturaria as seis casas do adversário, o que só é permitido quando você não tem outra jogada.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-already-agreed = Você já concordou em encerrar a partida; aguardando o adversário.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-not-agreed = Você não concordou em encerrar a partida, então não há nada para retirar.


## Oril's own refusals.

# A table opened for Oril with other than two seats (a bug). $seats: the number of seats.
oril-two-players = O Oril se joga em dois, não em { $seats }.
# A stored Oril game failed its check on restore (a damaged record). $stones: the stones counted.
oril-board-broken = O tabuleiro tem { $stones ->
        [1] { $stones } pedra
       *[other] { $stones } pedras
    }, não 48.

## The Oril table message (public; nothing is hidden, so a player's own copy is in their language).

# Table title. $south, $north: the players. $turn: oril-turn or oril-game-over.
oril-title = Oril · { $south } contra { $north } · { $turn }
# Part of the title: who moves. $name: the player.
oril-turn = vez de { $name }
# Part of the title once the game is over.
oril-game-over = Fim de jogo
# Table footer. $rules: the rule set's name (Oril or Abapa).
oril-footer = Regras { $rules } · as casas são numeradas de 1 a 6 a partir da esquerda de cada jogador · vence quem capturar 25 pedras
# Button: propose to end the game, each keeping the stones on their side.
oril-button-propose-end = Propor o fim
# The end of a game won. $name: the winner. $won, $lost: stones. $reason: oril-end-*.
oril-summary-won = { $name } vence por { $won } a { $lost } ({ $reason })
# The end of a drawn game. $south, $north: stones. $reason: oril-end-*.
oril-summary-draw = Empate em { $south } a { $north } ({ $reason })
# The end of a game someone left. $name: the winner. $left: who left.
oril-summary-left = { $name } vence: { $left } saiu da partida
# Why the game ended: 25 stones.
oril-end-majority = um jogador capturou 25 pedras ou mais
# Why the game ended: no stones to move.
oril-end-no-stones = o jogador da vez ficou sem pedras
# Why the game ended: no move could feed the opponent.
oril-end-cannot-feed = nenhuma jogada podia dar pedras ao adversário
# Why the game ended: a grand slam was the only move.
oril-end-grand-slam = a única jogada capturava todas as seis casas
# Why the game ended: the position repeated.
oril-end-cycle = a posição se repetiu sem captura
# Why the game ended: agreement.
oril-end-agreement = os dois jogadores concordaram em encerrar a partida
# The picture's rules label. $rules: the rule set's name.
oril-rules = Regras { $rules }
# Lobby and challenge settings. $rules: the rule set's name. $first: oril-first-*.
oril-settings = Regras: { $rules } · Primeiro a jogar: { $first }
# Who moves first: chosen at random.
oril-first-random = sorteado
# Who moves first: the challenger.
oril-first-challenger = quem desafiou
# Who moves first: the challenged player.
oril-first-opponent = o adversário

## Lines of the Oril table log (public).

# Log. $name: the player. $house: the house number.
oril-log-sowed = { $name } semeou a casa { $house }.
# Log. $name: the player. $house: the house. $stones: stones sown.
oril-log-sowed-stones = { $name } semeou a casa { $house } ({ $stones ->
    [1] { $stones } pedra
   *[other] { $stones } pedras
  }).
# Log. $name: the player. $house: the house. $stones: stones sown. $captured: stones captured.
oril-log-sowed-capturing = { $name } semeou a casa { $house } ({ $stones ->
    [1] { $stones } pedra
   *[other] { $stones } pedras
  }) e capturou { $captured }.
# Log. $name: the player who agreed.
oril-log-agreed = { $name } concordou: a partida termina por acordo.
# Log. $name: who proposed. $other: the computer that agreed.
oril-log-computer-agreed = { $name } propôs encerrar a partida e { $other } concordou.
# Log. $name: who proposed. $other: the computer that declined.
oril-log-computer-declined = { $name } propôs encerrar a partida; { $other } recusou e continua jogando.
# Log. $name: who proposed. $other: the other player.
oril-log-proposed = { $name } propõe encerrar a partida, cada um ficando com as pedras do seu lado. { $other } pode apertar **{ oril-button-propose-end }** para concordar; uma jogada cancela a proposta.
# Log. $name: the player whose time ran out.
oril-log-timed-out = O tempo de { $name } acabou; o computador semeou uma casa no lugar dela.

## Words on the Oril board picture and its text version (the table's language).

# The player at the top of the board.
oril-pic-north = Norte
# The player at the bottom of the board.
oril-pic-south = Sul
# A player's score. $stones: stones captured.
oril-pic-captured = { $stones ->
    [1] { $stones } capturada
   *[other] { $stones } capturadas
  }
# Tag of a computer player (upper case where the script has it).
oril-pic-computer = COMPUTADOR
# Tag of the player to move.
oril-pic-to-move = DA VEZ
# Tag of a player who proposed to end the game.
oril-pic-proposes-end = PROPÕE O FIM
# Colour key: houses captured.
oril-pic-key-captured = captura
# Colour key: where the last stone fell.
oril-pic-key-last = última pedra
# Colour key: houses sown.
oril-pic-key-sown = semeadas
# Caption before the first move. $rules: the rules label (oril-rules).
oril-pic-no-move = { $rules } · nenhuma jogada ainda
# Text version: a computer player's side. $side: oril-pic-north or oril-pic-south.
oril-text-computer-side = { $side }, computador
# Text version: the player proposed to end the game.
oril-text-proposes = propõe o fim
# Text version: a player's houses. $houses: "1:4 2:4 …".
oril-text-houses = casas { $houses }
# Text version: the last move. $words: the move as the picture's caption says it.
oril-text-last-move = Última jogada: { $words }
# Text version: who moves and which houses they may sow. $name: the player. $houses: the list.
oril-text-to-move = Vez de { $name }; pode semear a casa { $houses }

## The last move in words: the board picture's caption and its text version (the table's language).

# Picture caption and text version: the last move. $name: the player (first 20 characters of the name). $house: the house sown, 1-6.
oril-last-sowed = { $name } semeou a casa { $house }
# The same with the stones sown. $stones: how many.
oril-last-sowed-stones = { $name } semeou a casa { $house } ({ $stones ->
    [1] { $stones } pedra
   *[other] { $stones } pedras
  })
# After oril-last-sowed: the last stone fell in a house of the player who sowed. $house: that house, 1-6.
oril-last-landed-own = última pedra na própria casa { $house }
# After oril-last-sowed: the last stone fell in the other player's house. $owner: that player. $house: the house, 1-6 from their left.
oril-last-landed = última pedra na casa { $house } de { $owner }
# After oril-last-sowed: what the move captured. $stones: stones captured. $houses: from how many houses.
oril-last-captured = capturou { $stones ->
    [1] { $stones } pedra
   *[other] { $stones } pedras
  } de { $houses ->
    [1] { $houses } casa
   *[other] { $houses } casas
  }
# Joins the parts of the last move: $first, then $then (oril-last-landed*, oril-last-captured).
oril-last-then = { $first }, { $then }

## /oril: the command, its options and the game's title

# O jogo Oril (o Ouri de Cabo Verde), opção em /estatísticas e /classificação.
game-title-oril = Oril
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

## How to play, for /help

# Como jogar Oril, na seção dele em /ajuda.
help-game-oril = Duas fileiras de seis casas, com quatro pedras em cada. Na sua vez, aperte uma das suas casas (numeradas de 1 a 6 a partir da sua esquerda): as pedras são semeadas uma a uma no sentido anti-horário. Se a última pedra deixar uma casa do adversário com 2 ou 3, você faz a captura dela e das casas anteriores enquanto tiverem 2 ou 3. Quem captura 25 pedras vence. Passe pedras ao adversário que ficar sem nenhuma. Se os dois apertarem **{ oril-button-propose-end }**, o jogo acaba e cada um fica com as pedras do seu lado do tabuleiro. `/oril partidas` lista suas partidas por terminar; `/oril placar` mostra o placar.

## The button under a finished game that starts another with the same seats

# Button under a finished Oril game.
table-again-oril = Jogar de novo

## The person-menu entry that challenges someone

# Person-menu entry (right-click a person, Apps): a challenge to Oril. Names of user
# commands may hold spaces and capitals (up to 32 characters).
cmd-challenge-oril-name = Desafiar para Oril
