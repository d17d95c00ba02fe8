# /stats e /leaderboard: o histórico de uma pessoa num jogo e o placar do servidor, mostrados só para quem pediu.

# /stats: the card's title. $game: the game's name (UNO, Oril...); $name: the player's name.
stats-title = { $game } — { $name }
# /stats or /leaderboard when nobody has finished a game of it on this server. $game: the game's name.
stats-none = Ainda não há nenhuma partida de { $game } terminada neste servidor.
# /stats: the record in one line. $games, $won, $drawn, $lost: numbers of games.
stats-summary = { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }: { $won } { $won ->
        [one] vitória
       *[other] vitórias
    }, { $drawn } { $drawn ->
        [one] empate
       *[other] empates
    }, { $lost } { $lost ->
        [one] derrota
       *[other] derrotas
    }.
# /stats: the name of the rating field.
stats-rating = Rating
# /stats: the rating field's value. $rating: the Elo rating; $rated: how many games moved it.
stats-rating-value = { $rating } ({ $rated } { $rated ->
        [one] partida valendo rating
       *[other] partidas valendo rating
    })
# /stats: the name of the points field.
stats-points = Pontos
# /stats: the name of the winning-streak field.
stats-streak = Sequência
# /stats: the streak field's value. $streak: the current streak; $best: the best streak.
stats-streak-value = { $streak } (melhor: { $best })
# /leaderboard ordered by rating: the title. $game: the game's name.
leaderboard-title-rating = Placar de { $game } — por rating
# /leaderboard ordered by wins: the title. $game: the game's name.
leaderboard-title-wins = Placar de { $game } — por vitórias
# /leaderboard ordered by points: the title. $game: the game's name.
leaderboard-title-points = Placar de { $game } — por pontos
# /leaderboard: one player's line. $rank: the place; $name: the player; $rating, $wins, $points, $games: numbers.
leaderboard-line = { $rank }. **{ $name }** — rating { $rating } · { $wins } { $wins ->
        [one] vitória
       *[other] vitórias
    } · { $points } { $points ->
        [one] ponto
       *[other] pontos
    } · { $games } { $games ->
        [one] partida
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
