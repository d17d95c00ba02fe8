# /stats and /leaderboard: a person's record in one game and a server's board, shown privately to whoever asked.

# /stats: the card's title. $game: the game's name (UNO, Oril...); $name: the player's name.
stats-title = { $game } — { $name }
# /stats or /leaderboard when nobody has finished a game of it on this server. $game: the game's name.
stats-none = No finished { $game } game on this server yet.
# /stats: the record in one line. $games, $won, $drawn, $lost: numbers of games.
stats-summary = { $games } games: { $won } won, { $drawn } drawn, { $lost } lost.
# /stats: the name of the rating field.
stats-rating = Rating
# /stats: the rating field's value. $rating: the Elo rating; $rated: how many games moved it.
stats-rating-value = { $rating } ({ $rated } rated)
# /stats: the name of the points field.
stats-points = Points
# /stats: the name of the winning-streak field.
stats-streak = Streak
# /stats: the streak field's value. $streak: the current streak; $best: the best streak.
stats-streak-value = { $streak } (best { $best })
# /leaderboard ordered by rating: the title. $game: the game's name.
leaderboard-title-rating = { $game } leaderboard — by rating
# /leaderboard ordered by wins: the title. $game: the game's name.
leaderboard-title-wins = { $game } leaderboard — by wins
# /leaderboard ordered by points: the title. $game: the game's name.
leaderboard-title-points = { $game } leaderboard — by points
# /leaderboard: one player's line. $rank: the place; $name: the player; $rating, $wins, $points, $games: numbers.
leaderboard-line = { $rank }. **{ $name }** — rating { $rating } · { $wins } wins · { $points } points · { $games } games
# /leaderboard: the footer with the asker's own line. $line: that line, as above.
leaderboard-own-rank = Your rank: { $line }
# /leaderboard: the footer when the asker has no finished game here.
leaderboard-no-rank = You have no finished game here yet.
# /leaderboard picture: the heading of the names column.
leaderboard-column-player = Player
# /leaderboard picture: the heading of the rating column (short).
leaderboard-column-rating = Rating
# /leaderboard picture: the heading of the wins column (short).
leaderboard-column-wins = Wins
# /leaderboard picture: the heading of the points column (short).
leaderboard-column-points = Points
# /leaderboard picture: the heading of the games column (short).
leaderboard-column-games = Games
# /leaderboard picture when the board is empty.
leaderboard-empty = No finished game yet.
# Share: the line above a stats card posted in the channel. $name: who shared it.
stats-shared = { $name } shares a record:
