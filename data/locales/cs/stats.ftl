# /stats a /leaderboard: výsledky jednoho hráče ve hře a žebříček serveru, jen pro toho, kdo se ptal.

# /stats: the card's title. $game: the game's name (UNO, Oril...); $name: the player's name.
stats-title = { $game } — { $name }
# /stats or /leaderboard when nobody has finished a game of it on this server. $game: the game's name.
stats-none = Na tomto serveru zatím nikdo nedohrál hru { $game }.
# /stats: the record in one line. $games, $won, $drawn, $lost: numbers of games.
stats-summary = { $games ->
        [one] { $games } hra
        [few] { $games } hry
        [many] { $games } hry
       *[other] { $games } her
    }: { $won } { $won ->
        [one] výhra
        [few] výhry
        [many] výhry
       *[other] výher
    }, { $drawn } { $drawn ->
        [one] remíza
        [few] remízy
        [many] remízy
       *[other] remíz
    }, { $lost } { $lost ->
        [one] prohra
        [few] prohry
        [many] prohry
       *[other] proher
    }.
# /stats: the name of the rating field.
stats-rating = Hodnocení
# /stats: the rating field's value. $rating: the Elo rating; $rated: how many games moved it.
stats-rating-value = { $rating } ({ $rated } { $rated ->
        [one] hodnocená hra
        [few] hodnocené hry
        [many] hodnocené hry
       *[other] hodnocených her
    })
# /stats: the name of the points field.
stats-points = Body
# /stats: the name of the winning-streak field.
stats-streak = Série výher
# /stats: the streak field's value. $streak: the current streak; $best: the best streak.
stats-streak-value = { $streak } (nejlepší { $best })
# /leaderboard ordered by rating: the title. $game: the game's name.
leaderboard-title-rating = Žebříček { $game } — podle hodnocení
# /leaderboard ordered by wins: the title. $game: the game's name.
leaderboard-title-wins = Žebříček { $game } — podle výher
# /leaderboard ordered by points: the title. $game: the game's name.
leaderboard-title-points = Žebříček { $game } — podle bodů
# /leaderboard: one player's line. $rank: the place; $name: the player; $rating, $wins, $points, $games: numbers.
leaderboard-line = { $rank }. **{ $name }** — hodnocení { $rating } · výhry { $wins } · body { $points } · hry { $games }
# /leaderboard: the footer with the asker's own line. $line: that line, as above.
leaderboard-own-rank = Vaše místo: { $line }
# /leaderboard: the footer when the asker has no finished game here.
leaderboard-no-rank = Tady zatím nemáte žádnou dohranou hru.
# /leaderboard picture: the heading of the names column.
leaderboard-column-player = Hráč
# /leaderboard picture: the heading of the rating column (short).
leaderboard-column-rating = Hodnocení
# /leaderboard picture: the heading of the wins column (short).
leaderboard-column-wins = Výhry
# /leaderboard picture: the heading of the points column (short).
leaderboard-column-points = Body
# /leaderboard picture: the heading of the games column (short).
leaderboard-column-games = Hry
# /leaderboard picture when the board is empty.
leaderboard-empty = Zatím žádná dohraná hra.
# Share: the line above a stats card posted in the channel. $name: who shared it.
stats-shared = { $name } sdílí své výsledky:
