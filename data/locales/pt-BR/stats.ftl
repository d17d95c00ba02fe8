# /stats e /leaderboard: o histórico de uma pessoa em um jogo e a classificação do servidor, mostrados só para quem pediu.

# /stats: the card's title. $game: the game's name (UNO, Oril...); $name: the player's name.
stats-title = { $game } — { $name }
# /stats or /leaderboard when nobody has finished a game of it on this server. $game: the game's name.
stats-none = Ainda não há nenhuma partida de { $game } terminada neste servidor.
# /stats: the record in one line. $games, $won, $drawn, $lost: numbers of games.
stats-summary = { $games ->
        [1] { $games } partida
       *[other] { $games } partidas
    }: { $won } { $won ->
        [1] vitória
       *[other] vitórias
    }, { $drawn } { $drawn ->
        [1] empate
       *[other] empates
    }, { $lost } { $lost ->
        [1] derrota
       *[other] derrotas
    }.
# /stats: the name of the rating field.
stats-rating = Rating
# /stats: the rating field's value. $rating: the Elo rating; $rated: how many games moved it.
stats-rating-value = { $rating } ({ $rated } { $rated ->
        [1] partida valendo rating
       *[other] partidas valendo rating
    })
# /stats: the name of the points field.
stats-points = Pontos
# /stats: the name of the winning-streak field.
stats-streak = Sequência
# /stats: the streak field's value. $streak: the current streak; $best: the best streak.
stats-streak-value = { $streak } (melhor: { $best })
# /leaderboard ordered by rating: the title. $game: the game's name.
leaderboard-title-rating = Classificação de { $game } — por rating
# /leaderboard ordered by wins: the title. $game: the game's name.
leaderboard-title-wins = Classificação de { $game } — por vitórias
# /leaderboard ordered by points: the title. $game: the game's name.
leaderboard-title-points = Classificação de { $game } — por pontos
# /leaderboard: one player's line. $rank: the place; $name: the player; $rating, $wins, $points, $games: numbers.
leaderboard-line = { $rank }. **{ $name }** — rating { $rating } · { $wins } { $wins ->
        [1] vitória
       *[other] vitórias
    } · { $points } { $points ->
        [1] ponto
       *[other] pontos
    } · { $games } { $games ->
        [1] partida
       *[other] partidas
    }
# /leaderboard: the footer with the asker's own line. $line: that line, as above.
leaderboard-own-rank = Sua posição: { $line }
# /leaderboard: the footer when the asker has no finished game here.
leaderboard-no-rank = Você ainda não terminou nenhuma partida aqui.
# /leaderboard picture: the heading of the names column.
leaderboard-column-player = Jogador
# /leaderboard picture: the heading of the rating column (short).
leaderboard-column-rating = Rating
# /leaderboard picture: the heading of the wins column (short).
leaderboard-column-wins = Vitórias
# /leaderboard picture: the heading of the points column (short).
leaderboard-column-points = Pontos
# /leaderboard picture: the heading of the games column (short).
leaderboard-column-games = Partidas
# /leaderboard picture when the board is empty.
leaderboard-empty = Nenhuma partida terminada ainda.
# Share: the line above a stats card posted in the channel. $name: who shared it.
stats-shared = { $name } compartilhou um histórico:
# /stats user: the name shown when the card is about someone else and their record is empty.
stats-that-player = esse jogador
# /stats: the button under a record that posts it in the channel for everyone.
stats-share-button = Compartilhar
# Share: private answer when the record to share has been erased or cannot be read.
stats-gone = Esse histórico não existe mais.

# /klondike stats: the title of a person's Klondike record. $name: the person.
klondike-stats-title = Paciência (Klondike) — { $name }
# /klondike stats: shown when the person has not finished a deal anywhere.
klondike-stats-none = Nenhuma distribuição terminada ainda. `/{ cmd-klondike-name } { cmd-start-name }` distribui uma.
# /klondike stats: field name, deals finished or given up after a move.
klondike-stats-deals = Distribuições
# /klondike stats: field name, deals won.
klondike-stats-won = Ganhas
# /klondike stats: field name, the fastest unassisted win (m:ss).
klondike-stats-best-time = Melhor tempo
# /klondike stats: field name, the fewest moves of an unassisted win.
klondike-stats-fewest-moves = Menos jogadas
# /klondike stats: field name, deals played with help.
klondike-stats-assisted = Distribuições com ajuda
# /klondike stats: the value of "Assisted deals". $count: a number of deals.
klondike-stats-assisted-value = { $count } (Dica, Terminar ou número de distribuição escolhido: fora dos recordes e classificações)
# /oril scores: the title of the server's score board.
oril-scores-title = Placar de Oril
# /oril scores: shown when nobody has finished a match on this server.
oril-scores-empty = Ainda não terminou nenhuma partida de Oril neste servidor.
# /oril scores: one person's line. $rank: place on the board; $name: the person; $won, $drawn, $lost: matches; $stones: stones captured in all.
oril-scores-line = { $rank }. **{ $name }**: { $won ->
        [1] { $won } vitória
       *[other] { $won } vitórias
    } · { $drawn ->
        [1] { $drawn } empate
       *[other] { $drawn } empates
    } · { $lost ->
        [1] { $lost } derrota
       *[other] { $lost } derrotas
    } · { $stones ->
        [1] { $stones } pedra capturada
       *[other] { $stones } pedras capturadas
    }
# /oril scores: the footer under the board.
oril-scores-footer = Partidas contra o computador também contam.
# /oril matches: the title of the list of the person's unfinished matches.
oril-matches-title = Suas partidas de Oril em andamento
# /oril matches: shown when the person has no unfinished match on this server.
oril-matches-none = Você não tem partida de Oril em andamento aqui. `/{ cmd-oril-name } { cmd-start-name }` abre uma.
# /oril matches: one match being played. $against: the other players; $link: a link to its message.
oril-matches-line = • contra { $against }: { $link }
# /oril matches: one challenge not yet accepted. $against: the challenged or challenger; $link: a link to its message.
oril-matches-challenge = • contra { $against } (desafio aguardando resposta): { $link }
# /privacy forget: the answer once a person's records are erased. $results: results that named them; $tables: finished tables that named them; $live: games being played that named them (erased now); $shared: 1 when other processes of the bot may run more of their games.
stats-forgotten = Seu histórico e suas carreiras foram apagados: { $results ->
        [1] { $results } resultado
       *[other] { $results } resultados
    } e { $tables ->
        [1] { $tables } mesa encerrada
       *[other] { $tables } mesas encerradas
    } agora mostram você como ex-jogador.{ $live ->
        [0] {""}
        [1] {" "}A partida que você está jogando agora também mostra você como ex-jogador; você não joga mais nela.
       *[other] {" "}As { $live } partidas que você está jogando agora também mostram você como ex-jogador; você não joga mais nelas.
    }{ $shared ->
        [1] {" "}Suas outras partidas mostram isso em alguns segundos.
       *[other] {""}
    }
